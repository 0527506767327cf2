import { describe, expect, it } from 'vitest';
import { withSelfCorrections } from './self-corrections.js';

describe('withSelfCorrections', () => {
  it.each([
    ['전치 2주.. 아 3주로 바뀜', '전치 3주.. 아 3주로 바뀜'],
    ['해고된 날이 11월 2일.. 아니 3일이라고 했나', '해고된 날이 11월 3일.. 아니 3일이라고 했나'],
    ['11월 23일.. 아 운동한게 화요일이니까 24일이네요', '11월 24일.. 아 운동한게 화요일이니까 24일이네요'],
    ['직원이 4명 아니다 5명이에요', '직원이 5명 아니다 5명이에요'],
  ])('%s → the second number in place of the first', (text, read) => {
    expect(withSelfCorrections(text)).toBe(read);
  });

  it.each(['전치 2주 아니면 3주 나올거래요', '2주 아니 3일', '2주 동안 아파서 3주 쉬었어요', '아 3주 됐어요'])('%s → unchanged', (text) => {
    expect(withSelfCorrections(text)).toBe(text);
  });
});
