/**
 * Answers read in the context of the question asked. The toolkit's parsers
 * read the reply alone; here the question adds what a person leaves out:
 * a reply that restates the question's action is a yes ("진정 넣었어요" to
 * "진정을 넣으셨나요?"), everyday words or a paraphrase pick an option
 * ("큰딸이에요" → "자녀(손자녀 포함)", "사는 쪽이요" → "매수인(사는 쪽)"), a
 * bare number for a money field is in 만원 ("3천"), a count is kept in its
 * field's unit ("2주 전에" → 14일), and a date asked about a hearing lies ahead.
 */
import type { FieldDef, K2Question } from '../../knowledge/schema.js';
import { findAmounts, parseAmount } from '../../korean/amounts.js';
import { findDates } from '../../korean/dates.js';
import { normalizeText } from '../../korean/normalize.js';
import { parseSinoNumeral } from '../../korean/numerals.js';
import { findCounts, isBareNo, isUnknownAnswer, optionByNumber, parseAnswer, statesNone } from '../../korean/answers.js';
import { numberAskedFor } from './asked-number.js';
import { withoutAsides } from './asides.js';
import type { ParsedAnswer } from '../intake-port.js';
import { bigrams, compact } from './classify.js';
import { choiceFields } from './field-cues.js';
import { inFieldUnit, unitOf } from './field-units.js';
import { relationToDeceased } from './deceased-relation.js';
import { optionByConcept } from './option-concepts.js';
import { optionByRange } from './option-ranges.js';
import { asksTotalOfListedParts, netOfDebts, payOfItems, sumInSequence, sumOfParts } from './parts-sum.js';
import { excessOverDue, reckonedCount, reckonedMoney, remainderOfWhole } from './reckoning.js';
import { NEGATION, yesNoFromQuestion } from './yes-no.js';
import { answersNothingAsked } from './bare-yes-no.js';
import { saysAnotherThingAbsent } from './absent-thing.js';
import { amountsBesideDebts } from './debt-amounts.js';
import { optionNamedFirst } from './option-opening.js';
import { anotherPersonDoes, ownSide, sideFields } from './own-side.js';
import { invitedWordSaid, invitedWords } from './invited-words.js';
import { deniesCondition } from './denied-condition.js';
import { situationBooleans } from './situation-facts.js';
import { contrastedYes } from './contrasted-yes.js';
import { leavesItUnknown } from './hedged-doubt.js';
import { perMonthToTotal } from './per-month-sum.js';
import { yesNoBesideAnotherUnknown } from './told-beside-unknown.js';
import { namesNoOne } from './names-no-one.js';
import { withoutOtherEventDates } from './other-event-dates.js';
import { yesOfAnotherAct, yesOfAnotherFact } from './another-fact-replies.js';
import { asksGrossPay, netPayAmounts, tellsOnlyNetPay } from './net-pay.js';
import { settlementStillArgued } from './settlement-pending.js';
import { noneOptionDenied } from './none-option.js';
import {
  doesNotKnowAnotherThing,
  givesAValueForAnotherQuestion,
  keepsRecordForAnotherQuestion,
  saysOtherThingExists,
  tellsAnOfferForADoneAct,
  tellsAnotherAct,
} from './other-thing-replies.js';

