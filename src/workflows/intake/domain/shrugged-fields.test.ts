import { describe, expect, it } from 'vitest';
import type { K2Question } from '../../../knowledge/schema.js';
import { shruggedFields } from './shrugged-fields.js';

const yesNo = (field: string, question: string): K2Question => ({ field, question, answer_type: 'boolean', required: true, critical: true, reask_hint: '' });
const questions = [
  yesNo('move_in_registered', '그 집 주소로 전입신고를 하셨나요?'),
  yesNo('fixed_date_received', '임대차계약서에 확정일자를 받으셨나요? 계약서에 주민센터 도장이 있으면 받으신 거예요.'),
];

describe('a shrug about another question, named by its topic', () => {
  it('answers that question with don\'t-know', () => {
    for (const reply of ['전입했었지 확정일자는 몰라', '전입은 했어요 확정일자는 잘 모르겠어요', '확정일자는 모르는데 전입신고는 했죠', '전입했음확정일자는모름']) {
      expect(shruggedFields(reply, questions, {}, 'move_in_registered')).toEqual(['fixed_date_received']);
    }
  });

  it('leaves questions already answered, the one asked, and things no question names', () => {
    const answered = { fixed_date_received: { value: true, unknown: false, source: 'answer' as const, confidence: 1, turn: 2 } };
    expect(shruggedFields('전입했었지 확정일자는 몰라', questions, answered, 'move_in_registered')).toEqual([]);
    expect(shruggedFields('확정일자는 몰라요', questions, {}, 'fixed_date_received')).toEqual([]);
    expect(shruggedFields('전입은 했고 집주인 주소는 몰라요', questions, {}, 'move_in_registered')).toEqual([]);
    expect(shruggedFields('전입은 했는데 정확히는 모르겠어요', questions, {}, 'move_in_registered')).toEqual([]);
  });
});

describe('a shrug about a thing a question names only in part', () => {
  it('is not filed there', () => {
    const lease = [yesNo('fixed_date_received', '계약서에 확정일자를 받으셨나요?'), yesNo('move_in_registered', '전입신고를 하셨나요?')];
    expect(shruggedFields('전입은 했어요 계약일자는 모르겠어요', lease, {}, 'move_in_registered')).toEqual([]);
  });
});
