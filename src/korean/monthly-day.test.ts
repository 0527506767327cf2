import { describe, expect, it } from 'vitest';
import { monthlyDay, onDayOfMonth } from './monthly-day.js';

describe('a day that recurs each month', () => {
  it.each([
    ['원래 매달 10일날인데 8월꺼부터', 10],
    ['매월 25일에 들어와요', 25],
    ['월급날이 10일인데', 10],
    ['월세 날은 매달 5일', 5],
  ])('"%s" → %d', (text, day) => {
    expect(monthlyDay(text)?.day).toBe(day);
  });

  it('is not a day of a month named, nor a span', () => {
    expect(monthlyDay('8월 10일에 받기로 했어요')).toBeNull();
    expect(monthlyDay('매달 3개월씩')).toBeNull();
  });

  it('is put on the month named when that month has the day', () => {
    expect(onDayOfMonth('2026-08', 10)).toBe('2026-08-10');
    expect(onDayOfMonth('2026-02', 30)).toBeNull();
  });
});
