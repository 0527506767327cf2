/**
 * Yes/no replies that only the question makes readable. Out of context
 * "퇴사했어요" is something done (yes), but to "지금도 다니고 계신가요?" it is
 * a no; "처음이에요" says no to "전에 ~한 적이 있나요?"; a headcount answers
 * "5명 이상인가요?". These run before the reply is read on its own.
 */
import { isUnknownAnswer, parseAnswer } from '../../korean/answers.js';

// "지금도 그 회사에 다니고 계신가요?", "지금도 그 집에 살고 있나요?": a state that may have ended.
const ONGOING_STATE = /지금도|아직도?|현재(?:도|까지)?/;
const STATE_ENDED = /다른\s?(?:데|곳|회사|직장|집)(?:로|에|으로|에서)?\s?(?:다녀|다니|옮|이직|이사|살아|일해)|이직|그만(?:두|뒀|둔|둠|둘)|때려(?:치|쳤)|관(?:두|뒀|둔)|퇴사|퇴직|잘렸|잘린|해고|이사\s?(?:나|갔|했)|나왔|떠났|계약\s?(?:끝|만료)/;
const STILL = /아직|여전히|계속|지금도|다니고|살고|일하고|근무(?:하고|\s?중)/;
// "전에 ~한 적이 있나요?", "여러 번 반복됐나요?": asks whether it happened before.
const ASKS_BEFORE = /적이?\s?있|반복|여러\s?번|전에도|예전에|이전에/;
// "사정이 바뀌었나요?" — "그대로예요".
const ASKS_CHANGE = /바뀌|변했|달라졌|변화|변경/;
const NO_CHANGE = /그대로|똑같|변화\s?(?:가\s?)?없|변함\s?없|안\s?바뀌/;
const JUST_ONCE = /(?:딱|단|그냥)\s?한\s?번(?:이었|이에요|뿐|밖에|이야)/;
// A thing, not a means: "책임보험만", not "말로만".
const ONLY_SOMETHING = /([가-힣a-z0-9]{2,})(?<!로)(?:만|뿐)\s/i;
const STILL_DOING = /재직|근무\s?중|다니고\s?있|살고\s?있|일하고\s?있|거주\s?중/;
const FIRST_TIME = /처음(?:이|입니다|인데)(?!\s?아니)/;
/** Words that deny or put off what was asked. */
export const NEGATION = /(?:^|\s)(?:안|못)\s?\S|않|없|아직|아니|아뇨|별로|전혀/;
// "녹음, 문자, 카톡 같은 기록이 있나요?" — "녹음은 못 했고 카톡은 있어요": one of the listed things is enough.
const ASKS_ANY_OF = /(?:[,·]|같은\s?(?:것|거|자료|기록)).*있(?:나요|으신가요|으세요)/;
const SOME_EXISTS = /[은는]\s?(?:다\s)?있(?:어요|습니다|어|고|죠)/;
const HEADCOUNT_THRESHOLD = /5\s*[인명]|다섯\s?명/;
// "사장님 포함 세 명" to a question that leaves the owner out of the count.
const OWNER_INCLUDED = /(?:사장|대표)님?\s?(?:포함|까지|합쳐|해서)/;
const OWNER_EXCLUDED = /(?:사장|대표)님?(?:을|를)?\s?(?:빼고|제외)/;