/** A declarative sentence (not a question, not a bare noun): "전화 와요", "연락 옵니다". */
const STATEMENT = /(?:아요|어요|와요|해요|워요|져요|니다|거(?:에|예)요|거죠)[.!~]*$/;
/** Questions about a date ahead: hearings, summonses, the day a measure takes effect. */
const UPCOMING = /기일|예정일?|출석|집행되는|다가오는|가장 가까운/;
/** Under this a money answer in won is implausible for a legal claim: the person meant 만원. */
const SMALLEST_PLAUSIBLE_WON = 10_000;
/** An hourly wage is a few thousand won ("9500원"). */
const SMALLEST_PLAUSIBLE_HOURLY_WON = 1_000;
/** Twenty times the minimum wage: above this a sum told for an hourly wage is a day's, a month's or a year's pay. */
const LARGEST_PLAUSIBLE_HOURLY_WON = 200_000;
const HOURLY = /시급|시간당/;
/** "주소를 아시나요?": a question whose yes is knowing. */
const ASKS_KNOWING = /아시|아세요|알고\s?(?:계|있)/;
/** An option of the person's own doing: "내가 키우고 있음", "내가 끝내려 함". */
const SELF_OPTION = /^(?:내가|제가|본인이)\s/;
/** Answered: the field has no value now ("아직", "월급제"). */
const NOT_APPLICABLE: ParsedAnswer = { value: null, unknown: false, not_applicable: true };
/** Pay told by the month or year: "한달 150", "월급 230", "월 200", "매달", "연봉". */
const MONTHLY_PAY = /월급|한\s?달|매\s?달|매월|(?<![가-힣])월\s?\d|달에|연봉/;
// A number with a unit of time or count after it ("3월부터", "5명") is no amount in 만원.
const BARE_NUMBER = /(\d+(?:\.\d+)?)\s*(천|백)?(?![\d.]|\s*(?:월|일|년|시|분|명|개월|달|주|살|세|번|회|층|평|개|대|곳|시간|차례|학년)(?:$|[^가-힣]|[이요에은는도부까만째씩쯤정전후치])|\s*(?:%|프로|퍼센트))/;
// "3.3% 떼고", "10프로 공제하고": a rate taken off what is paid.
const RATE_TAKEN_OFF = /^\s?(?:%|프로|퍼센트)?\s?(?:떼|뗀|공제|제하)/;

// "오백 달래요": a bare Sino-Korean number with a place unit, said of money, is in 만원 like a bare "500".
// Shortest first, so the copula of "이백삼십이요" is not read as a digit (230, not 232).
const SINO_WORD = /(?<![가-힣])([일이삼사오육칠팔구]?[십백천][일이삼사오육칠팔구십백천]*?)(?=\s|$|이요|요|정도|쯤|이나|씩)/;

function sinoManwon(text: string): number | null {
  const word = SINO_WORD.exec(normalizeText(text))?.[1];
  const value = word ? parseSinoNumeral(word) : null;
  return value === null ? null : value * 10_000;
}

// "백만원씩 세 번", "50씩 4회", "세 번에 나눠서 100씩": a count of times with an amount given each time (not "월 50씩", a rate).
const EACH_TIME = /(?:씩|어치)\s?(\d+|[가-힣]{1,2})\s?(?:번|회|차례)/;
const SPLIT_INTO = /(\d+|[가-힣]{1,2})\s?(?:번|회|차례)에?\s?(?:나눠|나누어|걸쳐)[가-힣]*\s.*씩/;

function timesOver(text: string): number | null {
  const said = EACH_TIME.exec(normalizeText(text))?.[1] ?? SPLIT_INTO.exec(normalizeText(text))?.[1];
  if (!said || findAmounts(text).length > 1) return null;
  const count = parseAnswer(`${said}번`, { type: 'integer' }).value;
  return typeof count === 'number' && count > 1 ? count : null;
}

/** Money fields say so in their label: "보증금(원)", "월 급여(세전, 원)", "관련 금액(원)". */
export function isMoneyField(field: FieldDef | undefined): boolean {
  return field?.type === 'integer' && /[(,\s]원\)|금액/.test(field.label);
}

const sharedCount = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  return shared;
};
/** Polite endings that carry no content in a short reply ("킥보드요", "사는 쪽이에요"). */
const REPLY_ENDING = /(?:이에요|예요|이요|요|입니다|이다)$/;

/**
 * How well a reply names an option: the share of the option's syllable bigrams
 * the reply contains, or of the reply's in the option (short replies name part
 * of a long label). A parenthesised gloss ("(사는 쪽)") counts as a label too.
 */
function optionOverlap(reply: string, option: string): number {
  const grams = bigrams(compact(option));
  const said = bigrams(compact(reply).replace(REPLY_ENDING, ''));
  if (grams.size === 0 || said.size === 0) return 0;
  const shared = sharedCount(grams, said);
  const gloss = /\(([^)]+)\)/.exec(option)?.[1];
  return Math.max(shared / grams.size, (shared / said.size) * 0.9, gloss ? optionOverlap(reply, gloss) : 0);
}

function contentBigrams(text: string): Set<string> {
  return bigrams(compact(text.replace(/[?？].*$/, '')));
}

