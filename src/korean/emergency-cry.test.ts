import { describe, expect, it } from 'vitest';
import { isBareCry } from './emergency-cry.js';

describe('isBareCry', () => {
  it.each(['살려주세요', '제발 살려줘요!!', '누가 저 좀 살려주세요 ㅠㅠ', '살려주세요 도와주세요 빨리'])('%s is a cry', (text) => {
    expect(isBareCry(text)).toBe(true);
  });

  it.each([
    // A plea for something, a plea beside an account, a plea for help alone, a cry heard from someone else.
    '학점 좀 살려주세요',
    '살려주세요 보증금을 못 받고 있어요',
    '도와주세요',
    '살려달라는 소리가 들려요',
  ])('%s is not', (text) => {
    expect(isBareCry(text)).toBe(false);
  });
});
