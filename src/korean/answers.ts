/**
 * Answers to intake questions, by expected type. Every parser returns
 * `{value, unknown}`: `unknown` is true when the person says they do not know
 * (모르겠어요, 글쎄요, 기억 안 나요, 잘 몰라요), and `value` is null whenever
 * nothing usable was said.
 */
import { findDates } from './dates.js';
import { dateFromEvent } from './event-dates.js';
import { FINAL, syllablesWithFinal } from './hangul.js';
import { monthlyDay, onDayOfMonth } from './monthly-day.js';
import { normalizeText } from './normalize.js';
import { parseSinoNumeral, readNativeNumber } from './numerals.js';

export type AnswerType = 'boolean' | 'choice' | 'integer' | 'date' | 'string';
export const ANSWER_TYPES: readonly AnswerType[] = ['boolean', 'choice', 'integer', 'date', 'string'];

export interface AnswerOptions {
  type: AnswerType;
  /** Choice labels, in the order they were offered (numbered from 1). */
  options?: readonly string[];
  /** Reference date (YYYY-MM-DD) for date answers. */
  ref?: string;
  /** The date asked about lies ahead (a hearing, a deadline). */
  expectFuture?: boolean;
}

export interface ParsedAnswer {
  value: boolean | number | string | null;
  unknown: boolean;
}

const UNKNOWN =
  /모르겠|몰라|모름|모르는데|잘\s?모르|글쎄|기억(?:이|은|도|이\s?잘|이\s?정확히)?\s?(?:안\s?나|잘\s?안\s?나|없|가\s?안)|기억나지\s?않|생각(?:이)?\s?안\s?나|확실하지\s?않|확실치\s?않|헷갈|가물가물|ㅁㄹ|알\s?수\s?없|정확히는?\s?모르|잘\s?몰|기억(?:이|은)?\s?잘\s*[.…~]*$|확인(?:을\s?)?해?\s?봐야|(?:알아|물어|찾아)\s?봐야|봐야\s?알|(?:언제|얼마|몇|뭐|누구|어디)\s?[가-힣]{0,2}?(?:였|이었)?더라|어떻게\s?알(?:아|겠|죠)/;

export const isUnknownAnswer = (text: string): boolean => UNKNOWN.test(normalizeText(text));

const answer = (value: ParsedAnswer['value'], unknown = false): ParsedAnswer => ({ value, unknown });
const nothing = (text: string): ParsedAnswer => answer(null, UNKNOWN.test(text));

// --- boolean ---

// What was done or exists decides over the interjection: "네, 없어요" answers "있나요?" with no.
const NEGATIVE_CONTENT =
  /없(?:어|습|음|다|는데|었|고|죠)|(?<![미편불보제방치평공문대])안\s?(?:했|해|하|받|갔|줬|줘|됐|돼|되|썼|냈|났|왔|맞|봤|다녀|있|적|남|들|나)|못\s?(?:했|해|받|갔|봤|썼|냈|들|찾|구|만)|않(?:았|아|습|음|고)|아니(?:에요|예요|야|다|었|죠)|아닙니다|아닌|틀려|틀렸|그런\s?적\s?없|(?:그런|아무)\s?(?:거|것|건|게)?\s?없이|업(?:어요|어|음|습니다|는데)(?![가-힣])|없는\s?(?:걸로|것으로|거\s?같|것\s?같|듯)/;
