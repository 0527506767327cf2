/**
 * Yes/no replies that only the question makes readable. Out of context
 * "퇴사했어요" is something done (yes), but to "지금도 다니고 계신가요?" it is
 * a no; "처음이에요" says no to "전에 ~한 적이 있나요?"; a headcount answers
 * "5명 이상인가요?". These run before the reply is read on its own.
 */
import { ANY_PAST_VERB, isUnknownAnswer, parseAnswer } from '../../korean/answers.js';
import { readCount } from '../../korean/numerals.js';
import { asksForAnyRecord, yesNoByClause } from './yes-no-clauses.js';
import { yesNoByExample } from './yes-no-examples.js';
import { yesNoFromCircumstance } from './yes-no-circumstances.js';

// "지금도 그 회사에 다니고 계신가요?", "지금도 그 집에 살고 있나요?": a state that may have ended.
const ONGOING_STATE = /지금(?!까지)|아직도?|현재(?:도|까지)?/;
const STATE_ENDED = /다른\s?(?:데|곳|회사|직장|집)(?:로|에|으로|에서)?\s?(?:다녀|다니|옮|이직|이사|살아|일해)|이직|그만(?:두|뒀|둔|둠|둘)|때려(?:치|쳤)|관(?:두|뒀|둔)|퇴사|퇴직|잘렸|잘린|해고|이사\s?(?:나|갔|했|가서)|나왔|떠났|계약\s?(?:끝|만료)|(?:친정|본가)(?:에|으로|로)\s?(?:와|왔|갔|가|있|내려)|따로\s?(?:살|지내)|별거|쉼터|피신|나와\s?(?:있|살)/;
const STILL = /아직|여전히|계속|지금도|다니고|다니는|살고|일하고|근무(?:하고|\s?중)/;
// Contact or trouble that has stopped: "차단당했어요", "요즘은 잠잠해요".
const QUIETED = /차단|끊겼|끊어졌|끊었|잠잠|멈췄|그쳤|뜸해|조용해|안\s?(?:와요|옵니다|오더라|들려|나요)/;
// Trouble that keeps coming back: "매일 밤마다 쿵쿵거려요", "어제도 왔어요".
const RECURRING = /매일|맨날|날마다|밤마다|자꾸|수시로|요즘도|어제도|오늘도|아직도|툭하면|주말마다/;
// "전에 ~한 적이 있나요?", "여러 번 반복됐나요?": asks whether it happened before.
const ASKS_BEFORE = /적이?\s?있|반복|여러\s?번|전에도|예전에|이전에/;
// "사정이 바뀌었나요?" — "그대로예요".
const ASKS_CHANGE = /바뀌|변했|달라졌|변화|변경/;
const NO_CHANGE = /그대로|똑같|변화\s?(?:가\s?)?없|변함\s?없|안\s?바뀌/;
const JUST_ONCE = /(?:딱|단|그냥)\s?한\s?번(?:이었|이에요|뿐|밖에|이야)/;
// A thing, not a means or a recipient: "책임보험만", not "말로만" or "막내한테만" (only to someone is still given).
const ONLY_SOMETHING = /([가-힣a-z0-9]{2,})(?<!로|한테|에게|께)(?:만|뿐)\s/i;
// On leave is still employed: "병가 내고 쉬는 중", "휴직 중이에요".
const STILL_DOING = /재직|휴직|병가|근무\s?중|다니고\s?있|다니는\s?중|살고\s?있|일하고\s?있|거주\s?중|(?:아직|여전히|계속)\s?(?:[가-힣]+\s)?(?:살아|다녀|일해)/;
const FIRST_TIME = /(?:처음|첨)(?:이|입니다|인데)(?!\s?아니)/;
/** Words that deny or put off what was asked. */
export const NEGATION = /(?:^|\s)(?:안|못)\s?\S|않|없|아직|아니|아뇨|별로|전혀/;
// "녹음, 문자, 카톡 같은 기록이 있나요?" — "녹음은 못 했고 카톡은 있어요": one of the listed things is enough.
const ASKS_ANY_OF = /(?:[,·]|같은\s?(?:것|거|자료|기록)).*있(?:나요|으신가요|으세요)/;
const SOME_EXISTS = /[은는]\s?(?:다\s)?있(?:어요|습니다|어|고|죠)/;
// "5명 이상인가요?", "두 명 이상이었나요?": a headcount answers a threshold of people.
const HEADCOUNT_THRESHOLD = /(\d+|한|두|세|네|다섯)\s?(?:인|명|사람)\s?이상/;
// "만 19세 미만이셨나요?" — "스물두 살이었어요": an age answers an age limit.
const AGE_LIMIT = /(\d+)\s?세\s?(미만|이상|이하|초과)/;
const SAYS_AGE = /\d+\s?(?:살|세)|(?:[가-힣]+\s?)?[가-힣]+\s?살/;

