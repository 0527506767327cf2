import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/compile.js';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { conditionWords, deniesCondition, fieldsNotApplying } from './denied-condition.js';
import { RulesIntakeInterpreter } from './intake.js';

const alcohol = {
  question: '음주 관련이라면 측정된 혈중알코올농도는 어느 구간인가요? 0.03% 미만 / 0.03% 이상 0.08% 미만 / 0.08% 이상 0.1% 이하 / 0.1% 초과 0.2% 미만 / 0.2% 이상 / 측정 거부·모름 중에서 골라 주세요.',
  answer_type: 'choice' as const,
  options: ['0.03% 미만', '0.03% 이상 0.08% 미만', '0.08% 이상 0.1% 이하', '0.1% 초과 0.2% 미만', '0.2% 이상', '측정 거부·모름'],
};

describe('the condition a question opens with', () => {
  it('names the noun the condition turns on, not its frame or predicate', () => {
    expect(conditionWords(alcohol)).toEqual(['음주', '술']);
    expect(conditionWords({ question: '세입자이시라면 보증금은 얼마인가요?' })).toEqual(['세입자']);
    expect(conditionWords({ question: '소청 결정서를 받으셨다면 받은 날이 언제인가요?' })).toEqual(['소청', '결정서']);
    expect(conditionWords({ question: '하자 문제라면, 하자를 처음 알게 된 날이 언제인가요?' })).toEqual(['하자']);
  });

  it('finds none where the condition is the thing asked, an option, a note or the question states the contrary', () => {
    // "없어요" answers an amount asked on its own existence.
    expect(conditionWords({ question: '혹시 밀린 월세가 있다면 몇 달 치인가요?' })).toEqual([]);
    expect(conditionWords({ question: '운전하다 사고가 났다면 피해는 어느 정도였나요?', options: ['사고 없음', '물건만 파손'] })).toEqual([]);
    expect(conditionWords({ question: '임대차 계약이 끝나는 날(이미 끝났다면 끝난 날)이 언제인가요?' })).toEqual([]);
    expect(conditionWords({ question: "계약서를 썼다면 본인 몫의 계약서를 받으셨나요? 쓰지 않았다면 '아니요'라고 해 주세요." })).toEqual([]);
    expect(conditionWords({ question: '보증금은 얼마인가요?' })).toEqual([]);
  });
});

describe('a reply denying the condition', () => {
  it('denies it by the noun, its everyday word, "해당없음" or a bare no', () => {
    for (const reply of ['음주 아닌데요', '음주 아니에요', '음주는 아니고 벌점 초과예요', '음주아님', '해당없음', '해당 사항 없어요', '술은 안 마셨어요', '술안마심', '아닌데요']) {
      expect(deniesCondition(reply, alcohol), reply).toBe(true);
    }
    expect(deniesCondition('진단서 안 받았어요', { question: '진단서를 받으셨다면 몇 주 진단이 나왔나요?', answer_type: 'integer' })).toBe(true);
    expect(deniesCondition('세입자 아니고 집주인이에요', { question: '세입자이시라면 계약서에 확정일자를 받으셨나요?', answer_type: 'boolean' })).toBe(true);
  });

  it('leaves alone a reply that keeps the condition, denies something else, or a bare no to a yes/no question', () => {
    for (const reply of ['음주 맞아요 수치는 몰라요', '음주 측정 안 했어요', '측정 거부했어요', '0.09 나왔어요', '술 마셨는데 수치는 기억 안나요']) {
      expect(deniesCondition(reply, alcohol), reply).toBe(false);
    }
    expect(deniesCondition('아니요', { question: '세입자이시라면 계약서에 확정일자를 받으셨나요?', answer_type: 'boolean' })).toBe(false);
    expect(deniesCondition('확정일자 안 받았어요', { question: '세입자이시라면 계약서에 확정일자를 받으셨나요?', answer_type: 'boolean' })).toBe(false);
    expect(deniesCondition('음주 아니에요', { question: '처분을 받은 이유가 무엇인가요?', answer_type: 'string' })).toBe(false);
  });
});

describe('an account that rules a question out', () => {
  const questions = [{ field: 'alcohol_level', ...alcohol }];
  it.each(['음주운전 아닌데 벌점 초과로 면허취소 됐어요', '음주운전은 아니에요 벌점초과로 취소됐어요', '음주 아닌데 벌점 땜에 면허 취소됐어요', '술은 안 마셨는데 벌점 때문에 취소됐어요'])(
    '"%s" answers the alcohol question',
    (text) => {
      expect(fieldsNotApplying(text, questions)).toEqual(['alcohol_level']);
    },
  );
  it.each(['음주운전으로 면허취소 됐어요', '벌점 초과로 면허취소 됐어요', '아니요 해당 없어요 그냥 취소됐어요'])('"%s" does not', (text) => {
    expect(fieldsNotApplying(text, questions)).toEqual([]);
  });

  describe('through the rules interpreter', () => {
    let kb: KnowledgeBase;
    beforeAll(async () => {
      kb = await loadKnowledge('knowledge');
    });
    it.each(['음주운전 아닌데 벌점 초과로 면허취소 됐어요', '음주 아닌데 벌점 땜에 면허 취소됐어요', '음주운전 아님. 벌점 누적으로 취소'])('"%s": the reason is the points, and no alcohol level is asked', async (text) => {
      const analysis = await new RulesIntakeInterpreter().analyseNarrative(text, kb.scenario('DRIVER_LICENSE_REVOCATION')!, kb.fields(), '2026-11-22');
      expect(analysis.facts.license_reason?.value).toBe('벌점·누산점수 초과');
      expect(analysis.not_applicable).toEqual(['alcohol_level']);
    });
  });
});
