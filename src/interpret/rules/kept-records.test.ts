import { describe, expect, it } from 'vitest';
import { recordKept } from './kept-records.js';

describe('a record kept, caught or witnessed', () => {
  it.each([
    '실장이 단톡방에서 저만 저격해요 대화방 내용 다 저장해놨어요',
    '음성메시지 남겼어요 그거 저장해뒀어요',
    '헤어진 남친이 집앞에서 기다리는게 현관 cctv에 찍혔어요',
    '블박에 다 나와요',
    '옆에 있던 동료가 다 봤고요',
    '그때 같이 있던 사람 다섯명 정도 다 봤어요',
    '통화 녹음 다 해뒀어요',
  ])('"%s"', (text) => {
    expect(recordKept(text)).toBe(true);
  });
  it.each([
    '저장은 안 해놨어요',
    'cctv는 없대요',
    '카톡으로 다 봤음',
    '동료가 봤다고 하던데 확실하진 않아요',
    '사진을 인스타에 올렸어요',
    '녹음은 못 했어요',
  ])('not "%s"', (text) => {
    expect(recordKept(text)).toBe(false);
  });
});

describe('the person hearing is no witness', () => {
  it('needs the one who saw as the subject', () => {
    expect(recordKept('알바 포함 직원 6명이에요 말로만 들었어요')).toBe(false);
  });
});