const CONTRAST_OR_ALTERNATIVE = /아니(?:라|면)(?![가-힣])/g;
const YOUNGEST_ASKED = /막내|가장\s?어린/;
const NO_DAY_SET = /(?:안|못)\s?정했|정한\s?(?:적|거|건|게)\s?없|(?:날짜|기한|날)(?:은|는|도)?\s?(?:따로\s?)?(?:없|안\s?정)/;
const CALENDAR_DAY = /(?:\d{4}\s?년\s?)?\d{1,2}\s?월\s?\d{1,2}\s?일|\d{1,2}\/\d{1,2}/g;
/** The smallest of two or more ages said ("7살 4살"), or null. */
function youngestAge(said: string): number | null {
  const ages = [...said.matchAll(/(?<!\d)(\d{1,2})\s?살/g)].map((m) => Number(m[1]));
  return ages.length > 1 ? Math.min(...ages) : null;
}

export function parseAnswerInContext(text: string, question: K2Question, field: FieldDef | undefined, referenceDate: string): ParsedAnswer {
  // "아직이요" where the question says "아직이면 '아직'이라고 해 주세요": a word offered that the field's type has no value for.
  if (question.answer_type === 'date' || question.answer_type === 'integer') {
    const offered = invitedWords(question).filter((word) => {
      const typed = parseTyped(word, question, field, referenceDate);
      return !typed.unknown && typed.value === null;
    });
    if (invitedWordSaid(text, offered)) return NOT_APPLICABLE;
  }
  // "ㄴㄴ", "날짜는 따로 안정했음" asked by when something was to be done: no such day was ever set.
  // A day told beside it ("따로 정한 건 없고 납품한 날이 8월 20일이에요") is still the answer.
  if (question.answer_type === 'date' && (isBareNo(text) || NO_DAY_SET.test(normalizeText(text))) && findDates(text, referenceDate).dates.length === 0) return NOT_APPLICABLE;
  // "음주 아닌데요" to "음주 관련이라면 …?": the condition the question is asked on is denied, so the field does not apply.
  // Read before a yes/no or an option ("음주는 아니고 벌점 초과예요" names no range); a number or a date told
  // with it is still the answer ("월급제는 아니고 한달 200").
  const conditionDenied = () => deniesCondition(text, question);
  if ((question.answer_type === 'boolean' || question.answer_type === 'choice') && conditionDenied()) return NOT_APPLICABLE;
  // "없어요", "접근금지 그런건 안받았어요" to what stage an order is at: a denial picks the none-yet option, whatever
  // words it shares with the others.
  const none = question.answer_type === 'choice' ? noneOptionDenied(normalizeText(text), question.options ?? []) : null;
  if (none) return { value: none, unknown: false };
  const parsed = parseTyped(text, question, field, referenceDate);
  if (parsed.value === null && !parsed.unknown && conditionDenied()) return NOT_APPLICABLE;
  // "선생님이 키우고 있어요" to "내가 키우고 있음 / 상대방이 …": another person told as the one doing it is never the
  // option of the person's own doing, however many words the two share; left unread, it is asked again.
  if (typeof parsed.value === 'string' && SELF_OPTION.test(parsed.value) && anotherPersonDoes(normalizeText(text))) return { value: null, unknown: false };
  // "한달 150이요", "월급 230이요" to the hourly wage: a month's pay is no hourly wage.
  if (typeof parsed.value === 'number' && isMoneyField(field) && HOURLY.test(field?.label ?? '') && parsed.value > LARGEST_PLAUSIBLE_HOURLY_WON) {
    return MONTHLY_PAY.test(normalizeText(text)) && !HOURLY.test(text) ? NOT_APPLICABLE : { value: null, unknown: false };
  }
  return parsed;
}

