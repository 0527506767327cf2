/**
 * "아직 신고 안했어요" asked "상대방과 연락이 끊겼나요?", "상대는 전치 2주 나왔대요"
 * asked "상대방이 먼저 손을 댔나요?": a reply that tells the facts of other fields
 * carries their negations and their statements, and a yes or no read from it
 * belongs to them. It answers the question only when it opens with a yes or a
 * no, or speaks of what the question asks (a content word in common).
 */
import type { ParsedAnswer } from '../intake-port.js';
import { findAmounts } from '../../korean/amounts.js';
import { findDates } from '../../korean/dates.js';
import { bigrams, compact } from './classify.js';

const OPENS_WITH_YES_OR_NO = /^(?:네|예|넵|넹|응|ㅇㅇ|맞아요|맞습니다|아니|아뇨|아니요|노|ㄴㄴ|없어요|있어요)(?![가-힣])/;
/** Words any question and reply share without speaking of the same thing. */
const COMMON = /^(?:상대|대방|본인|사람|그거|이거|지금|혹시|정도|있나|있으|했나|셨나|나요|인가|가요)$/;

const contentBigrams = (text: string) => new Set([...bigrams(compact(text))].filter((gram) => !COMMON.test(gram)));

/**
 * "번개장터에서 45만원 보냈어요", "3년 전에 빌려줬어요", "결혼한지 12년됐어요" to a yes/no question
 * about something else: a sum, a day or a span with no yes or no and no word of the question answers
 * the question that asks for it, not this one.
 */
export function givesAValueForAnotherQuestion(reply: string, question: string, referenceDate: string): boolean {
  if (ASKS_A_VALUE.test(question) || SPEAKS_OF_THE_ASKED.test(reply)) return false;
  const hasValue = findAmounts(reply).some((a) => a.value >= 10_000) || findDates(reply, referenceDate).dates.length > 0 || SPAN.test(reply) || READING.test(reply);
  return hasValue && statesAnotherThing(reply, question);
}
const ASKS_A_VALUE = /얼마|금액|언제|날짜|기간|몇|이상|이하|넘|미만|원\b|만\s?원/;
// "했어요 어제 바로", "3년 전에 한 번 걸렸어요", "오늘 새벽에도 그랬어요": the asked act done, once, again, or so.
const SPEAKS_OF_THE_ASKED = /^(?:했|했어요|했죠|했습니다|했는데)(?![가-힣])|(?:한|두|세|몇|\d+)\s?번|그랬|그래요|그런|에도\s|또\s/;
// "0.09 나왔어요": a measured reading.
const READING = /(?<![\d.])0\.\d+/;
const SPAN = /\d+\s?(?:년|개월|달|주일?|일)\s?(?:전|째|됐|되었|지났|넘게|반|정도|쯤)/;

/**
 * "상대 주소는 몰라요", "전남편 회사는 어딘지 몰라요": something else named as not known. The shrug is
 * about that thing, so it leaves the question asked open rather than unknown.
 */
export function doesNotKnowAnotherThing(reply: string, question: string): boolean {
  const thing = OTHER_NOT_KNOWN.exec(reply.trim())?.[1];
  // "정확히는 모르겠어요": an adverb marked as the topic is how well, not what.
  return thing !== undefined && !/(?:히|게|이)$/.test(thing) && statesAnotherThing(thing, question);
}
const OTHER_NOT_KNOWN = /([가-힣A-Za-z]{2,})(?:은|는)\s(?:\S+\s)?(?:잘\s|정확히\s)?(?:몰라|모르겠|모릅|모름)/;

/** A statement that opens with no yes or no and shares no content word with the whole question, hint included. */
export function statesAnotherThing(reply: string, question: string): boolean {
  if (OPENS_WITH_YES_OR_NO.test(reply.trim())) return false;
  const asked = contentBigrams(question);
  return ![...contentBigrams(reply)].some((gram) => asked.has(gram));
}

export function yesNoOfAnotherFact(reply: string, question: string, parsed: ParsedAnswer): boolean {
  if (parsed.unknown || parsed.value === null || OPENS_WITH_YES_OR_NO.test(reply.trim())) return false;
  const asked = contentBigrams(question.replace(/[?？].*$/s, ''));
  return ![...contentBigrams(reply)].some((gram) => asked.has(gram));
}
