/** The intake page's live previews (client-side only; the server still parses the answer itself). */
import { describe, expect, it } from 'vitest';
import { amountPreview } from '../../web/src/format/amount.js';
import { datePreview } from '../../web/src/format/date.js';
import { hotlinesFor } from '../../web/src/intake/hotlines.js';

describe('amount preview', () => {
  it.each([
    ['5천만', '50,000,000원'],
    ['350만 원', '3,500,000원'],
    ['1,200,000원', '1,200,000원'],
    ['3억 5천만', '350,000,000원'],
    ['3억5천', '350,000,000원'],
    ['삼백만원', '3,000,000원'],
    ['1.5억', '150,000,000원'],
    ['알바비 87만 원이요', '870,000원'],
  ])('%s → %s', (input, expected) => {
    expect(amountPreview(input)).toBe(expected);
  });

  it('shows nothing for text without an amount', () => {
    expect(amountPreview('모르겠어요')).toBeNull();
    expect(amountPreview('일을 했어요')).toBeNull();
  });
});

describe('date preview', () => {
  const today = { year: 2026, month: 3, day: 15 };
  it.each([
    ['작년 10월', '2025년 10월'],
    ['재작년 1월 5일', '2024년 1월 5일'],
    ['올해 2월', '2026년 2월'],
    ['2025.3.10', '2025년 3월 10일'],
    ['25년 7월', '2025년 7월'],
    ['어제', '2026년 3월 14일'],
    ['지난달', '2026년 2월'],
    ['3일 전', '2026년 3월 12일'],
    // A month still ahead this year means last year's.
    ['10월쯤', '2025년 10월'],
  ])('%s → %s', (input, expected) => {
    expect(datePreview(input, today)).toBe(expected);
  });

  it('does not read durations or unknowns as dates', () => {
    expect(datePreview('3년 동안 일했어요', today)).toBeNull();
    expect(datePreview('모르겠어요', today)).toBeNull();
  });
});

describe('emergency hotlines', () => {
  it('always offers 112 and 119, then the hotlines the message names', () => {
    const numbers = hotlinesFor('가정폭력 상담은 여성긴급전화 1366에서 24시간 받을 수 있어요. 피해 금액 100만 원').map((h) => h.number);
    expect(numbers).toEqual(['112', '119', '1366']);
  });
});