function parseTyped(text: string, question: K2Question, field: FieldDef | undefined, referenceDate: string): ParsedAnswer {
  if (isMoneyField(field)) {
    const context = `${question.question} ${field?.label ?? ''}`;
    const hourly = /시급|시간당|일당/.test(field?.label ?? '');
    const plausible = (won: number) => won >= (hourly ? SMALLEST_PLAUSIBLE_HOURLY_WON : SMALLEST_PLAUSIBLE_WON);
    const plain = normalizeText(text);
    const found = findAmounts(text, { context });
    // "한달에 50씩" asked the total: a month's figure, times the months only when the reply says them.
    const perMonth = perMonthToTotal(plain, question.question, field?.label ?? '');
    // "한달에 40씩 1년이니까 480": a second sum is the total the person worked out, read as before.
    const monthly = perMonth && found.length === 1 ? found.find((amount) => amount.start >= perMonth.at) : undefined;
    if (perMonth && monthly) return { value: perMonth.months === null ? null : monthly.value * perMonth.months, unknown: false };
    // "3.3 떼기 전 280": a rate taken off is not a sum of money; "집 시세가 한 팔억인데 대출이 이억 남았어요" asked what
    // it is worth: the loan is another amount.
    const told = amountsBesideDebts(plain, found.filter((amount) => !RATE_TAKEN_OFF.test(plain.slice(amount.end))), question.question);
    // "세후 230" to the wage before tax: a sum after tax is no gross; alone, the question is asked again.
    const asksGross = asksGrossPay(field?.label ?? '', question.question);
    if (asksGross && tellsOnlyNetPay(plain)) return { value: null, unknown: false };
    const afterTax = asksGross ? netPayAmounts(plain, told) : [];
    const amounts = told.filter((amount) => !afterTax.includes(amount));
    // "석달치요 월급 210", "하루 8시간에 8만원", "연봉 6천": the field's figure worked out from the one given.
    const reckoned = reckonedMoney(plain, amounts, field);
    if (reckoned !== null && plausible(reckoned)) return { value: reckoned, unknown: false };
    // "월급 250에 수당 30": a month's pay told by its items.
    const items = payOfItems(plain, amounts, field?.label ?? '');
    if (items !== null && plausible(items)) return { value: items, unknown: false };
    // "아파트가 한 6억? 예금은 5천정도" to a total of the kinds the question lists: each kind named is a part, not the answer.
    // "아파트가 한 5억? 대출 1억 남았어요" to a total "대출은 뺀 금액": the assets less the debts.
    const net = netOfDebts(plain, amounts, question.question);
    if (net !== null && plausible(net)) return { value: net, unknown: false };
    const parts = asksTotalOfListedParts(question.question) ? sumOfParts(plain, amounts, question.question) : null;
    if (parts !== null && plausible(parts)) return { value: parts, unknown: false };
    // "처음에 사백 그다음에 육백이요": parts told in order add up.
    const inOrder = sumInSequence(plain, amounts, context);
    if (inOrder !== null && plausible(inOrder)) return { value: inOrder, unknown: false };
    // Of several amounts ("월세 50에 보증금 천"), the one named as the field asked.
    const asked = numberAskedFor(plain, amounts, field?.label ?? '', question.question);
    if (asked !== null && plausible(asked)) return { value: asked, unknown: false };
    // "3200 중에 1200만 받았어요" asked what is unpaid; "30 보내야 하는데 300 보냈어요" asked the excess; "300이랑 150" asked the total.
    const worked = remainderOfWhole(plain, amounts, question.question) ?? excessOverDue(plain, amounts, question.question) ?? sumOfParts(plain, amounts, question.question);
    if (worked !== null && plausible(worked)) return { value: worked, unknown: false };
    // With a rate or a debt left out, the first amount left is the one; otherwise the parser reads the reply whole.
    const amount = amounts.length < found.length ? (amounts[0] ?? null) : parseAmount(text, { context });
    // "백만원씩 세 번": an amount given each time, times how many.
    const times = amount ? timesOver(text) : null;
    if (amount && times !== null && amount.value * times >= SMALLEST_PLAUSIBLE_WON) return { value: amount.value * times, unknown: false };
    // "180 달래요 법정 한도가 얼마인지 모르겠는데": what is not known is something else than the amount given.
    if (amount && amount.value >= SMALLEST_PLAUSIBLE_WON) return { value: amount.value, unknown: false };
    if (isUnknownAnswer(text)) return { value: null, unknown: true };
    // A stated unit ("9천원") or an hourly field is taken as said (a question's aside "시급제라면" does not make a monthly wage hourly).
    const bare = /원|만|억/.test(text) || hourly ? null : BARE_NUMBER.exec(text);
    // "견적서는 없어요": a none of another thing than the sum is no 0원.
    const none = statesNone(text) && !saysAnotherThingAbsent(plain, question.question);
    if (!bare) return { value: amount?.value ?? sinoManwon(text) ?? (none ? 0 : null), unknown: false };
    const unit = bare[2] === '천' ? 1000 : bare[2] === '백' ? 100 : 1;
    return { value: Math.round(Number(bare[1]) * unit * 10_000), unknown: false };
  }
  if (question.answer_type === 'string' && answersNothingAsked(text, question.question)) return { value: null, unknown: false };
  // "부인함 빌린건 맞는데 사기는 아니에요", "부인해요 …": an option named word for word first is the pick.
  const first = question.answer_type === 'choice' && !optionByNumber(normalizeText(text), question.options ?? []) ? optionNamedFirst(normalizeText(text), question.options ?? []) : null;
  if (first) return { value: first, unknown: false };
  // "0.09 나왔어요" to ranges of 혈중알코올농도; "2번" still means the second option.
  const ranged = question.answer_type === 'choice' && !/\d\s*번/.test(text) ? optionByRange(text, question.options ?? []) : null;
  if (ranged) return { value: ranged, unknown: false };
  const said = normalizeText(text);
  // Plain words for what an option names ("큰딸이에요" → "자녀(손자녀 포함)"), unless the reply picks by number.
  const options = question.options ?? [];
  // "돌아가신 애가 제 아들이에요": the words of the person's own side of the relation.
  const own = relationToDeceased(said);
  // "주로 가게 망해서요 코인도 쪼금 했지만": the main point names the option before the asides do.
  const main = withoutAsides(said);
  const named =
    question.answer_type === 'choice' && !optionByNumber(said, options)
      ? (own ? optionByConcept(own, options) : null) ?? (main !== said ? optionByConcept(main, options) : null) ?? optionByConcept(said, options)
      : null;
  if (named) return { value: named, unknown: false };
  // "합의금 너무 적게 불러요" asked whether the settlement was signed: still argued over, so not signed.
  if (question.answer_type === 'boolean' && settlementStillArgued(said, question.question)) return { value: false, unknown: false };
  // "아뇨 앱은 안깔았는데 주민번호는 불러줬어요": another of the things asked, set against the one denied, was done.
  if (question.answer_type === 'boolean' && contrastedYes(said, question.question)) return { value: true, unknown: false };
  // "…같기도 하고 모르겠어요", "아직 모르겠어요 퍼졌는지": a guess given up on is a don't-know (but asked whether
  // they know a thing, not knowing it is the answer).
  if (question.answer_type === 'boolean' && !ASKS_KNOWING.test(question.question) && leavesItUnknown(said)) return { value: null, unknown: true };
  const answered = question.answer_type === 'boolean' ? yesNoFromQuestion(said, question.question) : null;
  if (answered !== null) return { value: answered, unknown: false };
  // "문자 캡쳐 다 해놨어요" asked about a police report, "보험사에서 백오십 준대요" asked about a signed agreement: another thing told.
  if (question.answer_type === 'boolean' && (keepsRecordForAnotherQuestion(said, question.question) || tellsAnOfferForADoneAct(said, question.question))) {
    return { value: null, unknown: false };
  }
  if (question.answer_type === 'boolean' && saysOtherThingExists(said, question.question)) return { value: null, unknown: false };
  const expectFuture = question.answer_type === 'date' && UPCOMING.test(`${question.question} ${field?.label ?? ''}`);
  // "입사한지 2년 됐어요 2024년 10월" asked the day of a dismissal: the date of another event is read out of the reply.
  const ownDates = question.answer_type === 'date' ? withoutOtherEventDates(text, `${question.question} ${field?.label ?? ''}`, question.field, referenceDate) : null;
  const parsed = parseAnswer(ownDates ?? text, { type: question.answer_type, options: question.options, ref: referenceDate, expectFuture });
  if (question.answer_type === 'integer' && !parsed.unknown) {
    // "월수금 6시간씩", "8월부터", "2019년에 결혼했어요": a count worked out in the field's unit.
    const reckoned = reckonedCount(said, field, referenceDate);
    if (reckoned !== null) return { value: reckoned, unknown: false };
    // "9월 30일 퇴사요" asked the weekly hours: numbers that only make up a date count nothing.
    if (/\d/.test(said) && !/\d/.test(said.replace(CALENDAR_DAY, ' '))) return { value: null, unknown: false };
    // "애가 둘이에요 7살 4살" asked for the youngest: of several ages, the smallest.
    const youngest = YOUNGEST_ASKED.test(`${field?.label ?? ''} ${question.question}`) ? youngestAge(said) : null;
    if (youngest !== null) return { value: youngest, unknown: false };
    // "큰애가 12살이고 막내가 5살" asked for the youngest: the count named as the field asked.
    const asked = unitOf(field) === null ? numberAskedFor(said, findCounts(said), field?.label ?? '', question.question) : null;
    return { value: inFieldUnit(said, asked ?? (parsed.value as number | null), field, asked !== null), unknown: false };
  }
  if (parsed.unknown && doesNotKnowAnotherThing(said, `${question.question} ${field?.label ?? ''}`)) {
    // "전입했었지 확정일자는 몰라": the rest of the reply may still answer what was asked.
    const beside = question.answer_type === 'boolean' ? yesNoBesideAnotherUnknown(said, question.question) : null;
    return { value: beside, unknown: false };
  }
  // "계좌이체요 판매자 계좌로" asked the seller's name: a reply that names no one is no name to keep.
  if (question.answer_type === 'string' && parsed.value !== null && namesNoOne(said, question.question, referenceDate)) return { value: null, unknown: false };
  if (question.answer_type === 'boolean' && parsed.value !== null && givesAValueForAnotherQuestion(said, question.question, referenceDate)) return { value: null, unknown: false };
  if (question.answer_type === 'boolean' && parsed.value !== null && tellsAnotherAct(said, question.question)) return { value: null, unknown: false };
  // "한방병원 다니고 있어요" asked whether the police were told, "네 계약서 있어요" whether the person still lives there.
  if (question.answer_type === 'boolean' && parsed.value === true && (yesOfAnotherFact(said, question.question, question.field) || yesOfAnotherAct(said, question.question, question.field))) {
    return { value: null, unknown: false };
  }
  if (parsed.unknown || parsed.value !== null) return { value: parsed.value, unknown: parsed.unknown };

  if (question.answer_type === 'boolean') {
    // No yes/no word: a reply that restates the question's action answers it.
    const asked = contentBigrams(question.question);
    const reply = bigrams(compact(text));
    let shared = 0;
    for (const g of reply) if (asked.has(g)) shared++;
    // "3천이 아니라 3200이요", "복직하고싶어요 아니면 돈이라도": a contrast or an alternative denies nothing asked.
    if (NEGATION.test(text.replace(CONTRAST_OR_ALTERNATIVE, ' '))) return { value: false, unknown: false };
    // One shared word is enough in a plain statement ("새벽에도 전화 와요" to "…전화나 문자로 독촉한 적이 있나요?").
    // "밤 11시에도 전화와요 새벽에도": an afterthought may follow the statement.
    if (shared >= 2 || (shared === 1 && text.trim().split(/\s+/).some((word) => STATEMENT.test(word)))) return { value: true, unknown: false };
    // "아까 말했잖아요 대리기사에요" to "운전이 생계에 꼭 필요한가요?": the words a first account tells the fact by.
    const cues = situationBooleans[question.field];
    if (cues && cues.yes.test(said) !== cues.no.test(said)) return { value: cues.yes.test(said), unknown: false };
  }
  if (question.answer_type === 'choice' && question.options?.length) {
    // The words people use for an option of a taxonomy field ("주식회사예요" → 법인).
    const cued = Object.entries(choiceFields[question.field] ?? {}).filter(([option, pattern]) => question.options!.includes(option) && pattern.test(text));
    if (cued.length === 1) return { value: cued[0]![0], unknown: false };
    const scored = question.options.map((option) => ({ option, score: optionOverlap(text, option) })).sort((a, b) => b.score - a.score);
    const [best, next] = scored;
    if (best && best.score >= 0.5 && (!next || best.score - next.score >= 0.2)) return { value: best.option, unknown: false };
    // "일부는 맞는데 다는 아니에요": a word that only one option shares with the reply names it.
    const sharing = scored.filter((o) => o.score > 0);
    if (sharing.length === 1) return { value: sharing[0]!.option, unknown: false };
    // "상대가 신호위반했어요" to the accident role: the side the reply tells, read as in a first account.
    const side = sideFields.has(question.field) ? ownSide(text, question.field) : undefined;
    if (side !== undefined && question.options.includes(side)) return { value: side, unknown: false };
  }
  return { value: null, unknown: false };
}
