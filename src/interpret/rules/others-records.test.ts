import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/compile.js';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { RulesIntakeInterpreter } from './intake.js';
import { onlyOthersRecords, withoutOthersRecords } from './others-records.js';

const KEPT = '게시물 주소(URL), 화면 캡처, 협박 메시지처럼 남겨 둔 자료가 있나요?';

describe('records the other side holds or spreads', () => {
  it.each([
    ['상대가 동영상 가지고 있어요', '동영상'],
    ['걔가 제 사진 갖고 있대요', '사진'],
    ['동영상 뿌린대요', '동영상'],
    ['돈 안보내면 동영상 다 뿌리겠대요', '동영상'],
    ['사진 올린다고 협박해요', '사진'],
    ['제 사진을 단톡방에 올렸어요', '사진'],
  ])('"%s": %s is theirs', (text, noun) => {
    expect(withoutOthersRecords(text)).not.toContain(noun);
    expect(onlyOthersRecords(text, KEPT)).toBe(true);
  });

  it.each([
    '동영상 보관하고 있어요',
    '협박 문자는 캡처해놨어요',
    '상대가 동영상 가지고 있다고 해서 제가 카톡 캡처해놨어요',
    '네 사진 있어요',
  ])('"%s" tells a record of the person\'s own', (text) => {
    expect(onlyOthersRecords(text, KEPT)).toBe(false);
  });

  it('leaves a question about anything else alone', () => {
    expect(onlyOthersRecords('전남친이 동영상 뿌린대요', '찍거나 퍼뜨린 사람이 누구인지 아시나요?')).toBe(false);
  });
});

describe('a sextortion account and its evidence', () => {
  let kb: KnowledgeBase;
  beforeAll(async () => {
    kb = await loadKnowledge('knowledge');
  });
  const interpreter = new RulesIntakeInterpreter();
  const factsOf = async (text: string) => (await interpreter.analyseNarrative(text, kb.scenario('ILLEGAL_FILMING')!, kb.fields(), '2026-11-22')).facts;

  it.each([
    '랜덤채팅에서 만난 사람이랑 영상통화했는데 상대가 동영상 가지고 있어요 돈 안보내면 뿌린대요',
    '몸캠 피싱 당했어요 동영상 뿌린대요',
    '상대방이 제 동영상 가지고 있어요 지인들한테 보낸다고 협박해요',
  ])('"%s" records no evidence', async (text) => {
    const facts = await factsOf(text);
    expect(facts.evidence_types).toBeUndefined();
    expect(facts.evidence).toBeUndefined();
  });

  it('keeps what the person kept beside what the other side holds', async () => {
    expect((await factsOf('상대가 동영상 뿌린다고 해서 협박 카톡 캡처해놨어요')).evidence_types?.value).toBe('카톡, 캡처');
  });

  it('asks again when the reply about kept records tells only what the other side holds', async () => {
    const question = kb.question('ILLEGAL_FILMING', 'evidence_types')!;
    const parse = (reply: string) => interpreter.parseAnswer(reply, question, kb.field('evidence_types'), '2026-11-22');
    expect(await parse('상대가 동영상 가지고 있어요')).toEqual({ value: null, unknown: false });
    expect(await parse('동영상 뿌린대요')).toEqual({ value: null, unknown: false });
    // What the person kept is kept as the kinds it names (evidence-reply.ts).
    expect((await parse('협박 메시지 캡처해놨어요')).value).toBe('메시지, 캡처');
  });
});
