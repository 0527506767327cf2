import { describe, expect, it } from 'vitest';
import { withoutAsides } from './asides.js';

describe('a reply without its asides', () => {
  it('drops what is conceded or said to be a little too', () => {
    expect(withoutAsides('대부분 병원비요 카드값도 좀 있고')).toBe('대부분 병원비요');
    expect(withoutAsides('도박을 하긴 했는데 결국 보증 때문이에요')).toBe('결국 보증 때문이에요');
    expect(withoutAsides('주식이 제일 커요 장사도 해봤지만')).toBe('주식이 제일 커요');
  });

  it('keeps a reply that has no aside or nothing else', () => {
    expect(withoutAsides('사업하다 망했어요')).toBe('사업하다 망했어요');
    expect(withoutAsides('코인도 조금 했지만')).toBe('코인도 조금 했지만');
  });
});
