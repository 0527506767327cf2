/**
 * Hangul syllable arithmetic. A precomposed syllable is
 * 0xAC00 + (initial × 21 + medial) × 28 + final, so its final consonant (받침)
 * is the code's remainder by 28. Endings and particles hang on that final:
 * ㅆ marks the past (했, 었), ㄹ a future or adnominal form (죽을), ㅁ a note-style
 * noun (때림), ㄴ a past adnominal (지난).
 */
const FIRST_SYLLABLE = 0xac00;
const SYLLABLES = 11172;
const FINALS = 28;

/** Indexes of the final consonants the readers look for (0 is none). */
export const FINAL = { none: 0, nieun: 4, rieul: 8, mieum: 16, bieup: 17, ssangSiot: 20 } as const;

/** The index of the final consonant of `syllable` (0: none), or null when it is not a Hangul syllable. */
export function finalOf(syllable: string | undefined): number | null {
  if (syllable === undefined || syllable.length === 0) return null;
  const code = syllable.charCodeAt(0) - FIRST_SYLLABLE;
  return code >= 0 && code < SYLLABLES ? code % FINALS : null;
}

/** Whether `syllable` is a Hangul syllable closed by a consonant (받침). */
export function hasFinal(syllable: string | undefined): boolean {
  return (finalOf(syllable) ?? FINAL.none) !== FINAL.none;
}

/** `syllable` with its final consonant set to `final` (FINAL.none opens it); other characters unchanged. */
export function withFinal(syllable: string, final: number): string {
  const current = finalOf(syllable);
  return current === null ? syllable : String.fromCharCode(syllable.charCodeAt(0) - current + final);
}

/** Every Hangul syllable whose final consonant is `final`, as one string (for a regex character class). */
export function syllablesWithFinal(final: number): string {
  return Array.from({ length: SYLLABLES / FINALS }, (_, i) => String.fromCharCode(FIRST_SYLLABLE + i * FINALS + final)).join('');
}
