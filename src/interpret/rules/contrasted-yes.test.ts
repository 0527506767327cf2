import { describe, expect, it } from 'vitest';
import type { K2Question } from '../../knowledge/schema.js';
import { parseAnswerInContext } from './answers.js';
import { contrastedYes } from './contrasted-yes.js';

const asked = '상대방이 보낸 링크를 누르거나 앱을 설치하셨나요? 또는 신분증 사진, 계좌 비밀번호, 인증번호를 알려 주신 적이 있나요?';
const question: K2Question = { field: 'personal_info_leaked', question: asked, answer_type: 'boolean', required: true, critical: true, reask_hint: '' };

describe('a no for one thing asked, then another asked thing done', () => {
  it('is a yes, in 존댓말, 반말 and without spaces', () => {
    for (const reply of [
      '아뇨 앱은 안깔았는데 주민번호는 불러줬어요',
      '아니요 링크는 안 눌렀는데 인증번호는 알려줬어요',
      '아니 앱은 안 깔았는데 신분증 사진은 보냈어',
      '아뇨앱은안깔았는데주민번호는불러줬어요',
      '앱은 설치 안했지만 계좌 비밀번호는 알려드렸어요',
    ]) {
      expect(contrastedYes(reply, asked)).toBe(true);
      expect(parseAnswerInContext(reply, question, undefined, '2026-11-29').value).toBe(true);
    }
  });

  it('stays a no when the contrast is not about an asked thing, or is denied too', () => {
    expect(parseAnswerInContext('아니요 앱은 안깔았는데 전화는 받았어요', question, undefined, '2026-11-29').value).toBe(false);
    expect(parseAnswerInContext('아뇨 앱은 안깔았는데 주민번호는 안 알려줬어요', question, undefined, '2026-11-29').value).toBe(false);
    expect(parseAnswerInContext('아뇨 링크는 안눌렀어요 앱도 안깔았고요', question, undefined, '2026-11-29').value).toBe(false);
  });
});