// "고1이에요", "중학생이었어요": a school year says the age (a year of 초 is age 7, of 중 13, of 고 16).
const SCHOOL_YEAR = /(?<![가-힣])(초|중|고)(?:등학교|등학생|딩)?\s?([1-6])(?:\s?학년)?|(?<![가-힣])(초등|중|고등)학생|(?<![가-힣])(초|중|고)딩/;
const SCHOOL_START: Readonly<Record<string, number>> = { 초: 6, 초등: 6, 중: 12, 고: 15, 고등: 15 };

function ageFromSchool(text: string): number | null {
  const said = SCHOOL_YEAR.exec(text);
  if (!said) return null;
  const stage = (said[1] ?? said[3] ?? said[4])!;
  return SCHOOL_START[stage]! + (said[2] ? Number(said[2]) : stage.startsWith('초') ? 4 : 2);
}

function withinAgeLimit(text: string, question: string): boolean | null {
  const limit = AGE_LIMIT.exec(question);
  if (!limit) return null;
  const school = ageFromSchool(text);
  if (school === null && !SAYS_AGE.test(text)) return null;
  const age = school ?? parseAnswer(text.replace(/\s(?=[가-힣]*살)/, ''), { type: 'integer' }).value;
  if (typeof age !== 'number') return null;
  const bound = Number(limit[1]);
  return limit[2] === '미만' ? age < bound : limit[2] === '이하' ? age <= bound : limit[2] === '초과' ? age > bound : age >= bound;
}
const SAYS_HEADCOUNT = /명|사람|혼자|(?<![가-힣])(?:둘|셋|넷)이/;
// "사장님 포함 세 명" to a question that leaves the owner out of the count.
const OWNER_INCLUDED = /(?:사장|대표)님?\s?(?:포함|까지|합쳐|해서)/;
const OWNER_EXCLUDED = /(?:사장|대표)님?(?:을|를)?\s?(?:빼고|제외)/;

// "계약서가 있나요?" — "구두로 했어요": only spoken, so nothing written.
const ASKS_WRITING = /계약서|서류|문서|서면|차용증|각서|통지서|증서|조서|판결|공증/;
const SPOKEN_ONLY = /구두|말로만?|입으로/;
// "견적서나 문자만 있다면 '아니요'예요": the question says which replies mean no (or yes).
const STATED_CASE = /([^.?!]*?)(?:다면|라면|면|경우도?|이라서|라서)\s?['‘"](네|아니요)['’"]/g;
const ONLY_CASE = /(?:만|뿐)\s?(?:있|받|했|들)/;
const ONLY_SAID = /만|뿐|밖에|말고|없|(?:^|\s)안\s?|못/;
const CASE_FILLER = /^(?:있|없|했|하|받|들|되|그|이|저|것|거|만|나|말|짧|혹|해당|모두|아직|이미)/;

/** Content-word stems (first two syllables) of a clause, without the words every clause has. */
function stems(clause: string): string[] {
  return (clause.match(/[가-힣]{2,}/g) ?? []).map((w) => w.slice(0, 2)).filter((w) => !CASE_FILLER.test(w));
}

// Everyday words for the cases questions state: "디엠" is a 1:1 메시지, "둘만" is 단둘이.
const CASE_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/디엠|dm|갠톡|개인\s?톡|귓말|쪽지|개인\s?메시지/i, '1:1 메시지'],
  [/둘만|둘이서만|단둘/, '단둘이'],
];
const withCaseWords = (text: string) => [text, ...CASE_WORDS.filter(([word]) => word.test(text)).map(([, name]) => name)].join(' ');

