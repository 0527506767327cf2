import { describe, expect, it } from 'vitest';
import { findDates } from '../../korean/dates.js';
import { withLastDay } from './month-end.js';

const read = (text: string) => {
  const found = findDates(text, '2026-11-29');
  const first = withLastDay(found.text, found.dates[0]!);
  return [first.value, found.text.slice(first.end)];
};

describe('the last day of a month named by 말일', () => {
  it.each([
    ['이번달 말일까지만 나오래요', '2026-11-30', '까지만 나오래요'],
    ['지난달 말일자로 해고됐어요', '2026-10-31', '자로 해고됐어요'],
    // 말 alone, a day already, or 말일 a word later: unchanged.
    ['10월 말에 끝났고', '2026-10', ' 말에 끝났고'],
    ['10월 15일 말일', '2026-10-15', ' 말일'],
    ['10월에 말일 얘기를', '2026-10', '에 말일 얘기를'],
  ])('%s → %s', (text, value, after) => {
    expect(read(text)).toEqual([value, after]);
  });
});
