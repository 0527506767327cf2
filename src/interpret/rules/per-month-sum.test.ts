import { describe, expect, it } from 'vitest';
import type { FieldDef, K2Question } from '../../knowledge/schema.js';
import { parseAnswerInContext } from './answers.js';

const total: K2Question = { field: 'unpaid_wage', question: '받지 못한 수당이 모두 얼마쯤이라고 생각하세요? 대략이어도 괜찮아요.', answer_type: 'integer', required: true, critical: true, reask_hint: '' };
const unpaid: FieldDef = { field: 'unpaid_wage', type: 'integer', label: '체불 임금 총액(원)' };
const monthlyPay: K2Question = { ...total, field: 'monthly_wage', question: '세금 떼기 전 월급은 보통 얼마였나요?' };
const wage: FieldDef = { field: 'monthly_wage', type: 'integer', label: '월 급여(세전, 원)' };
const ref = '2026-11-29';

describe('a sum told per month to a question asking the total', () => {
  it('is no total without the months', () => {
    for (const reply of ['한달에 한 50만원씩은 못받은거 같아요', '매달 30씩이요', '월 40만원정도 못받았어요', '한달에50만원씩못받음', '달마다 20만원쯤 덜 받았어']) {
      expect(parseAnswerInContext(reply, total, unpaid, ref)).toEqual({ value: null, unknown: false });
    }
  });

  it('is the total when the reply says how many months', () => {
    expect(parseAnswerInContext('한달에 50씩 6개월이요', total, unpaid, ref).value).toBe(3_000_000);
    expect(parseAnswerInContext('매달 30만원씩 석달째 못받았어요', total, unpaid, ref).value).toBe(900_000);
    expect(parseAnswerInContext('1년 동안 매달 10만원씩', total, unpaid, ref).value).toBe(1_200_000);
  });

  it('leaves a total told as such, and a monthly question, as they were', () => {
    expect(parseAnswerInContext('다 합치면 300만원쯤이요', total, unpaid, ref).value).toBe(3_000_000);
    expect(parseAnswerInContext('월 250이요', monthlyPay, wage, ref).value).toBe(2_500_000);
  });
});

describe('a month\'s figure where a month\'s figure is asked, or with the total worked out', () => {
  it('is read as before', () => {
    const income: K2Question = { ...total, field: 'monthly_income', question: '한 달 소득은 모두 합쳐 얼마쯤인가요?' };
    const amount: FieldDef = { field: 'monthly_income', type: 'integer', label: '월 소득(원)' };
    expect(parseAnswerInContext('알바해서 한달에 120쯤', income, amount, ref).value).toBe(1_200_000);
    expect(parseAnswerInContext('대충 한달에 40씩 1년이니까 480?', total, unpaid, ref).value).toBe(4_800_000);
  });
});
