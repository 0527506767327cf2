import { describe, expect, it } from 'vitest';
import { withoutAsides } from './asides.js';

describe('a reply without its asides', () => {
  it('drops what is conceded or said to be a little too', () => {
    expect(withoutAsides('대부분 병원비요 카드값도 좀 있고')).toBe('대부분 병원비요');
    expect(withoutAsides('도박을 하긴 했는데 결국 보증 때문이에요')).toBe('결국 보증 때문이에요');
    expect(withoutAsides('주식이 제일 커요 장사도 해봤지만')).toBe('주식이 제일 커요');
  });

  it('drops a reason given after the answer, but not a first clause or a place', () => {
    expect(withoutAsides('친정엄마가 봐주고 계세요 제가 일해서')).toBe('친정엄마가 봐주고 계세요');
    expect(withoutAsides('큰아버지요 자식이 없으셔서')).toBe('큰아버지요');
    expect(withoutAsides('가게 망해서 빚졌어요')).toBe('가게 망해서 빚졌어요');
    expect(withoutAsides('받았어요 법원에서')).toBe('받았어요 법원에서');
  });

  it('keeps a reply that has no aside or nothing else', () => {
    expect(withoutAsides('사업하다 망했어요')).toBe('사업하다 망했어요');
    expect(withoutAsides('코인도 조금 했지만')).toBe('코인도 조금 했지만');
  });
});
