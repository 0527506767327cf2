import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/compile.js';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { RulesIntakeInterpreter } from './intake.js';
import { LEFT_HOME, MOVED_OUT } from './moved-out.js';

describe('moving out of the home one lived in', () => {
  it.each([
    '남편이 술만 먹으면 때려서 살다가 나왔는데 너무 무서워요',
    '지금은 집 나와서 따로 살아요',
    '애들 데리고 나왔어요',
    '짐 싸서 친정으로 나왔어요',
    '2년 살다가 이사 나왔는데 보증금을 안 줘요',
    '집을 나와 있는 상태예요',
  ])('reads a move out in "%s"', (text) => {
    expect(MOVED_OUT.test(text)).toBe(true);
  });

  it.each([
    '집주인이 나가래요',
    '다음 달에 이사 나가야 해요',
    '아침에 집에서 나와서 출근하는데 전화가 왔어요',
    '집 나왔다가 다시 들어갔어요',
    '아직 그 집에 살고 있어요',
  ])('reads none in "%s"', (text) => {
    expect(MOVED_OUT.test(text)).toBe(false);
  });
});

describe('somebody gone from the home', () => {
  it.each([
    '남편이 집을 나갔어요',
    '남편이 집 나간 지 한 달 됐어요',
    '아내가 애들 데리고 나가버렸어요',
    '남편이 짐 싸서 나갔어요',
    '남편이 집나감',
    '집을 나가서 안 들어와요',
  ])('reads it in "%s"', (text) => {
    expect(LEFT_HOME.test(text)).toBe(true);
  });

  it.each(['남편이 집을 나갔다가 다시 들어왔어요', '남편이 나가래요', '아침에 남편이 출근하러 나갔어요', '집에서 나가라고 소리쳤어요'])('reads none in "%s"', (text) => {
    expect(LEFT_HOME.test(text)).toBe(false);
  });

  describe('asked whether they still live together', () => {
    let kb: KnowledgeBase;
    beforeAll(async () => {
      kb = await loadKnowledge('knowledge');
    });
    const interpreter = new RulesIntakeInterpreter();
    it.each([
      ['남편이 집을 나갔어요', false],
      ['집 나갔어요 지난주에', false],
      ['남편이 짐 싸서 나갔어요', false],
      ['아니요 남편이 집 나갔어요', false],
      ['네 같이 살아요', true],
    ] as const)('"%s" → %s', async (reply, value) => {
      const parsed = await interpreter.parseAnswer(reply, kb.question('DOMESTIC_VIOLENCE', 'living_together')!, kb.field('living_together'), '2026-11-22');
      expect(parsed.value).toBe(value);
    });
    it('reads it in a first account', async () => {
      const analysis = await interpreter.analyseNarrative('남편이 술만 마시면 때려요 지난주에 남편이 집을 나갔어요', kb.scenario('DOMESTIC_VIOLENCE')!, kb.fields(), '2026-11-22');
      expect(analysis.facts.living_together?.value).toBe(false);
    });
  });
});
