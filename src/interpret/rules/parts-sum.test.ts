import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../korean/amounts.js';
import { normalizeText } from '../../korean/normalize.js';
import { sumOfParts } from './parts-sum.js';

const total = '보낸 돈은 모두 얼마인가요?';
const sum = (text: string, question = total) => sumOfParts(normalizeText(text), findAmounts(text, { context: `${question} 관련 금액(원)` }), question);

describe('a total given in parts', () => {
  it('adds parts joined by a conjunction, a list or clauses of one kind', () => {
    expect(sum('카드로 80하고 현금으로 40 줬어요')).toBe(1_200_000);
    expect(sum('착수금 200 잔금 300 보냈죠')).toBe(5_000_000);
    expect(sum('처음에 100 보내고 다음날 50 더 보냈어요')).toBe(1_500_000);
  });

  it('leaves a contrast, a part of a whole, a rate and a stated total to the other readings', () => {
    expect(sum('저는 300 보냈는데 상대는 100만 받았대요')).toBeNull();
    expect(sum('500 중에 200 보냈어요')).toBeNull();
    expect(sum('월 50씩 6개월 보냈어요')).toBeNull();
    expect(sum('200이랑 300 해서 총 500')).toBeNull();
  });

  it('adds nothing when the question does not ask for a total', () => {
    expect(sum('카드로 80하고 현금으로 40 줬어요', '처음 보낸 돈은 얼마인가요?')).toBeNull();
  });
});

describe('parts said in order', () => {
  it('reads 나중에 as later, not as a part of a whole', () => {
    expect(sum('먼저 100 보내고 나중에 50 더 보냈어요')).toBe(1_500_000);
  });
});
