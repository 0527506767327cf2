import { describe, expect, it } from 'vitest';
import type { K2Question } from '../../knowledge/schema.js';
import { parseAnswerInContext } from './answers.js';
import { leavesItUnknown, withoutYesNoGivenUp } from './hedged-doubt.js';

const yesNo = (question: string): K2Question => ({ field: 'f', question, answer_type: 'boolean', required: true, critical: true, reask_hint: '' });
const spread = yesNo('그 사진이나 영상이 이미 인터넷·SNS·단톡방 등에 퍼졌거나, 퍼진 것 같나요?');
const inclusive = yesNo("계약서나 회사 설명에 '포괄임금', '연장수당 포함', '고정OT' 같은 말이 있었나요?");
const ref = '2026-11-29';

describe('a reply left on not knowing', () => {
  it('is a don\'t-know, not the half-said yes or no before the shrug', () => {
    for (const reply of ['아직 모르겠어요 퍼졌는지', '아직 모르겠어 퍼진건지', '퍼졌는지는 잘 모르겠어요', '안 퍼진 거 같긴 한데 잘 모르겠네요']) {
      expect(parseAnswerInContext(reply, spread, undefined, ref)).toEqual({ value: null, unknown: true });
    }
    for (const reply of ['포괄임금제라고 계약서에 써있던거 같기도 하고 모르겠어요', '포괄이라고 한거 같은데 몰라', '연장수당 포함이라고 했던거같기도하고모르겠어요']) {
      expect(parseAnswerInContext(reply, inclusive, undefined, ref)).toEqual({ value: null, unknown: true });
    }
  });

  it('keeps a firm answer and a shrug about another thing', () => {
    expect(parseAnswerInContext('아니요 아직 안퍼졌어요', spread, undefined, ref).value).toBe(false);
    expect(leavesItUnknown('전입은 했어요 확정일자는 모르겠어요')).toBe(false);
    expect(leavesItUnknown('네 있어요 정확히는 모르겠어요')).toBe(false);
    expect(leavesItUnknown('네 있어요 근데 원본인지는 모르겠어요')).toBe(false);
    expect(leavesItUnknown('응 퍼졌어 어디까진지는 몰라')).toBe(false);
    // Not done yet, and why: no shrug about whether.
    expect(leavesItUnknown('아직요 어떻게 하는지 몰라서')).toBe(false);
    expect(leavesItUnknown('아직 뭐부터 해야될지 몰라서')).toBe(false);
    expect(leavesItUnknown('그거 어떻게 하는건지도 몰라요')).toBe(false);
  });

  it('drops the yes or no facts a given-up reply would otherwise add', () => {
    const facts = { inclusive_wage: { value: true }, evidence_types: { value: '계약서' } };
    expect(withoutYesNoGivenUp('포괄임금제라고 계약서에 써있던거 같기도 하고 모르겠어요', facts)).toEqual({ evidence_types: { value: '계약서' } });
    expect(withoutYesNoGivenUp('네 계약서에 포괄임금이라고 써있어요', facts)).toBe(facts);
  });
});
