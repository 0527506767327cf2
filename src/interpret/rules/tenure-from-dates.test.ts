import { describe, expect, it } from 'vitest';
import { tenureFromDates } from './tenure-from-dates.js';

const OPTIONS = ['3개월 미만', '3개월~6개월 미만', '6개월~1년 미만', '1년 이상'];

describe('tenure worked out from the dates of the job', () => {
  it.each([
    [{ start: '2025-02', end: '2026-03' }, '1년 이상'],
    [{ start: '2021-05', end: '2026-10-31' }, '1년 이상'],
    [{ start: '2026-09', end: '2026-10' }, '3개월 미만'],
    [{ start: '2026-01-05', end: '2026-05-20' }, '3개월~6개월 미만'],
    // Within a month of an edge when told to the month: left to the question.
    [{ start: '2025-11', end: '2026-11' }, undefined],
    // A job still going on tells no span.
    [{ start: '2025-06' }, undefined],
    [{ end: '2026-10' }, undefined],
  ])('%j → %s', (dates, expected) => {
    expect(tenureFromDates(dates, OPTIONS)).toBe(expected);
  });
});