function statedCase(text: string, question: string): boolean | null {
  // Words of the question proper ("판결 … 있나요?") name what is asked, not the stated case.
  const asked = new Set(stems(question.split(/[?？]/)[0]!));
  for (const match of question.matchAll(STATED_CASE)) {
    const clause = match[1]!;
    const yes = match[2] === '네';
    // A negated reply is not the case a yes describes ("병원은 안 갔어요").
    if (yes && NEGATION.test(text)) continue;
    // "견적서나 문자만 있다면": a reply that names the asked thing too ("견적서랑 계약서 다 있어요") has more than that only.
    if (ONLY_CASE.test(clause) && !ONLY_SAID.test(text) && stems(text).some((stem) => asked.has(stem) && !stems(clause).includes(stem))) continue;
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

// "빠지지 않고 출근하셨나요?" — "한 번도 안 빠졌어요": the reply negates the verb the question negates, so it agrees.
const QUESTION_NEGATES = /([가-힣]+)지\s?(?:않|말)/g;
const REPLY_NEGATES = /(?:(?:^|\s|[가-힣]도\s?|[가-힣]{2}서\s?)(?:안|못)\s?([가-힣]{1,4})|([가-힣]+)지\s?않)/g;

// A compound verb is matched by its last part ("빠지" of "안 빠졌어요") or by its whole ("돌려보내" of "안 돌려보내요").
function agreesWithNegatedQuestion(text: string, question: string): boolean {
  const negated = [...question.matchAll(QUESTION_NEGATES)].map((m) => m[1]!);
  if (negated.length === 0) return false;
  const said = [...text.matchAll(REPLY_NEGATES)].map((m) => (m[1] ?? m[2]!.slice(-2)));
  return said.some((verb) => negated.some((asked) => verb[0] === asked.slice(-2)[0] || (asked.length > 2 && verb.startsWith(asked.slice(0, 2)))));
}

// "빠지지 않고 출근하셨나요?" — "하루 빼고는 다 나갔어요": an exception says not every time.
const ASKS_EVERY = /빠지지\s?않|빠짐없이|한\s?번도|모두|전부|매번/;
const EXCEPT = /(?:빼고|빼면|제외하고|말고)(?:는|요)?\s?(?:다|모두|전부|거의)/;

// "정신이 없거나 …였나요?" — "정신이 없었어요": the reply says the very lack the question names.
const LACK = /([가-힣]{2,})(?:이|가)\s?없/g;

function saysTheAskedLack(text: string, question: string): boolean {
  const asked = new Set([...question.matchAll(LACK)].map((m) => m[1]!));
  return [...text.matchAll(LACK)].some((m) => asked.has(m[1]!));
}

// "알고 보냈나요?" — "모르고 보냈죠", "착오로": done without knowing.
const ASKS_KNOWINGLY = /알고\s?[가-힣]+(?:나요|셨나요|었나요|했나요)|알면서/;
const UNKNOWINGLY = /모르고|몰랐|착오|실수로|잘못\s?(?:보냈|눌렀|입력)/;

// "하셨나요?" asks about something done; "넣으려고 준비 중이에요" says it is not done yet.
const ASKS_DONE = /(?:셨|었|았|했|였)나요|(?:하|내|받|넣|보내)신\s?적/;
// "고소하고 싶어요", "할 거예요", "하려고요": a wish or a plan is not done either.
const ONLY_INTENDED = /려고|려구|할\s?(?:거|건|걸|예정|생각|계획)|준비\s?중|생각\s?중|예정이|고\s?싶(?:어|어요|습|다|은데|네|음)/;

// "다치셨나요?" — "목이 아프대요", "입원했어요": pain or treatment says someone was hurt.
const HURT = /아프|아파|통증|다쳤|입원|깁스|꿰맸|골절|부러졌|멍(?:이|들)|뻐근|결[리려]|쑤시|저리|저려|욱신/;
const NOT_HURT = /(?:안|못|않)\s?(?:아프|아파|다쳤)|아프지\s?않|아픈\s?(?:데|곳)\s?(?:는\s?)?없/;

// "술이나 약 때문에 정신이 없었나요?" — "술을 많이 마셔서 기억이 안 나요": the memory gap is the answer.
const ASKS_INCAPACITY = /술|약물?|정신|의식|저항/;
const DRUNK_MEMORY_GAP = /(?:마셔서|마시고|취해서|취했|먹고|먹어서)[^.?!]*(?:기억|필름)/;

// "전화로만 했어요" to "문자, 이메일, 내용증명으로 요청해 보셨나요?": only by a means the question does not name.
const ONLY_BY = /([가-힣]{1,4})(?:으로|로)만/;
const ASKS_MEANS = /방법|문자|이메일|메일|내용증명|카톡|서면/;

// "자료가 있나요?" — "통장 내역밖에 없어요": only that, which is still some record.
const ONLY_THAT = /밖에\s?(?:없|안\s?남)/;

// "무보험차였어요" to "보험에 가입돼 있나요?": a privative prefix denies the noun the question names.
const PRIVATIVE = /(?<![가-힣])(?:무|미)([가-힣]{2,})/g;

function deniesByPrefix(text: string, question: string): boolean {
  return [...text.matchAll(PRIVATIVE)].some((m) => {
    const noun = m[1]!.slice(0, 2);
    return question.includes(noun) && !question.includes(m[0].slice(0, 3));
  });
}

// "빠지지 않고 출근하셨나요?" — "한 번 빠졌어요": the verb the question negates, said without a negation.
function affirmsNegatedVerb(text: string, question: string): boolean {
  if (NEGATION.test(text) || /없이/.test(text)) return false;
  const negated = [...question.matchAll(QUESTION_NEGATES)].map((m) => m[1]!.slice(-2));
  return negated.some((stem) => new RegExp(`(?:^|\\s)${stem[0]}[가-힣]*(?:었|았|였|졌|쳤|렸)`).test(text));
}

// "퇴사는 안 했고": the end of the state named only to deny it.
function endedNotDenied(text: string): boolean {
  const ended = STATE_ENDED.exec(text);
  return ended !== null && !/^[가-힣]?[은는도]?\s?(?:안|않|아니|못)/.test(text.slice(ended.index + ended[0].length));
}

// "기억은 잘 안 나는데 했던 것 같아요", "아마 썼을 거예요": a guess at what was done answers despite the hedge.
const GUESSED_DONE = /[가-힣]*[았었였했썼됐왔갔줬냈찍봤](?:던|을)\s?(?:것|거)\s?(?:같|예요|에요|이에요|야)/;

function guessed(text: string): boolean | null {
  const guess = GUESSED_DONE.exec(text);
  if (!guess) return null;
  const before = text.slice(Math.max(0, guess.index - 3), guess.index);
  return !(/(?:안|못)\s?$/.test(before) || /없었|않았|안\s?했|못\s?했/.test(guess[0]));
}

// "상대방과 연락이 끊겼나요?" — "네 연락 안돼요 차단당함": a yes, then a negation that agrees with what the question asks.
const OPENS_YES = /^(?:네+|예|넵|넹|응|ㅇㅇ|맞아요|맞습니다|맞아)(?![가-힣])/;
const ASKS_A_LACK = /끊|차단|두절|잠적|없(?!이)|않|(?:^|\s)(?:안|못)\s?[가-힣]/;

function yesToANegativeQuestion(text: string, question: string): boolean {
  const asked = question.split(/[?？]/)[0]!;
  const rest = text.replace(OPENS_YES, '');
  if (rest === text || !ASKS_A_LACK.test(asked) || !NEGATION.test(rest)) return false;
  const words = new Set(stems(asked));
  return QUIETED.test(rest) || stems(rest).some((stem) => words.has(stem));
}

/** Replies that read as yes or no only against this question; null when the question adds nothing. */
export function yesNoFromQuestion(text: string, question: string): boolean | null {
  if (ASKS_INCAPACITY.test(question) && DRUNK_MEMORY_GAP.test(text)) return true;
  // Read before the unknown check: to "주소를 아시나요?", "몰라요" is a no (but "글쎄요" is still a shrug).
  if (ASKS_KNOWING.test(question) && NOT_KNOWING.test(text) && !/글쎄|기억/.test(text)) return false;
  if (isUnknownAnswer(text)) return guessed(text);
  if (asksForAnyRecord(question) && ONLY_THAT.test(text)) return true;
  if (yesToANegativeQuestion(text, question)) return true;
  const byClause = yesNoByClause(text, question) ?? yesNoByExample(text, question);
  if (byClause !== null) return byClause;
  if (ASKS_HURT.test(question) && HURT.test(text) && !NOT_HURT.test(text)) return true;
  if (ASKS_HURT.test(question) && UNHURT.test(text) && !/(?:^|\s)(?:안|못)\s?괜찮/.test(text)) return false;
  if (ASKS_WRITING.test(question) && SPOKEN_ONLY.test(text)) return false;
  const means = ONLY_BY.exec(text)?.[1];
  if (means && ASKS_MEANS.test(question) && !question.includes(means) && !/^(?:네|예|응)/.test(text)) return false;
  if (agreesWithNegatedQuestion(text, question) || saysTheAskedLack(text, question)) return true;
  if (affirmsNegatedVerb(text, question) || deniesByPrefix(text, question)) return false;
  if (ASKS_EVERY.test(question) && EXCEPT.test(text)) return false;
  if (ASKS_KNOWINGLY.test(question) && UNKNOWINGLY.test(text)) return false;
  if (ASKS_DONE.test(question) && ONLY_INTENDED.test(text) && !ANY_PAST_VERB.test(text)) return false;
  const described = yesNoFromCircumstance(text, question);
  if (described !== null) return described;
  const stated = statedCase(withCaseWords(text), question);
  if (stated !== null) return stated;
  const aged = withinAgeLimit(text, question);
  if (aged !== null) return aged;
  const threshold = HEADCOUNT_THRESHOLD.exec(question)?.[1];
  if (threshold && SAYS_HEADCOUNT.test(text)) {
    const count = parseAnswer(text, { type: 'integer' }).value;
    const least = readCount(threshold) ?? 1;
    if (typeof count === 'number') return count - (OWNER_EXCLUDED.test(question) && OWNER_INCLUDED.test(text) ? 1 : 0) >= least;
  }
  if (ONGOING_STATE.test(question)) {
    // "연락이 끊겼거나 차단하고 있나요?" asks about the quiet itself: saying it is a yes.
    if (QUIETED.test(text) && QUIETED.test(question) && !NEGATION.test(text.replace(QUIETED, ''))) return true;
    if ((endedNotDenied(text) || QUIETED.test(text)) && !STILL.test(text.replace(/쉬고\s?있/, ''))) return false;
    if (RECURRING.test(text) && !NEGATION.test(text.replace(/아직도?/, ''))) return true;
    // "아직 살아요": 아직 with a verb is "still", not "not yet"; "재직 중입니다" says it outright.
    const still = /^(?:네\s?)?(?:아직|여전히|계속)\s?(?:도\s)?[가-힣]+(?:요|어|아)$/.test(text) || STILL_DOING.test(text);
    // "아직 살고 있어요 돈을 못 받아서": a negation in the reason given after does not undo it.
    const doing = STILL_DOING.exec(text);
    const end = doing ? doing.index + doing[0].length : 0;
    const clause = doing ? text.slice(0, end + /^\S*/.exec(text.slice(end))![0].length) : text;
    if (still && !NEGATION.test(clause.replace(/아직/, ''))) return true;
  }
  if (ASKS_ANY_OF.test(question) && SOME_EXISTS.test(text)) return true;
  if (ASKS_BEFORE.test(question) && (FIRST_TIME.test(text) || JUST_ONCE.test(text))) return false;
  if (ASKS_CHANGE.test(question) && NO_CHANGE.test(text)) return false;
  // "책임보험만 들었어요" to "종합보험에 가입돼 있나요?": only something the question does not name.
  // Only what the last clause says: "이니셜만 썼는데 다 알아요" goes on past the "only".
  const lastClause = `${text.split(/(?:는데|은데|지만)\s/).pop()!} `;
  const only = ONLY_SOMETHING.exec(lastClause)?.[1];
  if (only && !question.includes(only) && !/^(?:네|예|응)/.test(text)) return false;
  return null;
}
