import { describe, expect, it } from 'vitest';
import { fieldNamedByQuestion, moneyNounOf } from './question-money-nouns.js';

describe('the noun a money question asks its sum by', () => {
  it.each([
    ['지금 정해져 있거나 받고 있는 월 양육비는 얼마인가요? 없으면 0이라고 해 주세요.', '양육비'],
    ['보증금은 얼마인가요?', '보증금'],
    ['한 달 월세는 얼마인가요? 관리비는 빼고 월세만 알려 주세요.', '월세'],
    // A noun every sum shares names nothing in particular.
    ['부과된(또는 부과 예정인) 금액은 얼마인가요?', undefined],
    ['다투는 금액이 얼마인가요?', undefined],
    ['미성년 자녀가 몇 명인가요?', undefined],
  ])('"%s" → %s', (question, noun) => {
    expect(moneyNounOf(question)).toBe(noun);
  });
});

describe('the field a sum is tied to by its question’s noun', () => {
  const questionOf = new Map([
    ['amount', '지금 정해져 있거나 받고 있는 월 양육비는 얼마인가요?'],
    ['monthly_income', '세금 떼기 전 기준으로 본인의 월 소득은 대략 얼마인가요?'],
    ['children', '양육비가 필요한 미성년 자녀는 몇 명인가요?'],
  ]);
  const money = (field: string) => field !== 'children';
  it('takes the noun standing last before the sum', () => {
    expect(fieldNamedByQuestion('애아빠가 양육비로 한달에 ', questionOf, money)).toBe('amount');
    expect(fieldNamedByQuestion('양육비 받는데 제 소득은 ', questionOf, money)).toBe('monthly_income');
  });
  it('names nothing without the noun, or when two asked fields share it', () => {
    expect(fieldNamedByQuestion('한달에 ', questionOf, money)).toBeUndefined();
    const shared = new Map([['amount', '보증금은 얼마인가요?'], ['deposit_amount', '보증금은 얼마인가요?']]);
    expect(fieldNamedByQuestion('보증금 ', shared, () => true)).toBeUndefined();
  });
});
