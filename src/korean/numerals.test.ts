import { describe, expect, it } from 'vitest';
import { COUNT_WORD, readCount } from './numerals.js';

describe('readCount', () => {
  it('reads a whole word in digits or as a native numeral', () => {
    expect(readCount('12')).toBe(12);
    expect(readCount('석')).toBe(3);
    expect(readCount('다섯')).toBe(5);
    expect(readCount('열두')).toBe(12);
  });

  it('reads nothing from other words or a numeral with more after it', () => {
    expect(readCount('세상')).toBeNull();
    expect(readCount('달')).toBeNull();
  });

  it('pairs with COUNT_WORD, which finds the count before a counter', () => {
    const word = new RegExp(`(${COUNT_WORD})\\s?달`).exec('월세가 석 달 밀렸어요')?.[1];
    expect(word).toBe('석');
    expect(readCount(word!)).toBe(3);
  });
});
