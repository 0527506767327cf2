import { describe, expect, it } from 'vitest';
import { nominalStem, stemForms } from './nominal-stem.js';

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

describe('the forms of a stem', () => {
  it('closes an open last syllable with the finals endings bring', () => {
    expect(stemForms('머리채잡아끌')).toEqual(['머리채잡아끌']);
    expect(stemForms('팔을비트')).toEqual(['팔을비트', '팔을비튼', '팔을비틀', '팔을비틉']);
  });

  it('leaves a stem that ends in a closed syllable or no Hangul as it is', () => {
    expect(stemForms('돈못받')).toEqual(['돈못받']);
    expect(stemForms('3.3')).toEqual(['3.3']);
  });
});
