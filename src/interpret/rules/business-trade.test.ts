import { describe, expect, it } from 'vitest';
import { businessTradeIn } from './business-trade.js';

describe('businessTradeIn', () => {
  it.each([
    ['식당하는데 청소년한테 술팔아서 영업정지 2개월 처분 받았어요', '식당'],
    ['호프집 운영하는데 구청에서 영업정지 1개월 처분 받았어요', '호프집'],
    ['노래방을 하고 있는데 도우미 불렀다고 신고당했어요', '노래방'],
  ])('%s → %s', (text, trade) => {
    expect(businessTradeIn(text)).toBe(trade);
  });

  it.each([['식당에서 일하는데 사장이 영업정지 받았대요'], ['편의점에서 담배 샀는데 신분증 검사 안 했어요']])('no trade of one’s own in %s', (text) => {
    expect(businessTradeIn(text)).toBeUndefined();
  });
});
