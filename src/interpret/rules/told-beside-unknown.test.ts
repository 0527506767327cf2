import { describe, expect, it } from 'vitest';
import type { K2Question } from '../../knowledge/schema.js';
import { parseAnswerInContext } from './answers.js';

const moveIn: K2Question = { field: 'move_in_registered', question: '그 집 주소로 전입신고를 하셨나요?', answer_type: 'boolean', required: true, critical: true, reask_hint: '' };
const ref = '2026-11-29';

describe('a yes or no beside a shrug about another thing', () => {
  it('answers the question, in 반말 and 존댓말', () => {
    for (const reply of ['전입했었지 확정일자는 몰라', '전입은 했어요 확정일자는 모르겠어요', '확정일자는 모르겠고 전입신고는 했죠', '전입신고했음 확정일자는 잘 모름']) {
      expect(parseAnswerInContext(reply, moveIn, undefined, ref)).toEqual({ value: true, unknown: false });
    }
    expect(parseAnswerInContext('전입은 안했어 확정일자는 몰라', moveIn, undefined, ref)).toEqual({ value: false, unknown: false });
  });

  it('reads nothing when the rest is not about the question', () => {
    expect(parseAnswerInContext('확정일자는 몰라요', moveIn, undefined, ref).value).toBeNull();
  });
});
