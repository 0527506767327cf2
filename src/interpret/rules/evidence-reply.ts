/**
 * The kinds of evidence a text names as held, as a list: the account's evidence,
 * and a reply to the question which evidence the person has, kept as the kinds it
 * names rather than the whole sentence ("cctv 있을거에요 술집에 그리고 진단서" is
 * "cctv, 진단서"), so the case file and the advice to keep the evidence ("가지고
 * 계신 자료(…)") read as a list.
 */
import { normalizeText } from '../../korean/normalize.js';
import { evidenceNouns } from './field-cues.js';

// Kinds people name in replies that the account reading does not need: a witness, a screenshot, records.
const MORE_KINDS = /(목격자|스샷|스크린샷|녹취|진료\s?기록|병원\s?기록|출퇴근\s?기록|일지|메모)/g;
// "차용증 없이", "계약서도 안 썼어요", "녹음은 못했어요": a kind said to be missing is not held.
const MISSING_AFTER = /^(?:은|는|도|이|가|을|를)?\s?(?:없|미작성|안\s?(?:썼|써|했|해|찍|받|남)|못\s?(?:했|해|찍|받|남))/;

/** Each kind of evidence `reply` names, in order, and whether it is named as missing. */
function kindsNamed(reply: string): { kind: string; missing: boolean }[] {
  const said = normalizeText(reply).toLowerCase();
  return [...said.matchAll(evidenceNouns), ...said.matchAll(MORE_KINDS)]
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
    .map((m) => {
      const end = (m.index ?? 0) + m[0].length;
      return { kind: m[1]!.replace(/\s+/g, ''), missing: MISSING_AFTER.test(said.slice(end, end + 8)) };
    });
}

/** The kinds of evidence `reply` names as held, joined as a list, or null when it names none. */
export function evidenceKindsNamed(reply: string): string | null {
  const kinds = kindsNamed(reply).filter((k) => !k.missing).map((k) => k.kind);
  return kinds.length > 0 ? [...new Set(kinds)].join(', ') : null;
}

/** Whether `reply` names a kind of evidence as missing ("차용증은 안썼어요", "녹음은 못했어요"). */
export function evidenceNamedMissing(reply: string): boolean {
  return kindsNamed(reply).some((k) => k.missing);
}