// Any verb in the past tense without a negation says it was done ("앱도 깔았고요", "통장에서 뺐어요").
const PAST_SYLLABLES = syllablesWithFinal(FINAL.ssangSiot);
// "안 넣었어요", "못 갔어요": a negated past verb of any kind.
const NEGATED_PAST = new RegExp(`(?:^|\\s)(?:안|못)\\s?[가-힣]?[${PAST_SYLLABLES}]`);
const POSITIVE_CONTENT = /있(?:어|습|음|다|었|는데|죠|고)|했(?:어|습|음|다|죠|고)|받았|됐(?:어|습|다|죠)|맞(?:아|습|음|죠|다)|그래요|그렇(?:습|죠|다|어)|그런\s?적\s?있|있을\s?(?:거|걸|듯)|알(?:아요|아|고\s?있)|압니다/;
// Weaker than a leading 아니요: "아니요 실수로 두 번 눌렀어요" is a no.
// "내놨더라구요", "했더니", "들었대요": the past told as seen, as what came of it, or as heard.
export const ANY_PAST_VERB = new RegExp(`[${PAST_SYLLABLES}](?:어요|어|고요|고|습니다|음|죠|는데|다|더라(?:구|고)?요?|더니|던데요?|대요?|다고요?)(?![가-힣])`);
const FIRM_NO = /^(?:아니요|아니오|아뇨|아녜요|ㄴㄴ|노노)(?![가-힣a-z])/i;
// "아니요 있어요", "아뇨 했어요": the no taken back by the yes word that follows it alone.
const SELF_CORRECTED = /^[\s.,!~…]*(?:있|했|맞|그렇|받았|됐)[가-힣]*[\s.!~]*$/;
const NEGATIVE_INTERJECTION = /^(?:ㄴ+|노+|no|n|x|nope|전혀|절대|아니(?:요|오)?|아뇨|아녜요)(?![가-힣a-z])/i;
// Said alone, these deny as flatly as an interjection: "아닌데요", "아님", "아니에요".
const BARE_DENIAL = /^(?:아니에요|아닌데요?|아님)$/;

/** Whether the whole reply is a no and nothing else ("ㄴㄴ", "아뇨!", "아닌데요"). */
export function isBareNo(text: string): boolean {
  const rest = text.trim().replace(/[.!~ㅠㅜ]+$/, '');
  return BARE_DENIAL.test(rest) || rest.replace(NEGATIVE_INTERJECTION, '').replace(/[\s.!~ㅠㅜ]/g, '') === '';
}
const POSITIVE_INTERJECTION = /^(?:네|넵|넹|넴|예|응|웅|어|ㅇ|ㅇㅋ|ok|okay|오케이|yes|y|o|물론|당연|그럼|yep)+(?:요|죠|이죠|하죠|입니다|이요|이지)?(?![가-힣a-z])/i;

// "한두 번이 아니에요", "처음이 아니에요": denying that it was only once says it happened more.
const NOT_JUST_ONCE = /(?:한두\s?번|한\s?번|처음|하루\s?이틀)(?:이|은|만|뿐)?\s?아니/;
// "차 없으면 일 못 해요": a negated condition with a negated result says the thing is needed.
const NEEDED = /(?:없으면|않으면|(?:안|못)\s?(?:하|되)면)\s(?:[가-힣]+\s){0,3}(?:못|안\s?(?:돼|되))/;
// "문자 보냈는데 답이 없어요": a completed action before 는데/지만 answers; the rest is what came of it.
const DONE_BUT = new RegExp(`^(.*[${PAST_SYLLABLES}])(?:는데|지만)(?:요)?[\\s,.]`);
const INTENT = /려고|려다|고\s?싶|볼까/;
// "네.. 술에 취해서 기억이 없어요": a leading yes stands when the memory gap is part of what is told.
const YES_THEN_MEMORY_GAP = new RegExp(`${POSITIVE_INTERJECTION.source.slice(0, -'(?![가-힣a-z])'.length)}[\\s.,!~…]+.*기억`, 'i');

// "사직서 쓰라고 했는데": what someone told the person to do, not what was done ("돌려달라고 했는데" is the person's own request).
const TOLD_TO = /(?:라|자)고\s?(?:했|그랬)$/;

