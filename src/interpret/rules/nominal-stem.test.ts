import { describe, expect, it } from 'vitest';
import { nominalStem } from './nominal-stem.js';

describe('the stem of a note-style keyword', () => {
  it.each([
    ['월급안줌', '월급안주'],
    ['따돌림', '따돌리'],
    ['보증금못받음', '보증금못받'],
    ['해고당함', '해고당하'],
  ])('%s → %s', (keyword, stem) => {
    expect(nominalStem(keyword)).toBe(stem);
  });

  it('leaves keywords that do not end in -ㅁ', () => {
    expect(nominalStem('임금체불')).toBeNull();
    expect(nominalStem('3.3')).toBeNull();
  });

  it('gives no stem of two syllables, which hides inside other words', () => {
    expect(nominalStem('짤림')).toBeNull();
    expect(nominalStem('맞음')).toBeNull();
  });
});
