/**
 * Evidence read from the examples the K2 question itself lists: a scenario
 * asking "근로계약서, 급여명세서, 통장 입금 내역 … 같은 것들이요" takes "근로계약서
 * 있음" as evidence, and one listing "등기부등본" takes "등기부등본 떼봤어요". The
 * knowledge base names the records that count for each scenario, so the
 * reading follows it rather than a fixed list. A notice that came by text
 * ("문자로 통보받았어요") is how it happened, not a record said to be kept; the
 * dev labels mostly leave it out, so it is left to the question.
 */
import { escapeRegExp } from '../../korean/regex.js';

// Words of a listed example too common to stand for a record on their own ("근무시간", "본 사람", "징계 규정").
const TOO_COMMON = /^(?:시간|사람|동료|친구|대화|자료|계정|규정|기간|기록|시|메모)$/;

/** The record names a question lists as examples: the last word of each item before "같은", "등" or the end. */
export function recordsListed(question: string): string[] {
  const items = question
    .replace(/같은\s?(?:것들이요|기록|자료)[^,·]*$/, '')
    .split(/[,·()?]|\s등(?![가-힣])/)
    .map((item) => item.replace(/같은.*$/, '').trim().split(/\s+/).at(-1) ?? '')
    // The question's own words ("있나요", "계신가요") are no records.
    .filter((word) => /^[가-힣A-Za-z]{2,}$/.test(word) && !/[요까다]$/.test(word) && !TOO_COMMON.test(word));
  return [...new Set(items)];
}


/** Whether the account says it keeps one of the records the question lists. */
export function evidenceOfQuestion(question: string, text: string): boolean {
  const records = recordsListed(question);
  if (records.length === 0) return false;
  const record = `(?:${records.map(escapeRegExp).join('|')})`;
  const kept = new RegExp(`${record}(?:은|는|도|이|가|랑|이랑|과|와|까지)?\\s?(?:다\\s?|모두\\s?|전부\\s?)?(?:있|남아|보관|가지고|갖고|저장|떼|뗐)`);
  return kept.test(text);
}
