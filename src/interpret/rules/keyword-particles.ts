/**
 * K1 writes a multi-word keyword as bare words ("통장 압류", "보증금 못받음");
 * people put a case marker in between ("통장이 압류됐어요", "보증금을 못 받았어요"),
 * which the compact keyword never matches. Only the markers of subject, object and
 * topic are let in: they tie the words to each other, while 에/로/도 just as often
 * join words of different clauses (measured on the development split). An adverb
 * that only says how much or how long may stand before the verb too ("월급을 아예
 * 안 줬어요", "보증금을 아직도 못 받았어요"): it leaves the words one phrase.
 */
import { escapeRegExp } from '../../korean/regex.js';

const CASE_MARKER = '(?:이|가|을|를|은|는)?';
const DEGREE_ADVERB = '(?:아예|전혀|하나도|한푼도|한번도|아직도|아직|여태|여태껏|계속|제때|절대|끝내|여전히|자꾸)?';
const BETWEEN_WORDS = CASE_MARKER + DEGREE_ADVERB;


/**
 * A pattern over the compact text (no spaces) for the words of a keyword, each but
 * the last optionally followed by a case marker and a degree adverb; null for a keyword of one word.
 */
export function withCaseMarkers(words: readonly string[]): RegExp | null {
  return words.length < 2 ? null : new RegExp(words.map(escapeRegExp).join(BETWEEN_WORDS));
}
