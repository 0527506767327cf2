import { describe, expect, it } from 'vitest';
import type { K2Question } from '../../knowledge/schema.js';
import { parseAnswerInContext } from './answers.js';
import { settlementStillArgued } from './settlement-pending.js';

const ref = '2026-11-22';
const yesNo = (question: string): K2Question => ({ field: 'settlement_signed', question, answer_type: 'boolean', required: true, critical: false, reask_hint: '' });
const signed = yesNo('이미 보험사나 상대방과 합의서(면책 동의서 포함)에 서명하셨나요?');
const hospital = yesNo("병원과 합의서나 '이의 제기하지 않겠다'는 서류에 서명하신 적이 있나요?");

describe('a settlement still argued over', () => {
  it('is no signed settlement', () => {
    for (const text of ['합의금 너무 적게 불러요', '보험사가 합의금 너무 적게 불러요', '합의금이 너무 적어요', '합의금터무니없이적게부르네', '금액이 안 맞아서 아직이에요', '아직 협상 중이에요', '합의금 후려치네요']) {
      expect(parseAnswerInContext(text, signed, undefined, ref), text).toEqual({ value: false, unknown: false });
      expect(parseAnswerInContext(text, hospital, undefined, ref).value, text).toBe(false);
    }
  });

  it('is a settlement made when the reply says it was made or its money taken', () => {
    expect(parseAnswerInContext('합의했는데 합의금이 너무 적어요', signed, undefined, ref).value).toBe(true);
    expect(parseAnswerInContext('합의금 적게 받았어요', signed, undefined, ref).value).toBe(true);
    expect(parseAnswerInContext('네 서명했어요', signed, undefined, ref).value).toBe(true);
  });

  it('reads only questions about a settlement', () => {
    expect(settlementStillArgued('합의금 너무 적게 불러요', '경찰에 신고하셨나요?')).toBe(false);
  });
});
