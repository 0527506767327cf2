/**
 * A verb in the adnominal -ㄹ form before 정도로, 만큼 or 지경 measures how
 * strong a feeling is; it does not happen: "목매달 정도로 힘들었어요", "죽을
 * 만큼 억울해요". Taking the measured verb out leaves what is told.
 */
import { FINAL, finalOf } from './hangul.js';

const endsInRieul = (word: string): boolean => finalOf(word.at(-1)) === FINAL.rieul;

// "뛰어내리고 싶을 만큼": a wish measures along with its verb. A match starts only where a word does, so
// a long run of syllables is scanned once instead of once from every syllable in it.
const MEASURED = /(?<![가-힣])((?:[가-힣]+고\s?)?싶을|[가-힣]+)\s?(정도로|만큼|지경)/g;
// A span of months ("한 달 만큼") also ends in ㄹ.
const MONTHS = /^(?:한|두|세|석|네|넉|몇)?달$/;

/** `text` with every verb that only measures a feeling taken out (the measure word stays). */
export function dropMeasuredVerbs(text: string): string {
  return text.replace(MEASURED, (whole, verb: string, measure: string) => (endsInRieul(verb) && !MONTHS.test(verb) ? measure : whole));
}
