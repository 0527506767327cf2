import { describe, expect, it } from 'vitest';
import type { FieldDef, K2Question } from '../../knowledge/schema.js';
import { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { fixtureDocuments } from '../../knowledge/testing/fixture.js';
import { parseAnswerInContext } from './answers.js';
import { analyseNarrativeWithRules } from './narrative.js';

const ref = '2026-11-22';
const wage: FieldDef = { field: 'monthly_wage', type: 'integer', label: '월 급여(세전, 원)' };
const income: FieldDef = { field: 'monthly_income', type: 'integer', label: '월 평균 소득(원)' };
const asked = (field: string, question: string): K2Question => ({ field, question, answer_type: 'integer', required: true, critical: false, reask_hint: '' });
const severance = asked('monthly_wage', '퇴사 전 석 달 동안 세금 떼기 전 월급은 보통 얼마였나요? 퇴직금 계산의 기준이 돼요.');
const notice = asked('monthly_wage', '해고 전에 받던 월급(세전)은 얼마였나요? 시급제라면 한 달 평균 받은 금액을 알려 주세요. 해고예고수당 계산에 필요해요.');
const freelance = asked('monthly_wage', '한 달에 보통 얼마를 받으셨나요? 3.3%를 떼기 전 금액으로 알려 주세요.');

describe('pay after tax told for the wage before tax', () => {
  it('is not kept as the gross, so the question is asked again', () => {
    for (const text of ['세후 월급 250이요', '세후 230 정도요', '세후230', '새후 230이요', '실수령 230이요', '세금 떼고 230 들어와요', '230 들어와요 세후로', '통장에 찍히는 건 230이에요', '세후로 이백삼십']) {
      expect(parseAnswerInContext(text, severance, wage, ref), text).toEqual({ value: null, unknown: false });
      expect(parseAnswerInContext(text, notice, wage, ref).value, text).toBeNull();
    }
    expect(parseAnswerInContext('3.3% 떼고 270 받아요', freelance, wage, ref).value).toBeNull();
  });

  it('gives way to the gross told beside it', () => {
    expect(parseAnswerInContext('세전 320 세후로는 290 정도 받았어요', severance, wage, ref).value).toBe(3_200_000);
    expect(parseAnswerInContext('실수령 270인데 세전은 300 정도요', severance, wage, ref).value).toBe(3_000_000);
    expect(parseAnswerInContext('세후 230 세전은 250쯤', notice, wage, ref).value).toBe(2_500_000);
  });

  it('leaves the gross and the plain pay as they were', () => {
    expect(parseAnswerInContext('세전 280이요', severance, wage, ref).value).toBe(2_800_000);
    expect(parseAnswerInContext('월급 280이요', severance, wage, ref).value).toBe(2_800_000);
    expect(parseAnswerInContext('3.3 떼기 전 280', freelance, wage, ref).value).toBe(2_800_000);
  });

  it('keeps pay after tax where the field asks no gross', () => {
    expect(parseAnswerInContext('세후 210 정도 들어와요', asked('monthly_income', '한 달 소득은 얼마인가요?'), income, ref).value).toBe(2_100_000);
  });
});

describe('pay after tax told in an account', () => {
  const kb = new KnowledgeBase(fixtureDocuments(), { version: 'test', loaded_at: '2026-11-22T00:00:00Z', warnings: [] });
  const scenario = { ...kb.scenario('WAGE_ARREARS')!, questions: [{ ...severance, reask_hint: 'h' }] };
  const wageOf = (text: string) => analyseNarrativeWithRules(text, scenario, [wage], ref).monthly_wage?.value;

  it('is not the wage before tax', () => {
    expect(wageOf('3년 일하고 퇴사했는데 퇴직금을 못 받았어요 세후 월급 250 받았어요')).toBeUndefined();
    expect(wageOf('실수령 230 받았어요')).toBeUndefined();
    expect(wageOf('월급 250 받았어요')).toBe(2_500_000);
  });
});
