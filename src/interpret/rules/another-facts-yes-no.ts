/**
 * "아직 신고 안했어요" asked "상대방과 연락이 끊겼나요?", "상대는 전치 2주 나왔대요"
 * asked "상대방이 먼저 손을 댔나요?": a reply that tells the facts of other fields
 * carries their negations and their statements, and a yes or no read from it
 * belongs to them. It answers the question only when it opens with a yes or a
 * no, or speaks of what the question asks (a content word in common).
 */
import type { ParsedAnswer } from '../intake-port.js';
import { bigrams, compact } from './classify.js';

const OPENS_WITH_YES_OR_NO = /^(?:네|예|넵|넹|응|ㅇㅇ|맞아요|맞습니다|아니|아뇨|아니요|노|ㄴㄴ|없어요|있어요)(?![가-힣])/;
/** Words any question and reply share without speaking of the same thing. */
const COMMON = /^(?:상대|대방|본인|사람|그거|이거|지금|혹시|정도|있나|있으|했나|셨나|나요|인가|가요)$/;

const contentBigrams = (text: string) => new Set([...bigrams(compact(text))].filter((gram) => !COMMON.test(gram)));

export function yesNoOfAnotherFact(reply: string, question: string, parsed: ParsedAnswer): boolean {
  if (parsed.unknown || parsed.value === null || OPENS_WITH_YES_OR_NO.test(reply.trim())) return false;
  const asked = contentBigrams(question.replace(/[?？].*$/s, ''));
  return ![...contentBigrams(reply)].some((gram) => asked.has(gram));
}
