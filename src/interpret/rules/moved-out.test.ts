import { describe, expect, it } from 'vitest';
import { MOVED_OUT } from './moved-out.js';

describe('moving out of the home one lived in', () => {
  it.each([
    '남편이 술만 먹으면 때려서 살다가 나왔는데 너무 무서워요',
    '지금은 집 나와서 따로 살아요',
    '애들 데리고 나왔어요',
    '짐 싸서 친정으로 나왔어요',
    '2년 살다가 이사 나왔는데 보증금을 안 줘요',
    '집을 나와 있는 상태예요',
  ])('reads a move out in "%s"', (text) => {
    expect(MOVED_OUT.test(text)).toBe(true);
  });

  it.each([
    '집주인이 나가래요',
    '다음 달에 이사 나가야 해요',
    '아침에 집에서 나와서 출근하는데 전화가 왔어요',
    '집 나왔다가 다시 들어갔어요',
    '아직 그 집에 살고 있어요',
  ])('reads none in "%s"', (text) => {
    expect(MOVED_OUT.test(text)).toBe(false);
  });
});
