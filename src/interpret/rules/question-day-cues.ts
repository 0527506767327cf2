/**
 * Cue words a date question gives for its own day: "징계(또는 발령)를
 * 통보받은 날은 언제인가요?" names the day by 통보받, "처음 진단받은 날" by
 * 진단받. A date the account ties to that verb ("11월 17일에 통보받았어요",
 * "8월에 진단받았고") belongs to the field whose question says so, where the
 * shared cue words would call it a paper received or leave it for want of a
 * cue. The knowledge base's questions are read, so a reworded question moves
 * its cues with it.
 */
import type { ValueCues } from './field-cues.js';

// Words before "…한 날" that say nothing of an event: "중요한 날", "정확한 날", "시작된 날" (of many things).
const NOT_AN_EVENT = /^(?:중요|정확|시작|있었다|생기)$/;
const DAY_NAMED = /([가-힣]{2,})(?:은|는|한|된|신)\s?날/g;

/** The verb stems a question names its day by. */
export function dayStemsOf(question: string): string[] {
  return [...question.matchAll(DAY_NAMED)].map((m) => m[1]!).filter((stem) => !NOT_AN_EVENT.test(stem));
}

/**
 * A stem of a noun and 받 ("통보받", "진단받") names the day by its noun too:
 * an account splits them around the date ("통보는 11월 16일에 받았어요").
 */
export function dayCuesOf(question: string): string[] {
  return dayStemsOf(question).flatMap((stem) => {
    const noun = /^([가-힣]{2,})받$/.exec(stem)?.[1];
    return noun ? [stem, noun] : [stem];
  });
}

/** The date cue table with each asked date field's question stems added to its cues. */
export function withQuestionDayCues(table: Record<string, ValueCues>, questionOf: ReadonlyMap<string, string>): Record<string, ValueCues> {
  const merged = { ...table };
  for (const [field, question] of questionOf) {
    const stems = field in table ? dayCuesOf(question) : [];
    if (stems.length > 0) merged[field] = { ...table[field]!, cues: new RegExp(`${table[field]!.cues.source}|${stems.join('|')}`) };
  }
  return merged;
}
