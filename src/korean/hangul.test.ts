import { describe, expect, it } from 'vitest';
import { FINAL, finalOf, hasFinal, syllablesWithFinal, withFinal } from './hangul.js';

describe('hangul', () => {
  it.each([
    ['가', FINAL.none],
    ['간', FINAL.nieun],
    ['갈', FINAL.rieul],
    ['림', FINAL.mieum],
    ['습', FINAL.bieup],
    ['했', FINAL.ssangSiot],
    ['힣', 27],
  ])('the final of %s is %i', (syllable, final) => {
    expect(finalOf(syllable)).toBe(final);
  });

  it('knows no final outside the Hangul syllables', () => {
    expect(finalOf('a')).toBeNull();
    expect(finalOf('ㄱ')).toBeNull();
    expect(finalOf('')).toBeNull();
    expect(finalOf(undefined)).toBeNull();
    expect(hasFinal('a')).toBe(false);
    expect(hasFinal('돈')).toBe(true);
    expect(hasFinal('나')).toBe(false);
  });

  it('sets or removes a final consonant', () => {
    expect(withFinal('림', FINAL.none)).toBe('리');
    expect(withFinal('르', FINAL.nieun)).toBe('른');
    expect(withFinal('르', FINAL.rieul)).toBe('를');
    expect(withFinal('x', FINAL.rieul)).toBe('x');
  });

  it('lists every syllable with one final', () => {
    const past = syllablesWithFinal(FINAL.ssangSiot);
    expect(past).toHaveLength(399);
    expect(past).toContain('했');
    expect(past).toContain('었');
    expect(past).not.toContain('하');
  });
});
