/**
 * K1 keywords are often written in note style, the verb turned into a noun with
 * -(으)ㅁ: "월급 안줌", "따돌림", "돈 못받음". People tell the same thing with the
 * verb conjugated ("월급 안주고", "따돌리고", "못받았어요"), which never contains
 * the noun form. The stem without the -ㅁ is what both forms share.
 */

import { FINAL, finalOf, withFinal } from '../../korean/hangul.js';

/** Finals that endings attach to an open stem syllable: 조르 → 조른 (past modifier), 조를 (future), 조릅니다. */
const ENDING_FINALS = [FINAL.nieun, FINAL.rieul, FINAL.bieup];

/**
 * The stem a person's conjugated wording shares with a note-style keyword
 * (compact: no spaces), or null when the keyword does not end in -ㅁ or the stem
 * would be too short to say anything (two syllables are found inside too many words).
 */
export function nominalStem(keyword: string, minLength = 3): string | null {
  const last = keyword.at(-1);
  let stem: string;
  if (last === '음') stem = keyword.slice(0, -1);
  else if (finalOf(last) === FINAL.mieum) stem = keyword.slice(0, -1) + withFinal(last!, FINAL.none);
  else return null;
  return stem.length >= minLength ? stem : null;
}

/**
 * The stem as people type it after an ending that closes its last syllable:
 * "목 조름" has the stem 목조르, which "목 조른 적" shows as 목조른 and "목 조를
 * 거래요" as 목조를. A stem whose last syllable is already closed (보증금못받) has
 * only itself.
 */
export function stemForms(stem: string): string[] {
  const last = stem.at(-1);
  if (finalOf(last) !== FINAL.none) return [stem];
  return [stem, ...ENDING_FINALS.map((final) => stem.slice(0, -1) + withFinal(last!, final))];
}
