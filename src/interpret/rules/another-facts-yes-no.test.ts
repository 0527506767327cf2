import { describe, expect, it } from 'vitest';
import { yesNoOfAnotherFact } from './another-facts-yes-no.js';

const no = { value: false, unknown: false };
const yes = { value: true, unknown: false };

describe('a yes or no read from a reply that tells other facts', () => {
  it('belongs to those facts when the reply neither opens with a yes or no nor speaks of the question', () => {
    expect(yesNoOfAnotherFact('아직 신고 안했어요 해야되나요', '상대방과 연락이 끊겼나요? 차단당했거나 …', no)).toBe(true);
    expect(yesNoOfAnotherFact('상대는 전치 2주 나왔대요', '상대방이 먼저 손을 댔나요?', yes)).toBe(true);
  });

  it('answers the question when it opens with a yes or no, speaks of what is asked, or read nothing', () => {
    expect(yesNoOfAnotherFact('네 신고도 했어요', '상대방과 연락이 끊겼나요?', yes)).toBe(false);
    expect(yesNoOfAnotherFact('연락 끊겼어요 경찰에 신고도 했고요', '상대방과 연락이 끊겼나요?', yes)).toBe(false);
    expect(yesNoOfAnotherFact('아직 신고 안했어요', '상대방과 연락이 끊겼나요?', { value: null, unknown: true })).toBe(false);
  });
});
