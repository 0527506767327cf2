import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../korean/amounts.js';
import { normalizeText } from '../../korean/normalize.js';
import { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { fixtureDocuments } from '../../knowledge/testing/fixture.js';
import { analyseNarrativeWithRules } from './narrative.js';
import { halvesOf, payOfAMonthTold, restatesTheSum, timesPaid } from './told-sums.js';

const kb = new KnowledgeBase(fixtureDocuments(), { version: 'test', loaded_at: '2026-11-22T00:00:00Z', warnings: [] });
/** A scenario asking exactly these money fields with these questions. */
const asking = (questions: Record<string, string>) => {
  const scenario = {
    ...kb.scenario('WAGE_ARREARS')!,
    questions: Object.entries(questions).map(([field, question]) => ({ field, question, answer_type: 'integer' as const, required: true, critical: false, reask_hint: 'h' })),
  };
  const fields = Object.keys(questions).map((field) => ({ field, type: 'integer' as const, label: field }));
  return (text: string) => Object.fromEntries(Object.entries(analyseNarrativeWithRules(text, scenario, fields, '2026-11-22')).map(([f, v]) => [f, v.value]));
};

describe('a sum paid several times', () => {
  it.each([
    ['세 번 나눠서 ', '씩 받았어', 3],
    ['세번에 걸쳐서 ', '씩 빌려줬는데', 3],
    ['매달 ', '씩 갚기로 했는데 네 번 갚고 끊김', 4],
    ['', '씩 받았어요', null],
    ['월 ', '씩 주기로 했는데 3번 밀렸어요', null],
  ])('%s…%s counts %s payments', (before, after, count) => {
    expect(timesPaid(before, after)?.count ?? null).toBe(count);
  });

  it('tells payments coming back from payments given', () => {
    expect(timesPaid('매달 ', '씩 갚기로 했는데 네 번 갚고')?.repaid).toBe(true);
    expect(timesPaid('세 번 나눠서 ', '씩 보냈어요')?.repaid).toBe(false);
  });
});

describe('half of a sum', () => {
  const halves = (text: string) => {
    const normal = normalizeText(text);
    return halvesOf(normal, findAmounts(normal, { context: text })).map((h) => h.value);
  };
  it('halves the sum said before 반 in the same sentence', () => {
    expect(halves('3천 빌려줬는데 반만 받았어요')).toEqual([15_000_000]);
    expect(halves('천이백 빌려줬는데 절반 정도 갚았어요')).toEqual([6_000_000]);
  });
  it('reads no half without a sum before it in the sentence, or without paying', () => {
    expect(halves('500 빌려줬어요. 반만 받았어요')).toEqual([]);
    expect(halves('500 빌려줬는데 반년째 연락이 없어요')).toEqual([]);
  });
});

describe('a sum restated', () => {
  const total = '빚이 모두 얼마쯤인가요?';
  it.each([
    ['다 합치면 ', total, true],
    ['카드 대출 해서 총 ', total, true],
    ['한 500? 아니 정확히는 ', '빌려준 돈은 얼마인가요?', true],
    ['다 합치면 ', '처음 빌려준 돈은 얼마인가요?', false],
    ['카드빚 ', total, false],
  ])('"%s" before a sum asked by "%s" restates it: %s', (before, question, restated) => {
    expect(restatesTheSum(before, question)).toBe(restated);
  });

  it('lets the restated sum replace the first one', () => {
    expect(asking({ amount: '갚아야 할 빚이 모두 얼마쯤인가요?' })('빚이 1억 넘게 있어요. 다 합치면 1억2천 정도요').amount).toBe(120_000_000);
    expect(asking({ amount: '빌려주신 돈은 얼마인가요?' })('한 500? 아니 정확히는 520 빌려줬네요').amount).toBe(5_200_000);
  });
});

describe('sums told in shapes in a first account', () => {
  const loan = asking({ amount: '처음에 빌려주신 돈은 모두 얼마였나요?', repaid_amount: '지금까지 돌려받은 금액은 모두 얼마인가요?' });
  it('reads halves and repeated payments as what came back', () => {
    expect(loan('지인에게 3천 빌려줬는데 반만 받았어요')).toEqual({ amount: 30_000_000, repaid_amount: 15_000_000 });
    expect(loan('800 빌려주고 세 번 나눠서 100씩 받았어')).toEqual({ amount: 8_000_000, repaid_amount: 3_000_000 });
    expect(loan('매달 50씩 갚기로 했는데 네 번 갚고 끊김 원금은 600이었어요')).toMatchObject({ repaid_amount: 2_000_000 });
  });

  it('adds parts joined into the total the question asks for', () => {
    const lent = asking({ amount: '빌려주신 금액은 모두 얼마인가요?' });
    expect(lent('계좌로 두 번 보냈어요 1200이랑 800. 차용증은 없어요').amount).toBe(20_000_000);
    expect(lent('빌려준 돈 계좌로 150 현금으로 100 줬는데 안 갚아요').amount).toBe(2_500_000);
    expect(asking({ amount: '처음 빌려준 돈은 얼마인가요?' })('빌려준 돈 1200이랑 800').amount).toBe(12_000_000);
  });

  it('gives the rest of a whole where the question asks what is still owed', () => {
    const deposit = asking({ deposit_amount: '돌려받지 못한 보증금이 얼마인지 알려 주시겠어요?' });
    expect(deposit('집주인이 보증금 7천중에 2천만 주고 나머지는 다음에 준대요').deposit_amount).toBe(50_000_000);
    const unpaid = asking({ amount: '아직 받지 못한 대금이 모두 얼마인지 알려 주시겠어요?' });
    expect(unpaid('납품대금 천이백 중에 반만 주고 나머지는 연락두절').amount).toBe(6_000_000);
    expect(asking({ deposit_amount: '보증금은 얼마인가요?' })('보증금 7천중에 2천만 주고 나머지는 다음에 준대요').deposit_amount).toBe(70_000_000);
  });

  it('reads 월 on its own before a sum as the rent where rent is asked', () => {
    expect(asking({ monthly_rent: '한 달 월세는 얼마인가요?', deposit_amount: '보증금은 얼마인가요?' })('월 65에 보증금 1000 빌라예요')).toEqual({ monthly_rent: 650_000, deposit_amount: 10_000_000 });
  });

  it('keeps a whole deal the question asks for', () => {
    const sale = asking({ amount: '매매대금(전체 거래 금액)은 얼마인가요?' });
    expect(sale('매매대금 3억2천 중에 중도금까지는 받았어요').amount).toBe(320_000_000);
  });
});

describe('the pay of a month told as what it is', () => {
  it.each([
    ['월급 ', '인데 석달째 절반만 들어와요', true],
    ['급여는 ', '이었고 10월에 그만뒀어요', true],
    ['월급 ', ' 받는데 두달째 안줘요', true],
    ['월급 ', ' 못받았어요', false],
    ['밀린 월급이 ', '이에요', false],
  ])('%s…%s → %s', (before, after, told) => {
    expect(payOfAMonthTold(before, after)).toBe(told);
  });
});