function doneBeforeContrast(text: string): boolean {
  const clause = DONE_BUT.exec(text)?.[1];
  return clause !== undefined && !INTENT.test(clause) && !TOLD_TO.test(clause) && !NEGATIVE_CONTENT.test(clause) && !NEGATED_PAST.test(clause);
}

// "몇 개 있긴 한데 다는 없어요": not all of it, which says some of it is there.
const NOT_ALL = /(?<![가-힣])(?:다|전부|모두)(?:는|가)\s?(?:없|아니|안\s?[가-힣])[가-힣]*/;
const SOME_OF_IT = /있(?:긴|기는|는데|고|어요)|했(?:긴|는데)|받(?:긴|았는데)/;

function someButNotAll(text: string): boolean {
  const rest = text.replace(NOT_ALL, ' ');
  return rest !== text && SOME_OF_IT.test(rest) && !NEGATIVE_CONTENT.test(rest) && !NEGATED_PAST.test(rest);
}

// "아직요 어떻게 하는지 몰라서": not knowing given as the reason for what was said, not as the answer.
const UNKNOWN_AS_REASON = /(?:몰라서|모르니까|모르겠어서|몰라가지고)/g;
// "아직요", "아직이요": not yet. ("아직 다녀요" is still, so only the bare word counts.)
const NOT_YET = /^아직(?:요|이요|은요|까진요|까지는요)?(?:$|[\s.,!~…]+(?![가-힣]*(?:다니|다녀|살|있|해요|하고|일해|근무)))/;

// "6개월 정도 됐어요", "두 달 지났어요": how long it has been answers how long, not whether.
const ONLY_A_SPAN = /^(?:한\s?)?(?:\d+|[한두세네]|다섯|여섯|일곱|여덟|아홉|열|반)\s?(?:년|개월|달|주|주일|일|시간)\s?(?:반\s?)?(?:정도|쯤|넘게|가량|좀\s?넘게|째)?\s?(?:됐|되었|지났|넘었)\S*$/;

function parseBoolean(said: string): ParsedAnswer {
  const text = said.replace(UNKNOWN_AS_REASON, ' ').trim() || said;
  if (ONLY_A_SPAN.test(text)) return answer(null);
  if (NOT_YET.test(text)) return answer(false);
  if (UNKNOWN.test(text)) return YES_THEN_MEMORY_GAP.test(text) && !/모르|몰라|글쎄|헷갈/.test(text) ? answer(true) : answer(null, true);
  if (NOT_JUST_ONCE.test(text) || NEEDED.test(text) || doneBeforeContrast(text) || someButNotAll(text)) return answer(true);
  if (NEGATIVE_CONTENT.test(text) || NEGATED_PAST.test(text)) return answer(false);
  // "아뇨 그냥 호흡측정만 했어요", "아뇨 주차장에 세워두고 차안에서 자고있었어요": a no up front decides;
  // what follows is what was done instead. ("아니요 있어요" corrects itself with a bare yes word.)
  if (FIRM_NO.test(text) && !SELF_CORRECTED.test(text.replace(FIRM_NO, '').trim())) return answer(false);
  if (POSITIVE_CONTENT.test(text)) return answer(true);
  if (NEGATIVE_INTERJECTION.test(text)) return answer(false);
  if (POSITIVE_INTERJECTION.test(text)) return answer(true);
  // "월급날이었어요": the past of the copula says what something was, not that the asked act was done.
  if (ANY_PAST_VERB.test(text.replace(COPULA_PAST, ''))) return answer(true);
  return answer(null);
}

const COPULA_PAST = /(?<=[가-힣\d])이었(?=어요|어|고요|고|습니다|음|죠|는데|다|더라|더니|던데|대|다고)/g;

// --- choice ---

