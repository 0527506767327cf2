import { describe, expect, it } from 'vitest';
import type { K2Question } from '../../knowledge/schema.js';
import { parseAnswerInContext } from './answers.js';

const ref = '2026-11-22';
const yesNo = (field: string, question: string): K2Question => ({ field, question, answer_type: 'boolean', required: true, critical: false, reask_hint: '' });
const police = yesNo('police_report', '경찰에 사고가 접수(신고)되어 있나요?');
const reported = yesNo('police_report', '경찰에 신고하셨나요?');
const living = yesNo('still_residing', "지금도 그 집에 살고 계신가요? 이미 이사를 나오셨다면 '아니요'예요.");
const evicting = yesNo('still_residing', '세입자가 지금도 그 집에 살고 있나요(짐이 남아 있는 경우도 포함해서요)?');
const read = (text: string, question: K2Question) => parseAnswerInContext(text, question, undefined, ref);
const unread = { value: null, unknown: false };

describe('a yes read from the 있어요 of another question’s fact', () => {
  it('is no yes to the police when the reply tells a treatment going on', () => {
    for (const text of ['한방병원 다니고 있어요', '한방병원 다니고있어요', '한의원 다니고 있어', '병원 다니고 있습니다', '정신과 다니고 있어요']) {
      expect(read(text, police), text).toEqual(unread);
      expect(read(text, reported), text).toEqual(unread);
    }
  });

  it('is no yes to living there when a 네 leads a clause about another thing', () => {
    for (const text of ['네 계약서 있어요', '네 계약서 있습니다', '넵 계약서는 있어요', '응 계약서 있어', '네 확정일자 받은 계약서 있어요']) {
      expect(read(text, living), text).toEqual(unread);
    }
  });

  it('still reads the replies that answer', () => {
    expect(read('네 신고했어요', reported).value).toBe(true);
    expect(read('네 접수했어요 블박도 있고요', police).value).toBe(true);
    expect(read('네 아직 살고 있어요', living).value).toBe(true);
    expect(read('네 살고있어요', living).value).toBe(true);
    expect(read('네 있어요', living).value).toBe(true);
    expect(read('네 짐 있어요', evicting).value).toBe(true);
    expect(read('아직 살고있어요 보증금 받아야 나가죠', living).value).toBe(true);
  });
});
