import { describe, expect, it } from 'vitest';
import type { FieldDef, K2Question } from '../../knowledge/schema.js';
import { parseAnswerInContext } from './answers.js';

const q = (question: string, answer_type: K2Question['answer_type'], options?: string[]): K2Question => ({
  field: 'f',
  question,
  answer_type,
  options,
  required: true,
  critical: false,
  reask_hint: '',
});
const money: FieldDef = { field: 'deposit_amount', type: 'integer', label: '보증금(원)' };
const hourly: FieldDef = { field: 'hourly_wage', type: 'integer', label: '시급(원)' };
const months: FieldDef = { field: 'arrears_months', type: 'integer', label: '밀린 차임(월세)이 몇 달 치인지' };
const ref = '2026-11-22';

describe('answers read with their question', () => {
  it('takes a bare number for a money field in 만원, but a stated unit as said', () => {
    expect(parseAnswerInContext('5천이요', q('보증금은 얼마인가요?', 'integer'), money, ref)).toEqual({ value: 50_000_000, unknown: false });
    expect(parseAnswerInContext('1억 2천만원', q('보증금은 얼마인가요?', 'integer'), money, ref)).toEqual({ value: 120_000_000, unknown: false });
    expect(parseAnswerInContext('9천원', q('시급은 얼마였나요?', 'integer'), hourly, ref)).toEqual({ value: 9_000, unknown: false });
    expect(parseAnswerInContext('기억 안 나요', q('보증금은 얼마인가요?', 'integer'), money, ref)).toEqual({ value: null, unknown: true });
    // A count whose label mentions 월세 is still a count.
    expect(parseAnswerInContext('4개월이요', q('월세가 몇 달 밀렸나요?', 'integer'), months, ref)).toEqual({ value: 4, unknown: false });
  });

  it('reads a reply that restates the asked action as yes, and a negated one as no', () => {
    const question = q('고용노동부에 진정을 넣으셨나요?', 'boolean');
    expect(parseAnswerInContext('노동부에 진정 넣었어요', question, undefined, ref).value).toBe(true);
    expect(parseAnswerInContext('아직 안 넣었어요', question, undefined, ref).value).toBe(false);
    expect(parseAnswerInContext('오늘 점심은 라면', question, undefined, ref).value).toBeNull();
  });

  it('answers a 5-person threshold with a headcount', () => {
    const question = q('직원이 사장님 포함 5명 이상인가요?', 'boolean');
    expect(parseAnswerInContext('저까지 7명이요', question, undefined, ref).value).toBe(true);
    expect(parseAnswerInContext('3명이에요', question, undefined, ref).value).toBe(false);
  });

  it('picks the option a paraphrase names, and nothing when two are equally close', () => {
    const question = q('어느 쪽이세요? 매도인(파는 쪽) / 매수인(사는 쪽)', 'choice', ['매도인(파는 쪽)', '매수인(사는 쪽)']);
    expect(parseAnswerInContext('저는 사는 쪽이에요', question, undefined, ref).value).toBe('매수인(사는 쪽)');
    expect(parseAnswerInContext('2번', question, undefined, ref).value).toBe('매수인(사는 쪽)');
    expect(parseAnswerInContext('쪽', question, undefined, ref).value).toBeNull();
  });
});
