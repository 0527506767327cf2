/**
 * Evidence is what the person holds or kept. A recording or a picture the other
 * side holds ("상대가 동영상 가지고 있어요") or spreads, or threatens to spread
 * ("동영상 뿌린대요", "사진 올린다고 협박해요"), is the harm, not a record the
 * person can show: read as evidence, the sextortion account's case file would list
 * "동영상" among the person's evidence and never ask what they kept.
 */
import { splitSentences } from '../../korean/sentences.js';
import { evidenceNouns } from './field-cues.js';

/** Spread, done or threatened: 뿌렸, 뿌린대, 뿌리겠다, 퍼뜨린다고, 유포, 올린대, 올려버린다고, 공개한대. */
const SPREAD = /^(?:을|를|은|는|이|가|도|까지|이랑|랑)?\s?(?:\S+\s){0,2}?(?:뿌[리린릴려렸]|퍼[뜨트졌져진]|유포|올[린릴렸려리]|공개(?:한|하|할|했))/;
/** The other side as the subject: "상대가", "그 사람이", "걔가", "가해자는". */
const OTHER_SIDE = /(?<![가-힣])(?:상대(?:방)?|그\s?사람|그\s?놈|그놈|그\s?새끼|걔|쟤|가해자|범인|사기꾼|협박범|그쪽|그\s?남자|그\s?여자|전\s?남친|전\s?여친|남친|여친|전\s?남편|전\s?부인)(?:이|가|은|는|도|들이|쪽에서)(?![가-힣])/;
/** The writer as the subject again: "제가", "저는", "내가". */
const WRITER = /(?<![가-힣])(?:제가|저는|전|내가|나는|저도)(?![가-힣])/;
/** Held: "가지고 있어요", "갖고 있대요", "가지고 있다고". */
const HELD = /^(?:을|를|은|는|이|가|도|까지)?\s?(?:\S+\s)?(?:가지고|갖고|가지구|갖구|가졌|소지|보관\s?중)/;

/** The records named in `text` that the other side holds or spreads, as spans. */
function othersRecordSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const sentence of splitSentences(text)) {
    for (const match of sentence.text.toLowerCase().matchAll(evidenceNouns)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      const after = sentence.text.slice(end);
      const before = sentence.text.slice(0, start);
      const subject = OTHER_SIDE.exec(before);
      const heldByThem = subject !== null && HELD.test(after) && !WRITER.test(before.slice(subject.index + subject[0].length));
      if (SPREAD.test(after) || heldByThem) spans.push({ start: sentence.start + start, end: sentence.start + end });
    }
  }
  return spans;
}

/** A question about what the person kept: "남겨 둔 자료가 있나요?", "증거가 있나요?". */
const ASKS_RECORDS = /자료|증거|기록|캡[처쳐]|남겨|보관/;

/**
 * A reply to a question about kept records whose only records are the other side's
 * ("상대가 동영상 가지고 있어요"): it tells the harm and answers nothing asked.
 */
export function onlyOthersRecords(reply: string, question: string): boolean {
  if (!ASKS_RECORDS.test(question)) return false;
  const own = withoutOthersRecords(reply);
  return own !== reply && !new RegExp(evidenceNouns.source).test(own.toLowerCase());
}

/** `text` with the other side's records blanked out, so only the person's own are read as evidence. */
export function withoutOthersRecords(text: string): string {
  return othersRecordSpans(text).reduceRight((rest, span) => `${rest.slice(0, span.start)}${' '.repeat(span.end - span.start)}${rest.slice(span.end)}`, text);
}
