/**
 * "아뇨 앱은 안 깔았는데 주민번호는 불러줬어요" to "앱을 설치하셨나요? 또는 신분증 사진, 계좌 비밀번호,
 * 인증번호를 알려 주신 적이 있나요?": the opening no is for the first thing, and the clause set against it
 * with -는데/-지만 tells another of the things asked done. A question that lists things asks whether any
 * was done, so the contrast makes it a yes, whatever the interjection said.
 */
import { ANY_PAST_VERB } from '../../korean/answers.js';
import { bigrams, compact } from './classify.js';

/** The verb right before the connective is negated: "안깔았는데", "설치 안 했지만", "누르진 않았는데". */
const NEGATED_THEN_CONTRAST = /(?:(?:안|못)\s?[가-힣]{0,4}|(?:지|진)\s?(?:않|못)[가-힣]{0,2})(?:는데|은데|지만)(?:요)?/;
/** The thing the contrasting clause is about: "주민번호는", "신분증 사진은", "인증번호도". */
const TOPIC = /^\s*([가-힣A-Za-z]{2,}?(?:\s?[가-힣A-Za-z]{2,}?)?)(?:은|는|도|을|를|만)/;
const DENIED = /(?:^|\s)(?:안|못)\s?[가-힣]|않|없|아니|아뇨/;

/** True when a denied thing is set against another thing the question names, told done; null otherwise. */
export function contrastedYes(reply: string, question: string): true | null {
  const turn = NEGATED_THEN_CONTRAST.exec(reply);
  if (!turn) return null;
  const after = reply.slice(turn.index + turn[0].length);
  if (DENIED.test(after) || !ANY_PAST_VERB.test(after)) return null;
  const topic = TOPIC.exec(after);
  const thing = topic?.[1];
  if (!thing) return null;
  const asked = bigrams(compact(question.replace(/[?？]\s*$/, '')));
  return [...bigrams(compact(thing))].some((pair) => asked.has(pair)) ? true : null;
}
