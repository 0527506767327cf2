import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/compile.js';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { RulesIntakeInterpreter } from './intake.js';
import { namingPart } from './name-beside-facts.js';

const COMPANY = '회사나 가게 이름을 알려 주세요.';

describe('the naming part of a reply to a question asking a name', () => {
  it.each([
    ['회사는 직원 30명 넘어요', true],
    ['직원은 30명 넘어요', true],
    ['5인 미만이에요', true],
    ['월급은 250이었어요', true],
    ['직원 열명 정도 되는 공장이요', true],
    // Counting and closing with a verb tells a fact whatever else was read.
    ['회사는 직원 30명 넘어요', false],
    ['3개월치 밀렸어요', false],
    ['직원 30명넘음', false],
  ] as const)('"%s" names nothing (other facts read: %s)', (reply, besideOtherFacts) => {
    expect(namingPart(reply, COMPANY, besideOtherFacts)).toBeNull();
  });

  it.each([
    ['한빛물류요 직원은 30명 넘어요', true, '한빛물류요'],
    ['사장 김철수요', true, '사장 김철수요'],
    ['GS25 역삼점이요', false, 'GS25 역삼점이요'],
    ['7번가피자요', false, '7번가피자요'],
    ['친구요 같은 회사 다녀요', false, '친구요 같은 회사 다녀요'],
  ] as const)('"%s" names (other facts read: %s)', (reply, besideOtherFacts, naming) => {
    expect(namingPart(reply, COMPANY, besideOtherFacts)).toBe(naming);
  });

  it('leaves a free-text answer that asks no name as said', () => {
    expect(namingPart('카톡 캡쳐 있어요 녹음도 해놨어요', '어떤 자료를 가지고 계신가요?', true)).toBe('카톡 캡쳐 있어요 녹음도 해놨어요');
  });
});

describe('a reply telling another fact, to the company name', () => {
  let kb: KnowledgeBase;
  beforeAll(async () => {
    kb = await loadKnowledge('knowledge');
  });
  const interpreter = new RulesIntakeInterpreter();
  const parse = (scenario: string, reply: string, otherFactsStated: boolean) =>
    interpreter.parseAnswer(reply, kb.question(scenario, 'counterparty')!, kb.field('counterparty'), '2026-11-22', { otherFactsStated });

  it.each([
    ['DISMISSAL_NOTICE', '회사는 직원 30명 넘어요', true],
    ['DISMISSAL_NOTICE', '5인 미만이에요', true],
    ['DISMISSAL_NOTICE', '상시근로자 10명이요', true],
    ['WAGE_ARREARS', '회사는 직원 30명 넘어요', false],
    ['WAGE_ARREARS', '직원 한 10명쯤 돼요', false],
  ] as const)('%s: "%s" is no name', async (scenario, reply, otherFactsStated) => {
    expect(await parse(scenario, reply, otherFactsStated)).toEqual({ value: null, unknown: false });
  });

  it('keeps the name told beside the size', async () => {
    expect((await parse('DISMISSAL_NOTICE', '한빛물류요 직원은 30명 넘어요', true)).value).toBe('한빛물류');
    expect((await parse('WAGE_ARREARS', '(주)한빛물류요', false)).value).toBe('(주)한빛물류');
  });
});
