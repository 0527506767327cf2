import { describe, expect, it } from 'vitest';
import { findDates } from './dates.js';
import { dateFromEvent } from './event-dates.js';

const REF = '2026-11-22';
const counted = (input: string) => {
  const { text, dates } = findDates(input, REF);
  return dateFromEvent(text, dates);
};

describe('a date counted from an event the reply dates', () => {
  it('moves the event’s date by the span', () => {
    expect(counted('입사하고 한달 지나서부터요 입사는 올해 3월')).toBe('2026-04');
    expect(counted('결혼하고 2년 뒤에요 결혼은 2019년')).toBe('2021');
  });

  it('leaves spans counted from today and events left undated', () => {
    expect(counted('두달 전이요 3월에 계약했고')).toBeNull();
    expect(counted('입사하고 한달 지나서부터요')).toBeNull();
  });
});
