import { describe, expect, it } from 'vitest';
import type { K2Question } from '../../../knowledge/schema.js';
import { parseAnswerInContext } from '../../../interpret/rules/answers.js';
import type { Facts } from './facts.js';
import { lateChoiceAnswers } from './late-choices.js';

const choice = (field: string, options: string[]): K2Question => ({ field, question: `${field}?`, answer_type: 'choice', options, required: true, critical: true, reask_hint: '' });
const charge = choice('offense_category', ['사기', '횡령·배임', '절도·손괴', '폭행', '상해', '협박', '성범죄', '명예훼손', '모욕', '스토킹', '교통사고', '기타']);
const stance = choice('admits_allegation', ['인정함', '일부만 인정함', '부인함', '아직 정하지 못함']);
const unknownCharge: Facts = { offense_category: { value: null, unknown: true, source: 'answer', confidence: 1, turn: 2 } };
const parse = async (text: string, question: K2Question) => parseAnswerInContext(text, question, undefined, '2026-11-29');

describe('an option of a question left unknown, named in a later reply', () => {
  it('answers that question late', async () => {
    for (const reply of ['아 혹시 중고거래때문인가 싶기도 하고요 사기로요', '사기로요', '사기인거 같아요', '배임이래요']) {
      const late = await lateChoiceAnswers(reply, [charge, stance], unknownCharge, 'admits_allegation', parse);
      expect(late.map((answer) => answer.field)).toEqual(['offense_category']);
    }
  });

  it('leaves questions answered or never asked, and options read only from everyday words', async () => {
    const known: Facts = { offense_category: { value: '폭행', unknown: false, source: 'answer', confidence: 1, turn: 2 } };
    expect(await lateChoiceAnswers('사기로요', [charge, stance], known, 'admits_allegation', parse)).toEqual([]);
    expect(await lateChoiceAnswers('사기로요', [charge, stance], {}, 'admits_allegation', parse)).toEqual([]);
    // 때렸 reads as 폭행, but the reply does not name the option.
    expect(await lateChoiceAnswers('제가 때렸다고 하더라고요', [charge, stance], unknownCharge, 'admits_allegation', parse)).toEqual([]);
  });
});
