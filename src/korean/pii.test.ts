import { describe, expect, it } from 'vitest';
import { PII_CASES } from './fixtures/pii.js';
import { maskPii, maskText } from './pii.js';

describe('maskPii', () => {
  it.each(PII_CASES)('%s → %s', (text, masked, types) => {
    const result = maskPii(text);
    expect(result.masked).toBe(masked);
    expect(result.found.map((f) => f.type)).toEqual(types);
    expect(maskText(masked)).toBe(masked);
  });

  it('reports offsets into the original text, even when normalisation changed it', () => {
    const text = '연락처:\u200b ０１０-１２３４-５６７８ 입니다';
    const [found] = maskPii(text).found;
    expect(found?.type).toBe('phone');
    expect(text.slice(found!.start, found!.end)).toBe('０１０-１２３４-５６７８');
  });
});
