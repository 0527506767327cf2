import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../korean/amounts.js';
import { normalizeText } from '../../korean/normalize.js';
import { amountsBesideDebts, isDebtAmount } from './debt-amounts.js';

const estate = '유언으로 정해진 재산은 대략 얼마인가요?';
const valuesBeside = (text: string, question = estate) =>
  amountsBesideDebts(normalizeText(text), findAmounts(text, { context: question }), question).map((a) => a.value);

describe('an amount told as a loan or a debt', () => {
  it.each([
    ['대출 이억 남았어', 0],
    ['빚이 한 2억 있어요', 0],
    ['대출 남은 게 2억이에요', 0],
    ['2억 대출 남았어요', 0],
  ])('"%s" tells a debt', (text, index) => {
    expect(isDebtAmount(normalizeText(text), findAmounts(text, { context: '재산' }), index)).toBe(true);
  });

  it('is not the amount before the debt word that names the next one', () => {
    const text = '집 8억 대출 2억';
    const amounts = findAmounts(text);
    expect(amounts.map((_, i) => isDebtAmount(text, amounts, i))).toEqual([false, true]);
  });
});

describe('the amounts a question about worth takes', () => {
  it('leaves out the debt told beside the value', () => {
    expect(valuesBeside('집 시세 한 팔억? 대출 이억 남았어')).toEqual([800_000_000]);
    expect(valuesBeside('집 시세가 한 팔억인데 대출이 이억 남았어요')).toEqual([800_000_000]);
    expect(valuesBeside('시세 8억 대출 2억 남음')).toEqual([800_000_000]);
  });

  it('keeps every amount for a question about debts, or when all of them are debts', () => {
    expect(valuesBeside('집 8억 대출 2억', '지금 갚아야 할 빚이 모두 얼마쯤인가요?')).toEqual([800_000_000, 200_000_000]);
    expect(valuesBeside('집 8억 대출 2억', '보증금은 얼마인가요?')).toEqual([800_000_000, 200_000_000]);
    expect(valuesBeside('대출 2억이요')).toEqual([200_000_000]);
  });
});
