/**
 * A last day of work told as still to come: "11월 30일까지만 나가요", "12월
 * 15일까지만 출근해요", "까지만 하고 그만둬요", "까지만 다니기로 함". Korean
 * marks the past on the verb (나갔어요, 일했어요, 그만뒀어요), so a limit of
 * work whose verb carries no past stem is ahead, and a day without a year is
 * the next one rather than last year's.
 */
import { FINAL, finalOf } from './hangul.js';

// The limit (까지, 까지만) and the work verb right after it; the capture is the rest of the verb's word.
const WORK_UNTIL = /까지만?\s?(?:출근|근무|일|다니|다녀|나가|나와|나오|하고\s?그만|알바)(\S*)/g;

const hasPastStem = (word: string): boolean => [...word].some((syllable) => finalOf(syllable) === FINAL.ssangSiot);

/** Whether `clause` tells a last day of work with a verb not in the past. */
export function lastWorkDayAhead(clause: string): boolean {
  return [...clause.matchAll(WORK_UNTIL)].some((m) => !hasPastStem(m[1]!));
}
