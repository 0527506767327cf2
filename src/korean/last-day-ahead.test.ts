import { describe, expect, it } from 'vitest';
import { lastWorkDayAhead } from './last-day-ahead.js';

describe('a last day of work still to come', () => {
  it.each(['11월 30일까지만 나가요', '12월 15일까지만 출근해요', '11월 30일까지만 하고 그만둬요', '12월 15일까지만 다니기로 함', '12월 31일까지 근무해요'])(
    'ahead: "%s"',
    (text) => {
      expect(lastWorkDayAhead(text)).toBe(true);
    },
  );
  it.each([
    // The verb in the past, or no work verb after the limit.
    '10월 31일까지만 일했어요',
    '10월 31일까지 근무했어요',
    '9월 30일까지만 하고 그만뒀어요',
    '10월 31일까지 나갔어요',
    '12월 10일까지 갚기로 했어요',
  ])('not ahead: "%s"', (text) => {
    expect(lastWorkDayAhead(text)).toBe(false);
  });
});
