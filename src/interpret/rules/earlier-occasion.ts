/**
 * A day told as an earlier time of the same kind of thing ("5년전에도 한번
 * 걸려서 벌금 냈었어요", "2019년에 음주로 벌금 받은적은 있어요") dates a past
 * record, not what the person writes about now: it is no incident date. The
 * particle 도 after a year ("작년에도", "5년전에도") says "back then too", and an
 * experience told with -ㄴ 적 있다 says "once before". A nearer day with 도
 * ("어제도 맞았어요") is the latest time of a harm that goes on, and stays.
 */
import { FINAL, syllablesWithFinal } from '../../korean/hangul.js';

/** A syllable closing an adnominal past form: 받은, 걸린, 낸, 한, 된 … */
const ADNOMINAL = `[${syllablesWithFinal(FINAL.nieun)}]`;
// "5년전에도 한번", "작년에도 걸렸었어요": the year takes 도.
const ALSO_THEN = /^\s?(?:에|엔|때)도(?:\s|$)/;
// "2019년에 음주로 벌금 받은적은 있어요": a past experience in the day's clause.
const ONCE_BEFORE = new RegExp(`^[^.,]{0,30}?${ADNOMINAL}\\s?적(?:이|은|도)?\\s?(?:한\\s?번\\s?)?있`);

/** Whether the day (`value`, ISO, a year alone when only the year is told) with the words after it tells an earlier occasion. */
export function dayOfAnEarlierOccasion(value: string, after: string): boolean {
  return (value.length === 4 && ALSO_THEN.test(after)) || ONCE_BEFORE.test(after);
}
