import { describe, expect, it } from 'vitest';
import { compactWithWords, containsKeyword } from './classify.js';

describe('keyword matching across words', () => {
  it('does not read a short keyword out of the end of one word and the start of the next', () => {
    expect(containsKeyword(compactWithWords('세명이서 둘러싸고 발로 차고'), '고발', true)).toBe(false);
    expect(containsKeyword(compactWithWords('빚 갚으라고 소리질러요'), '고소', true)).toBe(false);
  });

  it('finds a short keyword inside a word, even after a false start earlier in the text', () => {
    expect(containsKeyword(compactWithWords('차고 발로 찼고 고발하고 싶어요'), '고발', true)).toBe(true);
    expect(containsKeyword(compactWithWords('사기로고소했어요'), '고소', true)).toBe(true);
  });

  it('lets longer and multi-word keywords ignore spacing', () => {
    expect(containsKeyword(compactWithWords('임금 체불 신고'), '임금체불', true)).toBe(true);
    expect(containsKeyword(compactWithWords('월급 안 줌'), '월급안줌', false)).toBe(true);
  });
});

describe('numbers as keywords', () => {
  it('matches a number only as whole numbers', () => {
    expect(containsKeyword(compactWithWords('3.3 떼는 프리랜서'), '33', true)).toBe(true);
    expect(containsKeyword(compactWithWords('3.3%떼고'), '33', true)).toBe(true);
    expect(containsKeyword(compactWithWords('계좌 110-482-193355'), '33', true)).toBe(false);
  });
});
