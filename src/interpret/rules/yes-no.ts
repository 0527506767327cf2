/**
 * Yes/no replies that only the question makes readable. Out of context
 * "퇴사했어요" is something done (yes), but to "지금도 다니고 계신가요?" it is
 * a no; "처음이에요" says no to "전에 ~한 적이 있나요?"; a headcount answers
 * "5명 이상인가요?". These run before the reply is read on its own.
 */
import { parseAnswer } from '../../korean/answers.js';

// "지금도 그 회사에 다니고 계신가요?", "지금도 그 집에 살고 있나요?": a state that may have ended.
const ONGOING_STATE = /지금도|아직도?|현재(?:도|까지)?/;
const STATE_ENDED = /그만(?:두|뒀|둔|뒀|둘)|관(?:두|뒀|둔)|퇴사|퇴직|잘렸|잘린|해고|이사\s?(?:나|갔|했)|나왔|떠났|계약\s?(?:끝|만료)/;
const STILL = /아직|여전히|계속|지금도|다니고|살고|일하고|근무(?:하고|\s?중)/;
// "전에 ~한 적이 있나요?", "여러 번 반복됐나요?": asks whether it happened before.
const ASKS_BEFORE = /적이?\s?있|반복|여러\s?번|전에도|예전에|이전에/;
const FIRST_TIME = /처음(?:이|입니다|인데)(?!\s?아니)/;
const HEADCOUNT_THRESHOLD = /5\s*[인명]|다섯\s?명/;
// "사장님 포함 세 명" to a question that leaves the owner out of the count.
const OWNER_INCLUDED = /(?:사장|대표)님?\s?(?:포함|까지|합쳐|해서)/;
const OWNER_EXCLUDED = /(?:사장|대표)님?(?:을|를)?\s?(?:빼고|제외)/;

export function yesNoFromQuestion(text: string, question: string): boolean | null {
  if (HEADCOUNT_THRESHOLD.test(question) && /명/.test(text)) {
    const count = parseAnswer(text, { type: 'integer' }).value;
    if (typeof count === 'number') return count - (OWNER_EXCLUDED.test(question) && OWNER_INCLUDED.test(text) ? 1 : 0) >= 5;
  }
  if (ONGOING_STATE.test(question) && STATE_ENDED.test(text) && !STILL.test(text.replace(/쉬고\s?있/, ''))) return false;
  if (ASKS_BEFORE.test(question) && FIRST_TIME.test(text)) return false;
  return null;
}
