/**
 * A count said twice, the second time as a correction ("주 15시간 넘게...
 * 정확히는 주 18시간", "전치 2주 아니 3주"): the corrected one is meant, as
 * with sums (told-sums.ts).
 */
import { CORRECTED } from './told-sums.js';

/** The match of `pattern` the account means: the last one said as a correction, else the first. */
export function meantMatch(pattern: RegExp, text: string): RegExpExecArray | null {
  const everywhere = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  const all = [...text.matchAll(everywhere)];
  const corrected = all.slice(1).findLast((m) => CORRECTED.test(text.slice(Math.max(0, m.index - 12), m.index)));
  return corrected ?? all[0] ?? null;
}