const ORDINALS: ReadonlyArray<[RegExp, number]> = [
  [/^(?:첫\s?번째|첫째|처음|첫\s?번)/, 1], [/^(?:두\s?번째|둘째)/, 2], [/^(?:세\s?번째|셋째)/, 3], [/^(?:네\s?번째|넷째)/, 4],
  [/^(?:다섯\s?번째|다섯째)/, 5], [/^(?:여섯\s?번째|여섯째)/, 6], [/^(?:일곱\s?번째|일곱째)/, 7], [/^(?:여덟\s?번째|여덟째)/, 8],
];
const OPTION_NUMBER = /^(\d{1,2})\s?(?:번째|번)?\s?(?:이요|요|입니다|이에요|예요|으로|으로요|이요|번)?\s?[.!)]*$/;
const compact = (s: string) => s.toLowerCase().replace(/[\s.,!?~()[\]'"·/-]/g, '');

/** Syllables split into jamo, so a typo costs one letter, not a whole syllable (프리렌서 ≈ 프리랜서). */
function toJamo(s: string): string {
  let out = '';
  for (const char of s) {
    const code = char.charCodeAt(0) - 0xac00;
    if (code < 0 || code >= 11172) {
      out += char;
      continue;
    }
    out += String.fromCharCode(0x1100 + Math.floor(code / 588), 0x1161 + Math.floor((code % 588) / 28));
    if (code % 28) out += String.fromCharCode(0x11a7 + (code % 28));
  }
  return out;
}

function bigrams(s: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < s.length - 1; i++) counts.set(s.slice(i, i + 2), (counts.get(s.slice(i, i + 2)) ?? 0) + 1);
  return counts;
}

/** Sørensen–Dice similarity over jamo bigrams (typo-tolerant, order-insensitive). */
function dice(left: string, right: string): number {
  const a = toJamo(left);
  const b = toJamo(right);
  if (a.length < 2 || b.length < 2) return a === b ? 1 : 0;
  const ofA = bigrams(a);
  const ofB = bigrams(b);
  let shared = 0;
  for (const [gram, count] of ofA) shared += Math.min(count, ofB.get(gram) ?? 0);
  return (2 * shared) / (a.length - 1 + b.length - 1);
}

const REPLY_ENDING = /(?:이에요|예요|이요|요|입니다)$/;

/**
 * "종소세" for 종합소득세, "육휴" for 육아휴직: an abbreviation keeps the label's
 * first syllable and then some of its syllables in order.
 */
function abbreviates(said: string, label: string): boolean {
  if (said.length < 2 || said.length >= label.length || said[0] !== label[0] || !/^[가-힣]+$/.test(said)) return false;
  let at = 1;
  for (const char of said.slice(1)) {
    at = label.indexOf(char, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** The option a reply names by its number or position ("2번", "두 번째", "마지막"). */
// "처음 거요", "둘째요": an ordinal picks an option only when nothing else is said ("처음엔 이체하고 …" tells a story).
const ORDINAL_TAIL = /^\s?(?:번|거|것|꺼|걸로|로|으로)?\s?(?:이요|요|예요|이에요|입니다)?\s?[.!~]*$/;

export function optionByNumber(text: string, options: readonly string[]): string | null {
  const numbered = OPTION_NUMBER.exec(text);
  const ordinal = ORDINALS.find(([pattern]) => {
    const match = pattern.exec(text);
    return match !== null && ORDINAL_TAIL.test(text.slice(match[0].length));
  })?.[1];
  const index = numbered ? Number(numbered[1]) : ordinal ?? (/^마지막/.test(text) ? options.length : null);
  return index !== null && index >= 1 && index <= options.length ? options[index - 1]! : null;
}

function parseChoice(text: string, options: readonly string[]): ParsedAnswer {
  if (options.length === 0) return nothing(text);
  const byNumber = optionByNumber(text, options);
  if (byNumber !== null) return answer(byNumber);
  const said = compact(text);
  if (said.length === 0) return nothing(text);
  const labels = options.map(compact);
  const exact = labels.indexOf(said);
  if (exact >= 0) return answer(options[exact]!);
  // The longest label quoted inside the answer, or the one label the answer is part of.
  const quoted = labels
    .map((label, i) => ({ label, i }))
    .filter(({ label }) => label.length >= 2 && said.includes(label))
    .sort((a, b) => b.label.length - a.label.length)[0];
  if (quoted) return answer(options[quoted.i]!);
  // A shortened label ("출산휴가" for 출산전후휴가) before a label that merely contains the reply (배우자 출산휴가).
  const bare = said.replace(REPLY_ENDING, '');
  const abbreviated = labels.flatMap((label, i) => (abbreviates(bare, label) ? [i] : []));
  if (abbreviated.length === 1) return answer(options[abbreviated[0]!]!);
  const containing = labels.flatMap((label, i) => (bare.length >= 2 && label.includes(bare) ? [i] : []));
  if (containing.length === 1) return answer(options[containing[0]!]!);
  const scored = labels.map((label, i) => ({ i, score: dice(said, label) })).sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (best && best.score >= 0.4 && best.score - (second?.score ?? 0) >= 0.1) return answer(options[best.i]!);
  return nothing(text);
}

// --- integer ---

const COUNTERS = '명|사람|분|개|살|세|번|회|차례|년|개월|달|해|주|일|시간|마리|곳|군데|채|대|권|장|잔|가지|건|차';
const NATIVE_FOLLOWERS = new RegExp(`^(?:\\s?(?:${COUNTERS}))?(?:이요|이에요|예요|에요|요|이고|이랑|이랑요|밖에|뿐|정도|쯤|입니다|이|가|은|는|도|만|[\\s.,!~]|$)`);
const NATIVE_COUNTER_AFTER = new RegExp(`^\\s?(?:${COUNTERS})`);
// Sino-Korean counts need a place unit (십이 년, 삼십 명) or a Sino-only counter (일 년, 삼 회): "이번" is "this time".
const SINO_COUNT = new RegExp(`(?<![가-힣])(?:([일이삼사오육칠팔구]?[십백천][일이삼사오육칠팔구십백천]{0,4})\\s?(?:${COUNTERS})|([일이삼사오육칠팔구])\\s?(?:년|개월|세|회))`, 'g');
const DIGITS = /(?<![\d.])(\d{1,3}(?:,\d{3})+|\d{1,9})(?![\d.])/g;
const NONE = /(?:아무도|한\s?명도|하나도|한\s?개도|한\s?번도)\s?(?:없|안|못)|^없(?:어|습|음|다)|^(?:없|0|영|노)$/;
const ALONE = /혼자|저\s?혼자|나\s?혼자|저뿐|나뿐|1인/;
// "사장님 빼고 다섯 명": the person set aside still counts.
const EXCLUDING_ONE = /(?:사장님?|대표님?|저|나|본인|사모님|남편|아내)\s?(?:을|를|은|는)?\s?(?:빼고|빼면|제외하고|제외하면|말고|빼고요)/;

interface Count {
  index: number;
  /** Where the number (with its counter, for a native word) ends. */
  end: number;
  value: number;
}

function nativeCounts(text: string): Count[] {
  const counts: Count[] = [];
  for (const match of text.matchAll(/(?<![가-힣])[가-힣]+/g)) {
    const native = readNativeNumber(match[0]);
    if (!native) continue;
    const rest = text.slice((match.index ?? 0) + native.length);
    const ok = native.determiner ? NATIVE_COUNTER_AFTER.test(rest) : NATIVE_FOLLOWERS.test(rest);
    if (ok) counts.push({ index: match.index ?? 0, end: (match.index ?? 0) + native.length, value: native.value });
  }
  return counts;
}

// "아들 하나 딸 둘": people counted by kind add up.
const KIND_BEFORE = /(아들|딸|남자애?|여자애?|남아|여아)\s?(?:은|는|이|가)?\s?$/;

function countsByKind(text: string, counts: readonly Count[]): number | null {
  const kinds = new Map<string, number>();
  for (const count of counts) {
    const kind = KIND_BEFORE.exec(text.slice(Math.max(0, count.index - 6), count.index))?.[1];
    if (kind && !kinds.has(kind)) kinds.set(kind, count.value);
  }
  return kinds.size >= 2 ? [...kinds.values()].reduce((a, b) => a + b, 0) : null;
}

// "2021년 9월 입사요": a year or a month of the calendar is no count of hours, people or times.
const CALENDAR_AFTER = /^\s?(?:년|월)/;
const isCalendarNumber = (value: number, after: string) => (/^\s?년/.test(after) ? value >= 1900 && value <= 2099 : value >= 1 && value <= 12 && !/^\s?월\s?(?:급|세|차|수|간)/.test(after));

function countsIn(text: string): Count[] {
  const counts: Count[] = [];
  for (const match of text.matchAll(DIGITS)) {
    if (CALENDAR_AFTER.test(text.slice((match.index ?? 0) + match[0].length)) && isCalendarNumber(Number(match[1]!.replaceAll(',', '')), text.slice((match.index ?? 0) + match[0].length))) continue;
    counts.push({ index: match.index ?? 0, end: (match.index ?? 0) + match[0].length, value: Number(match[1]!.replaceAll(',', '')) });
  }
  for (const match of text.matchAll(SINO_COUNT)) {
    const value = parseSinoNumeral((match[1] ?? match[2])!);
    if (value !== null) counts.push({ index: match.index ?? 0, end: (match.index ?? 0) + match[0].length, value });
  }
  counts.push(...nativeCounts(text));
  return counts.sort((a, b) => a.index - b.index);
}

/** Every count in a reply ("12살", "둘", "스무 살"), in order, with where it stands in `normalizeText(input)`. */
export function findCounts(input: string): { start: number; end: number; value: number }[] {
  return countsIn(normalizeText(input)).map(({ index, end, value }) => ({ start: index, end, value }));
}

// "쌍둥이에요", "세쌍둥이": children born together, counted by the word.
const MULTIPLE_BIRTH = /(?<![가-힣])(세|네)?\s?쌍둥이/;
const MULTIPLE_BIRTH_COUNT: Readonly<Record<string, number>> = { '': 2, 세: 3, 네: 4 };

function parseInteger(text: string): ParsedAnswer {
  if (NONE.test(text)) return answer(0);
  const counts = countsIn(text);
  const listed = countsByKind(text, counts);
  if (listed !== null) return answer(listed);
  const first = counts[0];
  if (first) {
    const excluded = EXCLUDING_ONE.exec(text);
    return answer(excluded && (excluded.index ?? 0) < first.index ? first.value + 1 : first.value);
  }
  if (UNKNOWN.test(text)) return answer(null, true);
  if (ALONE.test(text)) return answer(1);
  const multiple = MULTIPLE_BIRTH.exec(text);
  if (multiple) return answer(MULTIPLE_BIRTH_COUNT[multiple[1] ?? ''] ?? 2);
  return answer(statesNone(text) ? 0 : null);
}

// "없어진 건 없어요", "애는 없어요": a count or amount asked for and denied outright.
// "돈은 안 냈어요": nothing paid or sent.
const NONE_STATED = /없(?:어|습|음|다|었|는데|죠|네)|(?:^|\s)(?:안|못)\s?(?:들었|났|생겼|냈|보냈|입금)|(?:한\s?푼|땡전\s?한\s?푼|십\s?원\s?한\s?장)도\s?(?:안|못)/;
// "돈없다고만해요", "갚을 돈이 없대요": what the other side says it lacks is no answer of none.
const SAID_TO_HAVE_NONE = /없다\s?(?:고|며|면서|네|더라)|없대|없단/g;
// "거의 없어요", "별로 없어요": little, not none.
const LITTLE = /거의|별로|얼마\s?안|조금|좀/;

/** True when a reply with no number in it says there is none of what was asked. */
export const statesNone = (text: string): boolean => !UNKNOWN.test(text) && !LITTLE.test(text) && NONE_STATED.test(text.replace(SAID_TO_HAVE_NONE, ''));

// --- string ---

const LEADING_FILLERS = /^(?:(?:음+|으+음*|어+|아+|에+|엄+|흠+|저기요?|그러니까|그니까|뭐랄까|뭐|있잖아요?|그게|그러니까요)(?:[\s.,~…]+|$))+/;
const TRAILING_NOISE = /(?:[\s.,~…]*(?:[ㅋㅎㅠㅜ]+|\^\^|;+))+$/;

export function cleanFreeText(input: string): string {
  return normalizeText(input).replace(LEADING_FILLERS, '').replace(TRAILING_NOISE, '').trim();
}

/**
 * "네 cctv 있을거같아요": a yes that opens a free answer says the person heard the
 * question; the record is what follows. 네 before a counter is four ("네 명이서").
 */
const OPENING_YES = /^(?:네+|예+|넵|넹|응+|ㅇㅇ)(?:[\s.,!~]+)(?=\S)(?!(?:명|살|번|개|시|달|군데|사람|차례|배|장|대|곳|마리|시간|개월|주|층|가지|분))/;

// "강남구청이요", "정규직이에요", "아파트요": the copula closing a short answer is how it was said, not what it names.
const COPULA_CLOSING = /(?<=[가-힣a-z0-9])(?:이에요|이예요|이요|예요|에요|요)[.!?~]*$/i;
// The syllables a verb's polite ending follows ("없어요", "했어요", "주세요", "그래요", "몰라요"): a verb keeps its ending.
const VERB_BEFORE_YO = /(?:[어아해와워져돼봐줘놔네데래대게지죠고서까나세라러려군걸]|있|없|했|됐|겠|았|었)$/;

function withoutClosingCopula(text: string): string {
  const closing = COPULA_CLOSING.exec(text);
  if (!closing || text.split(/\s+/).length > 4) return text;
  const stem = text.slice(0, closing.index);
  const lastWord = stem.split(/\s+/).at(-1) ?? '';
  return lastWord.length >= 2 && !VERB_BEFORE_YO.test(stem) ? stem : text;
}

function parseString(text: string): ParsedAnswer {
  const cleaned = withoutClosingCopula(cleanFreeText(text).replace(OPENING_YES, ''));
  // Only a short answer that is mostly "I don't know" is unknown; a long one still carries facts.
  if (UNKNOWN.test(cleaned) && cleaned.length <= 20) return answer(null, true);
  // "없어요", "ㄴㄴ": a short none or a bare no to a free question names nothing to record, and it is settled.
  if (cleaned.length > 0 && (statesNone(cleaned) || isBareNo(cleaned)) && cleaned.split(/\s+/).length <= 3) return answer(null, true);
  return cleaned.length === 0 ? answer(null) : answer(cleaned);
}

// --- date ---

/**
 * The first date, made more precise by a month said right after it without a
 * year of its own ("작년 가을쯤? 10월인가" is October of last year) or by a day
 * of its month ("지난달 말이요 10월31일"). A span counted beside a calendar
 * day, or a month with its year, gives way to it ("끝난 지 두 달 됐어요 9월 20일", "장례 끝나고 일주일
 * 뒤에 … 10월 8일쯤", "한달쯤 뒤에 알았어요 올해 4월?"), and a span counted from an
 * event the reply dates moves that date ("입사하고 한달 지나서 … 입사는 3월").
 */
const TAKEN_BACK = /(?:아\s?)?아니(?:다|지|네|구나)|(?<=\S\s?)(?:아니고|말고)(?=\s)|아\s?아니|정정(?:할게요|합니다|이요)?|잘못\s?말했/;

// "방금요", "한 시간 전에요", "아까": asked when something happened, a moment earlier today.
const EARLIER_TODAY = /(?<![가-힣])(?:방금|아까(?!워)|조금\s?전|좀\s?전|(?:\d{1,2}|한|두|세|네|몇)\s?(?:시간|분)\s?(?:쯤\s?|정도\s?|반\s?)?전)/;

/** Whether `text` places what it tells a moment earlier today ("방금 보냈어요", "한 시간 전에"). */
export function saysEarlierToday(text: string): boolean {
  return EARLIER_TODAY.test(text);
}

function refinedDate(text: string, options: AnswerOptions): string | null {
  const { text: spelled, dates: all } = findDates(text, options.ref, { expectFuture: options.expectFuture });
  // "원래 매달 십일날인데 8월꺼부터 안들어옴": a day every month is no date of this month; with a month named, it is that month's day.
  const monthly = monthlyDay(spelled);
  const found = monthly ? all.filter((date) => date.start < monthly.start || date.end > monthly.end) : all;
  const month = found.find((date) => /^\d{4}-\d{2}$/.test(date.value));
  if (monthly && month && !found.some((date) => /^\d{4}-\d{2}-\d{2}$/.test(date.value))) return onDayOfMonth(month.value, monthly.day) ?? month.value;
  // "그저께요 아 아니다 26일": a date taken back gives way to the one said after it.
  const takenBack = TAKEN_BACK.exec(spelled);
  const afterCorrection = takenBack ? found.filter((date) => date.start >= takenBack.index + takenBack[0].length) : [];
  if (afterCorrection.length > 0) return refinedDate(spelled.slice(takenBack!.index + takenBack![0].length), options);
  const counted = dateFromEvent(spelled, found);
  if (counted) return counted;
  const calendar = found.filter((date) => !date.span && /\d\s?월\s?\d|(?:올해|작년|재작년|내년|금년|\d{4}\s?년)\s?\d{1,2}\s?월/.test(spelled.slice(date.start, date.end)));
  // "장례 치르고 한 달쯤 지나서 10월 중순에 알았어요": a span after an undated event, counted from today, lands in the
  // future where the past is told; the month named is the date.
  const spanAhead = found[0]?.span === true && !options.expectFuture && options.ref !== undefined && found[0].value > options.ref.slice(0, found[0].value.length);
  const named = found.filter((date) => !date.span);
  const dates = found[0]?.span && calendar.length > 0 ? calendar : spanAhead && named.length > 0 ? named : found;
  const [first, next] = dates;
  if (!first) return !options.expectFuture && options.ref !== undefined && EARLIER_TODAY.test(spelled) ? options.ref : null;
  // "지난달 말이요 10월31일", "11월 초에요 11월 5일": a day of the month just named makes it precise.
  if (next && /^\d{4}-\d{2}$/.test(first.value) && next.value.startsWith(`${first.value}-`)) return next.value;
  const ownYear = (d: { start: number; end: number }) => /년|\d{4}|'\d{2}|작년|올해|재작년|내년|금년/.test(spelled.slice(d.start, d.end));
  if (next && /^\d{4}$/.test(first.value) && /^\d{4}-\d{2}/.test(next.value) && !ownYear(next)) return `${first.value}${next.value.slice(4)}`;
  return first.value;
}

/** Parses an answer of the expected type. Never throws. */
export function parseAnswer(input: string, options: AnswerOptions): ParsedAnswer {
  const text = normalizeText(typeof input === 'string' ? input : '');
  switch (options.type) {
    case 'boolean':
      return parseBoolean(text);
    case 'choice':
      return parseChoice(text, options.options ?? []);
    case 'integer':
      return parseInteger(text);
    case 'date': {
      const date = refinedDate(text, options);
      return date ? answer(date) : nothing(text);
    }
    case 'string':
      return parseString(text);
    default:
      return answer(null);
  }
}
