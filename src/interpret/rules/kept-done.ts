/**
 * An act done and its result kept ("이의신청은 해놨어요", "계약서는 써 뒀고",
 * "녹음 받아놨음", "내용증명 보내 놓았어요") says what the plain past says
 * ("했어요", "썼고", "받았음", "보냈어요"): the auxiliaries 놓다 and 두다
 * only add that the result stays. The options of choice fields are written
 * for the plain past ("이의신청 … 냈|했"), so they also read a copy of the
 * account with the auxiliary folded into it.
 */
import { FINAL, finalOf, withFinal } from '../../korean/hangul.js';

// The verb's last syllable, open and ending in ㅏ/ㅓ/ㅐ/ㅝ/ㅘ (해, 써, 받아, 넣어, 줘, 봐, 보내),
// then 놨/뒀/놓았/두었; 내 only as the end of a longer stem (보내 놨), since 내놓다 is a verb of its own (to hand over).
const KEPT = /([가-힣]?)([가-힣])\s?(?:놨|놓았|뒀|두었)/g;
// Open syllables whose vowel takes the past ㅆ as the contracted forms do: 해→했, 써→썼, 아→았, 어→었, 줘→줬, 봐→봤, 내→냈.
const TAKES_PAST = /[해써아어줘봐내둬놔워와져쳐려셔]/;

/** The account with "X해 놨/뒀" read as "X했". */
export function withKeptAsDone(text: string): string {
  return text.replace(KEPT, (whole, before: string, last: string) => {
    if (!TAKES_PAST.test(last) || finalOf(last) !== FINAL.none || (last === '내' && before === '')) return whole;
    return before + withFinal(last, FINAL.ssangSiot);
  });
}
