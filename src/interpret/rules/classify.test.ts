import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { fixtureDocuments } from '../../knowledge/testing/fixture.js';
import { classifyWithRules, compactWithWords, containsKeyword } from './classify.js';

const kb = new KnowledgeBase(fixtureDocuments(), { version: 'test', loaded_at: '2026-11-22T00:00:00Z', warnings: [] });

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

describe('evidence for a scenario', () => {
  it('finds nothing when only a stray word of a multi-word keyword occurs', () => {
    // 취소 is one word of ADMIN_APPEAL's "처분 취소"; a restaurant booking is no legal problem.
    expect(classifyWithRules('식당 예약 취소하는 법 알려줘', kb).candidates).toEqual([]);
  });

  it('still lets the stray word rank scenarios once some keyword speaks', () => {
    const scenarios = classifyWithRules('처분 취소 소송을 하고 싶어요', kb).candidates.map((c) => c.scenario);
    expect(scenarios[0]).toBe('ADMIN_APPEAL');
    const mixed = classifyWithRules('예약 취소했는데 알바비도 못 받았어요', kb).candidates.map((c) => c.scenario);
    expect(mixed).toContain('ADMIN_APPEAL');
    expect(mixed[0]).toBe('WAGE_ARREARS');
  });

  it('takes a close echo of a typical expression as evidence without any keyword', () => {
    expect(classifyWithRules('구청 처분이 너무 억울해요', kb).candidates[0]?.scenario).toBe('ADMIN_APPEAL');
  });
});
