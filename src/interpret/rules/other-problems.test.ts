import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/compile.js';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { otherProblemsWithRules } from './other-problems.js';

let kb: KnowledgeBase;
beforeAll(async () => {
  kb = await loadKnowledge(path.resolve('knowledge'));
});

const scenariosOf = (text: string, settled: string) => otherProblemsWithRules(text, settled, kb).map((p) => p.scenario);

describe('other problems an account tells', () => {
  it('keeps a problem of another group with the sentence that tells it', () => {
    const text = '집주인이 보증금 5천을 계약 끝났는데 안돌려줘요. 그리고 제가 없을때 집주인이 비번 누르고 집에 들어왔었어요';
    expect(otherProblemsWithRules(text, 'LEASE_DEPOSIT', kb)).toEqual([{ scenario: 'BURGLARY', text: '그리고 제가 없을때 집주인이 비번 누르고 집에 들어왔었어요' }]);
    expect(scenariosOf('식당에서 알바하는데 사장이 월급 두달치 400을 안줘요. 달라고 따지니까 사장이 제 뺨을 때리고 멱살을 잡았어요', 'SIMPLE_ASSAULT')).toEqual(['WAGE_ARREARS']);
  });

  it('finds none in a one-problem account, a one-sentence account, or a question about the remedy', () => {
    expect(scenariosOf('친구한테 500 빌려줬는데 안갚아요', 'LOAN_NONPAYMENT')).toEqual([]);
    expect(scenariosOf('사장이 월급 두달치 400을 안줘요. 노동청에 진정하려고 하는데 어떻게 해야 하나요?', 'WAGE_ARREARS')).toEqual([]);
    // Asking whether something would be another wrong is no account of it.
    expect(scenariosOf('친구가 돈을 안갚아요 500이요. 단톡방에 사기꾼이라고 올리면 명예훼손인가요?', 'LOAN_NONPAYMENT')).toEqual([]);
  });

  it('leaves out a procedure, the settled group and a claim for the same wrong', () => {
    // 고소 is a step in the problem told, not another problem.
    expect(scenariosOf('헤어진 남친이 단톡방에서 저한테 걸레라고 욕을 했어요. 경찰서 가서 고소장 제출하고 왔어요 처벌받게 하고 싶어요', 'INSULT')).not.toContain('VICTIM_COMPLAINT');
    // Severance pay is in the settled group (임금): the intake's own menu, not another problem.
    expect(kb.scenario('SEVERANCE_PAY')!.level2).toBe(kb.scenario('WAGE_ARREARS')!.level2);
    expect(scenariosOf('월급 300 받기로 했는데 석달째 안줘요. 1년 넘게 일하고 그만뒀는데 퇴직금도 한푼도 못받았어요', 'WAGE_ARREARS')).toEqual([]);
    const claim = kb.scenarios().find((s) => (s.damages_for ?? []).length > 0)!;
    for (const offence of claim.damages_for!) {
      const told = `${kb.scenario(offence)!.typical_expressions[0]}. ${claim.typical_expressions[0]}`;
      expect(scenariosOf(told, claim.scenario_code)).not.toContain(offence);
    }
  });
});
