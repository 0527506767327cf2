import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../korean/amounts.js';
import { normalizeText } from '../../korean/normalize.js';
import { payOfItems, sumInSequence, sumOfParts } from './parts-sum.js';

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

describe('a month’s pay told by its items', () => {
  const wage = '월 급여(세전, 원)';
  const pay = (text: string, label = wage) => payOfItems(normalizeText(text), findAmounts(text, { context: `월급 ${label}` }), label);
  it('adds the items named after the pay', () => {
    expect(pay('월급 250에 수당 30 받았어요')).toBe(2_800_000);
    expect(pay('기본급 230이고 식대 20 따로 나왔어요')).toBe(2_500_000);
  });
  it('adds nothing for gross and net, an unnamed second amount, or a field that is not a month’s pay', () => {
    expect(pay('세전 320 세후로는 290')).toBeNull();
    expect(pay('세전 180 받아요 식대 10 포함')).toBeNull();
    expect(pay('월급 250에 300 받은 적도 있어요')).toBeNull();
    expect(pay('월급 250에 수당 30', '체불 임금 총액(원)')).toBeNull();
  });
});

describe('sums said one after another', () => {
  const repair = '수리비나 그로 인한 손해가 대략 얼마인가요? 관련 금액(원)';
  const inOrder = (text: string, asked = repair) => sumInSequence(normalizeText(text), findAmounts(text, { context: asked }), asked);
  it('adds them, in Korean numerals or digits, though the question does not say 모두', () => {
    expect(inOrder('처음에 사백 그다음에 육백이요')).toBe(10_000_000);
    expect(inOrder('처음에 400 그다음에 600이요')).toBe(10_000_000);
    expect(inOrder('먼저 이백 나중에 백 더 들었어요')).toBe(3_000_000);
  });
  it('adds nothing for a figure that changed, a rate or a price, or amounts not told in order', () => {
    expect(inOrder('처음엔 사백이었다가 그다음에 육백으로 올랐어요')).toBeNull();
    expect(inOrder('처음에 오십 그다음에 육십이요', '한 달 월세는 얼마인가요? 월 차임(원)')).toBeNull();
    expect(inOrder('처음에 사백 그다음에 육백이요', '이야기되고 있는 합의금은 얼마인가요? 관련 금액(원)')).toBeNull();
    expect(inOrder('사백이랑 육백이요')).toBeNull();
  });
});
