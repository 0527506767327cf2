import { describe, expect, it } from 'vitest';
import { parseDate } from './dates.js';
import { DATE_CASES, DATE_REFERENCE } from './fixtures/dates.js';

describe('parseDate', () => {
  const cases = DATE_CASES.map(([text, value, approx]) => ({ text, value, approx: approx ?? false }));
  it.each(cases)('$text → $value', ({ text, value, approx }) => {
    expect(parseDate(text, DATE_REFERENCE)).toEqual(value === null ? null : { value, approx });
  });

  it('needs a valid reference for relative dates but not for absolute ones', () => {
    expect(parseDate('어제', '2026-13-01')).toBeNull();
    expect(parseDate('어제')).toBeNull();
    expect(parseDate('2024.10.3', 'nonsense')).toEqual({ value: '2024-10-03', approx: false });
  });

  it('reads a date without a year as the next one when the question asks about a date ahead, unless the reply puts it behind', () => {
    const ahead = { expectFuture: true };
    expect(parseDate('1월 15일이요', DATE_REFERENCE, ahead)?.value).toBe('2027-01-15');
    expect(parseDate('1월 15일이요', DATE_REFERENCE)?.value).toBe('2026-01-15');
    expect(parseDate('12월 3일에 오라고 했어요', DATE_REFERENCE, ahead)?.value).toBe('2026-12-03');
    expect(parseDate('크리스마스', DATE_REFERENCE, ahead)?.value).toBe('2026-12-25');
    expect(parseDate('3월에 이미 끝났어요', DATE_REFERENCE, ahead)?.value).toBe('2026-03');
    expect(parseDate('12월 둘째 주 화요일', DATE_REFERENCE, ahead)?.value).toBe('2026-12-08');
    // A deadline stated with 까지 is ahead even when the question does not say so.
    expect(parseDate('3월 2일까지예요', DATE_REFERENCE)?.value).toBe('2027-03-02');
  });

  it('knows 설날 and 추석 only for the years its table covers', () => {
    expect(parseDate('2010년 추석', DATE_REFERENCE)?.value).toBe('2010');
  });

  it('crosses month and year boundaries', () => {
    expect(parseDate('어제', '2026-01-01')).toEqual({ value: '2025-12-31', approx: false });
    expect(parseDate('지난달', '2026-01-15')).toEqual({ value: '2025-12', approx: false });
    expect(parseDate('1개월 전', '2026-03-31')).toEqual({ value: '2026-02', approx: false });
    expect(parseDate('내일', '2028-02-28')).toEqual({ value: '2028-02-29', approx: false });
  });
});
