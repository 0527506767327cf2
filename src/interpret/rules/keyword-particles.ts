/**
 * K1 writes a multi-word keyword as bare words ("통장 압류", "보증금 못받음");
 * people put a case marker in between ("통장이 압류됐어요", "보증금을 못 받았어요"),
 * which the compact keyword never matches. Only the markers of subject, object and
 * topic are let in: they tie the words to each other, while 에/로/도 just as often
 * join words of different clauses (measured on the development split).
 */

const CASE_MARKER = '(?:이|가|을|를|은|는)?';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern over the compact text (no spaces) for the words of a keyword, each but
 * the last optionally followed by a case marker; null for a keyword of one word.
 */
export function withCaseMarkers(words: readonly string[]): RegExp | null {
  return words.length < 2 ? null : new RegExp(words.map(escape).join(CASE_MARKER));
}
