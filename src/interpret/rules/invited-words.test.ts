import { describe, expect, it } from 'vitest';
import { invitedWordSaid, invitedWords } from './invited-words.js';

describe('invitedWords', () => {
  it('finds the words a question and its hint offer as answers', () => {
    expect(invitedWords({ question: "이미 이혼하셨다면 이혼한 날을 알려 주세요. 아직이면 '아직'이라고 해 주세요.", reask_hint: "모르시면 '모름'이라고 하셔도 돼요." })).toEqual(['아직', '모름']);
    expect(invitedWords({ question: "월급제라면 '월급제'라고만 말씀해 주세요.", reask_hint: "'시급 9,500원'처럼 숫자로 알려 주세요." })).toEqual(['월급제']);
    expect(invitedWords({ question: "'아직 처분 전'이라고 적어 주세요.", reask_hint: '' })).toEqual(['아직 처분 전']);
    expect(invitedWords({ question: '시급은 얼마인가요?', reask_hint: '' })).toEqual([]);
  });
});

describe('invitedWordSaid', () => {
  it('reads a reply that opens with an offered word, its spaces optional and a polite ending after it', () => {
    expect(invitedWordSaid('월급제요', ['월급제'])).toBe('월급제');
    expect(invitedWordSaid('재직중이에요', ['재직 중'])).toBe('재직 중');
    expect(invitedWordSaid('공사중이요 근데 멈춘지 3주됨', ['공사 중'])).toBe('공사 중');
    expect(invitedWordSaid('네 아직요', ['아직'])).toBe('아직');
  });

  it('does not read the word inside another word or further into the reply', () => {
    expect(invitedWordSaid('월급제도 아니고 시급 9천원', ['월급'])).toBeNull();
    expect(invitedWordSaid('작년에 했는데 아직', ['아직'])).toBeNull();
    expect(invitedWordSaid('미정산된 돈이요', ['미정'])).toBeNull();
  });
});