// "계약서가 있나요?" — "구두로 했어요": only spoken, so nothing written.
const ASKS_WRITING = /계약서|서류|문서|서면|차용증|각서|통지서|증서|조서|판결|공증/;
const SPOKEN_ONLY = /구두|말로만?|입으로/;
// "견적서나 문자만 있다면 '아니요'예요": the question says which replies mean no (or yes).
const STATED_CASE = /([^.?!]*?)(?:다면|라면|면|경우도?)\s?['‘"](네|아니요)['’"]/g;
const CASE_FILLER = /^(?:있|없|했|하|받|들|되|그|이|저|것|거|만|나|말|짧|혹|해당|모두|아직|이미)/;

/** Content-word stems (first two syllables) of a clause, without the words every clause has. */
function stems(clause: string): string[] {
  return (clause.match(/[가-힣]{2,}/g) ?? []).map((w) => w.slice(0, 2)).filter((w) => !CASE_FILLER.test(w));
}

function statedCase(text: string, question: string): boolean | null {
  // Words of the question proper ("판결 … 있나요?") name what is asked, not the stated case.
  const asked = new Set(stems(question.split(/[?？]/)[0]!));
  for (const match of question.matchAll(STATED_CASE)) {
    const clause = match[1]!;
    const yes = match[2] === '네';
    // A negated reply is not the case a yes describes ("병원은 안 갔어요").
    if (yes && NEGATION.test(text)) continue;
    // "X로만 들었다면": a reply that also says "only by" some means is that case.
    const onlyBy = /로만/.test(clause) && /로만/.test(text);
    if (onlyBy || stems(clause).some((stem) => !asked.has(stem) && text.includes(stem))) return yes;
  }
  return null;
}

// "주소를 알고 계신가요?" — "몰라요" is the answer no, not a refusal to answer.
const ASKS_KNOWING = /알고\s?(?:계신|계세|있나|있으신)|아시나요|아세요|아십니까/;
const NOT_KNOWING = /몰라|모르|모름/;
// "다치셨나요?" — "멀쩡해요", "괜찮아요".
const ASKS_HURT = /다치|다친|부상/;
const UNHURT = /멀쩡|괜찮(?:아|습|았)|무사/;

/** Replies that read as yes or no only against this question; null when the question adds nothing. */
export function yesNoFromQuestion(text: string, question: string): boolean | null {
  // Read before the unknown check: to "주소를 아시나요?", "몰라요" is a no (but "글쎄요" is still a shrug).
  if (ASKS_KNOWING.test(question) && NOT_KNOWING.test(text) && !/글쎄|기억/.test(text)) return false;
  if (isUnknownAnswer(text)) return null;
  if (ASKS_HURT.test(question) && UNHURT.test(text) && !/(?:^|\s)(?:안|못)\s?괜찮/.test(text)) return false;
  if (ASKS_WRITING.test(question) && SPOKEN_ONLY.test(text)) return false;
  const stated = statedCase(text, question);
  if (stated !== null) return stated;
  if (HEADCOUNT_THRESHOLD.test(question) && /명/.test(text)) {
    const count = parseAnswer(text, { type: 'integer' }).value;
    if (typeof count === 'number') return count - (OWNER_EXCLUDED.test(question) && OWNER_INCLUDED.test(text) ? 1 : 0) >= 5;
  }
  if (ONGOING_STATE.test(question)) {
    if (STATE_ENDED.test(text) && !STILL.test(text.replace(/쉬고\s?있/, ''))) return false;
    // "아직 살아요": 아직 with a verb is "still", not "not yet"; "재직 중입니다" says it outright.
    const still = /^(?:네\s?)?(?:아직|여전히|계속)\s?(?:도\s)?[가-힣]+(?:요|어|아)$/.test(text) || STILL_DOING.test(text);
    if (still && !NEGATION.test(text.replace(/아직/, ''))) return true;
  }
  if (ASKS_ANY_OF.test(question) && SOME_EXISTS.test(text)) return true;
  if (ASKS_BEFORE.test(question) && (FIRST_TIME.test(text) || JUST_ONCE.test(text))) return false;
  if (ASKS_CHANGE.test(question) && NO_CHANGE.test(text)) return false;
  // "책임보험만 들었어요" to "종합보험에 가입돼 있나요?": only something the question does not name.
  const only = ONLY_SOMETHING.exec(text)?.[1];
  if (only && !question.includes(only) && !/^(?:네|예|응)/.test(text)) return false;
  return null;
}
