import { describe, expect, it } from 'vitest';
import { normalizeText, normalizeWithMap, originalRange } from './normalize.js';

describe('normalize', () => {
  it.each([
    ['  월급을   못\t받았어요\n', '월급을 못 받았어요'],
    ['０１０－１２３４', '010-1234'],
    ['제３６조', '제36조'],
    ['300〜400만원', '300~400만원'],
    ['2024–10–03', '2024-10-03'],
    ['사\u200b장\u200d님\ufeff', '사장님'],
    ['a\u0000b\u0007c', 'abc'],
    ['\u1100\u1161\u11a8', '각'],
    ['cafe\u0301', 'café'],
    ['ｱｲ', 'アイ'],
    ['\u3164\u3164', ''],
    ['가\uffa0나', '가나'],
    ['\ud800lone', 'lone'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
    expect(normalizeWithMap(input).text).toBe(expected);
  });

  it('maps normalised ranges back to what was typed', () => {
    const original = '  전화：０１０\u200b-1234';
    const normalized = normalizeWithMap(original);
    const at = normalized.text.indexOf('010');
    const range = originalRange(normalized, at, at + 3);
    expect(original.slice(range.start, range.end)).toBe('０１０');
    const jamo = normalizeWithMap('x \u1100\u1161\u11a8 y');
    const syllable = jamo.text.indexOf('각');
    expect(originalRange(jamo, syllable, syllable + 1)).toEqual({ start: 2, end: 5 });
  });
});
