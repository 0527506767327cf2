import { describe, expect, it } from 'vitest';
import { saysOnlyFeelings } from './emotion.js';

describe('saysOnlyFeelings', () => {
  it.each(['무서워요', '너무 걱정돼요 ㅠㅠ', '진짜 막막해요..'])('%s tells only a feeling', (text) => {
    expect(saysOnlyFeelings(text)).toBe(true);
  });
  it.each(['할머니 진단 8주래요', '무서워서 신고 안했어요', '네', ''])('%s tells more, or no feeling', (text) => {
    expect(saysOnlyFeelings(text)).toBe(false);
  });
});
