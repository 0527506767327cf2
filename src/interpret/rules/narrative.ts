/**
 * Offline fact extraction from a free-form account: amounts, dates, counts,
 * yes/no facts, choices and the other side. An amount or a date goes to the
 * field whose cue word sits nearest it in its clause (see value-fields.ts).
 * Only fields the scenario asks about are filled, and only with what the text
 * states.
 */
import type { ScenarioKnowledge } from '../../knowledge/knowledge-base.js';
import type { FieldDef } from '../../knowledge/schema.js';
import { findAmounts, PAY_RATE_WORDS, type AmountMention } from '../../korean/amounts.js';
import { findDates } from '../../korean/dates.js';
import { saysEarlierToday } from '../../korean/answers.js';
import { FINAL, syllablesWithFinal } from '../../korean/hangul.js';
import { normalizeText } from '../../korean/normalize.js';
import { COUNT_WORD, readCount } from '../../korean/numerals.js';
import { endsWhileDoing, splitSentences } from '../../korean/sentences.js';
import type { NarrativeAnalysis, NarrativeOptions } from '../intake-port.js';
import {
  booleanFields,
  choiceFields,
  counterpartyNamed,
  dateFields,
  moneyFields,
  relationshipNouns,
  STRANGER,
  type ValueCues,
} from './field-cues.js';
import { withoutCivilFilings } from './civil-filings.js';
import { withoutOthersRecords } from './others-records.js';
import { countsIn } from './counts.js';
import { evidenceOfQuestion } from './evidence-asked.js';
import { evidenceKindsNamed } from './evidence-reply.js';
import { actNotDone } from './acts-not-done.js';
import { cueMood } from './clause-mood.js';
import { eventAbsent } from './event-absent.js';
import { withKeptAsDone } from './kept-done.js';
import { debtAcknowledged } from './debt-acknowledged.js';
import { nothingLost } from './nothing-lost.js';
import { recordKept } from './kept-records.js';
import { retaliationTold } from './retaliation-after.js';
import { noLongerThere, stillAtWork, stillGoingOn } from './present-state.js';
import { harmAndWorkWords } from './harm-and-work-words.js';
import { reportOfChargeAsked, reportedByPoliceCall } from './report-asked.js';
import { optionNamedIn, optionSaidIn } from './option-mentions.js';
import { optionByStatedNumber } from './option-numbers.js';
import { agencyNamed } from './agency-named.js';
import { businessTradeIn } from './business-trade.js';
import { incidentPlace } from './incident-place.js';
import { ownSide, sideFields } from './own-side.js';
import { punishmentFeared } from './accused-punishment.js';
import { goalOnlyAsked } from './stated-goal.js';
import { offenderKnownAtOnce } from './said-to-face.js';
import { withQuestionDayCues } from './question-day-cues.js';
import { asksGrossPay, netPayAmounts } from './net-pay.js';
import { thingReceivedBefore } from './received-paper.js';
import { dayOfAnAct } from './report-day.js';
import { dayOfAnEarlierOccasion } from './earlier-occasion.js';
import { withLastDay } from './month-end.js';
import { fieldNamedByQuestion } from './question-money-nouns.js';
import { tenureFromDates } from './tenure-from-dates.js';
import { measuresMarriage } from './marriage-length.js';
import { ASKS_TOTAL, halvesOf, joinedParts, payOfAMonthTold, restatesTheSum, restOfWhole, timesPaid } from './told-sums.js';
import { monthsNamedUnpaid, monthsUnpaidSince, oldestMonthNamedUnpaid, paydayNamed, weeklyHours, yearlyRateFromInterest } from './reckoning.js';
import { moreBooleanWords, situationBooleans, situationChoices, situationCountsIn } from './situation-facts.js';
import { withoutThingsRuledOut } from './denied-asides.js';
import { withSelfCorrections } from './self-corrections.js';
import { nameTold } from './name-told.js';
import { deadlineFields, fieldsAhead, perUnitFields, scenarioDateCues, scenarioMoneyCues, withMoreWords, withScenarioCues } from './scenario-cues.js';
import { boundField, cueDistanceOf, fallbackField, nearestCuedField, resolveAssignments, surroundingsOf, type Assignment, type Span, type Strength, type Surroundings } from './value-fields.js';
import { dateTakenBack, sumTakenBack } from './taken-back.js';
import { kindNamed, listedKinds } from './listed-kinds.js';

type Facts = NarrativeAnalysis['facts'];
/** The desired_goal option of wanting the other side punished (field-cues.ts). */
const PUNISHMENT_WISH = '처벌을 원함';

// Commas and connective endings, contracted ones included (빌려 가서, 와서, 줘서).
// "30일까지만 나가요": 까지만 is the limit 까지 with 만, not the connective -지만.
// Any past stem closes its clause with -고 or a casual -어 ("보냈고", "팔았어", "줬음"), as does a copula's -이고 ("7천쯤이고").
const PAST = `[${syllablesWithFinal(FINAL.ssangSiot)}]`;
const CLAUSE_BREAK = new RegExp(`\\s*,\\s*|(?<=(?:는데|${PAST}[고어음]|이고|(?<!까)지만|어서|아서|해서|[가와줘봐나돼져내]서|니까|는데요))\\s+`);
// "입사한 지 3개월 됐어요", "헤어진 지 한 달인데", "일주일 뒤에" (not "뒤에 선 남자"): a span of time, the date of nothing unless a cue names it.
// "이틀 뒤에 안 판대요", "한 달 후에": a span counted in words is as much a span after something told before (not "계약한 뒤에").
const DURATION = new RegExp(
  `(?<!까)지\\s?(?:벌써\\s?|이제\\s?|거의\\s?|약\\s?)?\\d|지\\s?\\S{0,4}\\s?(?:됐|되었|된|넘었)|\\d+\\s?\\S{0,2}\\s?된\\s|째|(?:\\d|(?<![가-힣])(?:${COUNT_WORD}|하루|이틀|사흘|나흘|닷새|열흘|보름))\\s?\\S{0,2}\\s?(?:뒤|후)에|이후로`,
);
// "어제까지 합치면 20번": a day that bounds a count or a stretch is no event unless a cue names it.
const UNTIL_AFTER = /^\s?까지/;
// "다음 주", "내일", "3일 뒤": the words say the day is still to come even when its month is this one.
const FUTURE_WORD = /다음|담|내일|모레|글피|내년|후|뒤|있으면|지나면/;
// "내일부터 나오지 말래요": the day from which one is not to come is no event; the day it was said is.
const NOT_TO_COME_AFTER = /^\s?부터(?:는)?\s?(?:\S+\s)?(?:나오지\s?말|그만\s?나오|안\s?나와도)/;
// "2024년 6월부터 올해 9월까지 일했는데": the start of a range takes the start field of the field its end names.
const RANGE_FROM = /^\s?부터\s?$/;
const START_OF_RANGE: Record<string, string> = { employment_end: 'employment_start', lease_end_date: 'lease_start_date' };
// The start and the end of one span (a job, a lease), each the other's other end.
const OTHER_END_OF_SPAN: Record<string, string> = {
  ...START_OF_RANGE,
  ...Object.fromEntries(Object.entries(START_OF_RANGE).map(([end, start]) => [start, end])),
};
// "유출됐다는 문자를 11월 5일에 받았어요", "지급명령 서류가 11월 16일에 왔어요": the day word or a paper came.
const WORD_CAME = /(?:연락|문자|전화|통보|통지|등기|우편|카톡|메일|서류|통지서|고지서|독촉장)(?:이|가|을|를|로|으로|는|은)?\s?(?:\S+\s){0,2}?(?:왔|받았|옴|받음)/;
// "시급은 10030원": a rate per hour, day or job is not a sum owed or paid;
// "시급은 말로만 만이천원", "일당은 원래 15만원": nor when a hedge stands between the rate and its sum.
const RATE_HEDGE = '(?:말로만|원래|처음엔|처음에는|고작|겨우|보통|대충|딱|약)';
const RATE_BEFORE = new RegExp(`(?:${PAY_RATE_WORDS})\\S{0,2}\\s?(?:${RATE_HEDGE}\\s?)?$`);
const SCHOOL_YEAR_BEFORE = /(?<![가-힣])(?:초|중|고)$/;
// "장당 15만원", "인당 3만원": the price of one item or head is not the sum at stake.
const PER_ITEM_BEFORE = /(?:장|개|인|마리|벌|대|매)당\s?$/;
// "한 달에 310씩이니까 930만원": a sum per unit stands in only when no total is given.
const PER_UNIT_AFTER = /^\s?씩/;
// "250씩 석 달치", "50만원씩 6개월", "일당 15만원씩 20일치": a sum per month or day times the months or days is the total.
const TIMES_AFTER = new RegExp(`^\\s?씩\\s?(${COUNT_WORD})\\s?(?:달|개월|번|회|일치)`);
// "양육비 월 80씩 주라고 … 여덟 달째 안 줘요": a monthly sum with the months unpaid counted is owed that many times.
const MONTHLY_BEFORE = /(?:월|매달|매월|한\s?달에|달마다)\s?$/;
// "물건값 1억2천 중에 아직 7천이 미수", "공사비 1800 중에 착수금으로 900": a whole whose part is the sum at stake.
const WHOLE_OF_PART = /^\s?(?:중에서?|중)\s/;
// "총 550 다 줬어요", "총 45만원 냈고", "천오백 전액 지급했고": the whole price, paid in full.
const ALL_OF_IT = '(?:다|전부|모두|전액|완납)';
const PAID = '(?:줬|냈|지급|입금|결제|보냈|치렀)';
const PAID_IN_FULL = new RegExp(`^\\s?(?:을|를|은|는)?\\s?${ALL_OF_IT}?\\s?${PAID}`);
// "150 다 냈어", "800 다 줬어요": said to be all of it, a sum paid is the whole price as well as the sum at stake.
const PAID_ALL = new RegExp(`^\\s?(?:을|를|은|는)?\\s?${ALL_OF_IT}\\s?${PAID}`);
const MONEY_CUES = withScenarioCues(moneyFields, scenarioMoneyCues);
// "200 더 드렸어요", "100만원을 더 보냈고": a sum added to the one before.
// "…씩 주기로", "보내기로 했는데", "주라고 판결": a payment promised or ordered, not money earned.
const TO_BE_PAID_AFTER = /^\s?(?:원|만\s?원)?(?:을|를|씩)?\s?(?:주기로|보내기로|내기로|주라고|주라는|주겠다|준다고|지급하기로|지급하라)/;
// "3개월치 월급", "두 달 치 월세": a count of months' worth just before the sum.
const MONTHS_WORTH_BEFORE = /(\d{1,2}|[가-힣]{1,2})\s?(?:개월|달)\s?치\s?(?:[가-힣]{1,4}\s?){0,2}$/;
// The splitter cuts after 마다 and other connectives ("퇴근할때마다 | 따라와요"), which leave half a sentence.
const CUT_MID_SENTENCE = /(?:마다|때|면|고|서|는데|지만)$/;

/** The first sentence of the account, joined with what follows while it stops mid-sentence. */
function firstWholeSentence(sentences: string[]): string | undefined {
  let first = sentences[0];
  for (const next of sentences.slice(1, 3)) {
    if (first === undefined || !(CUT_MID_SENTENCE.test(first) || endsWhileDoing(first))) break;
    first = `${first} ${next}`;
  }
  return first;
}

const ADDED_AFTER = /^\s?(?:만\s?원|원)?(?:을|를|만)?\s?더\s?(?:드렸|줬|보냈|빌려|입금|송금|이체|냈)/;
/** A question about a demand that counts one received: "보내거나 받은 적", "(또는 받으셨나요)", "주고받은". */
const RECEIVED_COUNTS = /받은\s?적|받으셨|주고받/;
/** A demand that came to the person: a dunning letter, a notice, "갚으래요". */
const DEMAND_RECEIVED = /(?:독촉장|내용증명|최고서)(?:이|가|을|를|도)?\s?(?:\S+\s)?(?:왔|받았|받음|날아|날라|보냈대)|(?:저한테|나한테|저에게)\s?(?:\S+\s){0,2}?(?:갚으래|갚으라고|내라고|내래)/;
/** A question that asks for what is still owed ("아직 받지 못한 대금", "돌려받지 못한 보증금"). */
const ASKS_OUTSTANDING = /못한|못 한|아직|남은/;
/** A question that asks for the whole deal ("매매대금(전체 거래 금액)") or the first sum lent ("처음에 빌려주신 돈은 모두"). */
const ASKS_WHOLE = /전체|처음에/;
/** A question about the other side that asks for the public body that acted. */
const ASKS_AGENCY = /기관|(?:부과|처분|결정|통지)한\s?곳/;
/** The field a total falls back to where the scenario asks no whole. */
const WHOLE_STANDS_FOR: Record<string, string> = { contract_price: 'amount' };
/** The word for a total right before a sum: "총 340만원", "총액 500". */
// "장당15만원총30만원": a total may follow the sum before it with no space.
const TOTAL_BEFORE = /(?:(?<![가-힣])|(?<=원))총(?:액)?\s?$/;
const DATE_CUES = withScenarioCues(dateFields, scenarioDateCues);
const SHARED_BOOLEAN_CUES = { ...withMoreWords(booleanFields, moreBooleanWords), ...situationBooleans };
const BOOLEAN_CUES = { ...harmAndWorkWords, ...withMoreWords(SHARED_BOOLEAN_CUES, harmAndWorkWords) };
/** "6천 날렸어요": a sum under 10,000 won, without 원 and not an hourly rate, was said in 만원. */
const inManwonIfImplausible = (value: number, clause: string) =>
  value < 10_000 && !/\d\s?원|[천백십]\s?원|시급|시간당|일당|건당/.test(clause) ? value * 10_000 : value;
export function clausesOf(text: string): string[] {
  return splitSentences(text).flatMap((s) => s.text.split(CLAUSE_BREAK)).filter((c) => c.trim().length > 0);
}

/**
 * The sentence a fragment belongs to, whose cue words it shares: it finishes the one before ("지난달 31일자로."),
 * or, said first, as a reply often is, opens the one after ("작년 5월이요 300 빌려줬어요": the day of the lending).
 */
function hostOfFragment(sentences: readonly string[], i: number): Surroundings | null {
  if (sentences[i]!.split(/\s+/).length > 3) return null;
  if (i > 0) return { before: sentences[i - 1]!, after: '' };
  return sentences[1] === undefined ? null : { before: '', after: sentences[1] };
}

const clauseBreaks = (text: string): Span[] =>
  [...text.matchAll(new RegExp(CLAUSE_BREAK.source, 'g'))].map((m) => ({ start: m.index, end: m.index + m[0].length }));

interface Reading {
  asked: ReadonlySet<string>;
  /** The question the knowledge base asks for each asked field. */
  questionOf: ReadonlyMap<string, string>;
  /** The date cues with the asked date questions' own day words added ("통보받은 날" → 통보받). */
  dateCues: Record<string, ValueCues>;
  typeOf: ReadonlyMap<string, string>;
  requireCue: boolean;
}

/**
 * The field a value belongs to: none when the noun right before an amount
 * names a field not asked (a date's field rides on its verb instead); else
 * the asked field whose cue is nearest; else a cue in the sentence a fragment
 * belongs to, which only stands in for a fallback but counts in a reply too;
 * else the fallback, unless a cue is required.
 */
function fieldOf(
  table: Record<string, ValueCues>,
  around: Surroundings,
  host: Surroundings | null,
  reading: Reading,
  { requireCue, bindByNoun }: { requireCue: boolean; bindByNoun: boolean },
) {
  const bound = boundField(table, around, reading.asked);
  if (bindByNoun && bound && !reading.asked.has(bound)) {
    const standIn = askedFieldAskingFor(table, bound, reading);
    if (standIn) return { field: standIn, strength: 'cued' as const };
    // "총 320만원이고", "현금 200, 계좌로 300 해서 총 500": a total said where no price is asked is the sum at stake;
    // a price named as such ("매매가 5억") is not the fee or the damage a broker dispute asks for.
    // A total told with its own verb ("총 500 받았어요") is that verb's sum.
    const whole = TOTAL_BEFORE.test(around.before) ? WHOLE_STANDS_FOR[bound] : undefined;
    if (!whole || !reading.asked.has(whole)) return undefined;
    const named = nearestCuedField(table, reading.asked, around) ?? whole;
    return { field: named, strength: 'cued' as const, distance: named === whole ? 0 : cueDistanceOf(table, named, around) };
  }
  // "재결서를 10월 20일에 받았어요": the paper named right before a date says whose date it is, over a verb many fields share.
  // "처분이 12월 1일부터 시작돼요": a verb glued to the date names it over the noun before it.
  const glued = bindByNoun ? undefined : nearestCuedField(table, reading.asked, { before: '', after: around.after });
  if (glued && glued !== bound && cueDistanceOf(table, glued, { before: '', after: around.after }) === 0) {
    return { field: glued, strength: 'cued' as const, distance: 0 };
  }
  // "재결서 받은게 11월 12일": the thing received names the day, not the verb of receiving every paper shares.
  const received = bindByNoun ? undefined : thingReceivedBefore(around.before);
  const receivedField = received ? nearestCuedField(table, reading.asked, { before: received, after: '' }) : undefined;
  if (receivedField) return { field: receivedField, strength: 'cued' as const, distance: 0 };
  if (!bindByNoun && bound && reading.asked.has(bound) && !table[bound]!.fallback) return { field: bound, strength: 'cued' as const };
  const cued = nearestCuedField(table, reading.asked, around);
  if (cued) return { field: cued, strength: 'cued' as const, distance: cueDistanceOf(table, cued, around) };
  const hosted = host === null ? undefined : nearestCuedField(table, reading.asked, host);
  if (hosted) return { field: hosted, strength: 'fallback' as const };
  if (requireCue) return undefined;
  const field = fallbackField(table, reading.asked);
  return field ? { field, strength: 'fallback' as const } : undefined;
}

/**
 * "매매가 5억2천" when the scenario asks no contract price but asks its sum as
 * "매매대금(전체 거래 금액)은 얼마인가요?": the asked field whose question
 * names the unasked field (by that field's own cue words) takes the value.
 */
function askedFieldAskingFor(table: Record<string, ValueCues>, unasked: string, reading: Reading): string | undefined {
  const cues = table[unasked]!.cues;
  return [...reading.asked].find((field) => field in table && cues.test(reading.questionOf.get(field) ?? ''));
}

// The whole account says whether bare numbers are money: "현금으로 500 줬어요. 빌려준 거예요".
function amountAssignments(sentence: string, host: Surroundings | null, reading: Reading, account: string): Assignment[] {
  const text = normalizeText(sentence);
  const said = findAmounts(text, { context: account });
  const mentions = [...said, ...halvesOf(text, said)].sort((a, b) => a.start - b.start);
  const breaks = clauseBreaks(text);
  const partOfSumBefore = new Set<number>();
  return mentions.flatMap((mention, i) => {
    if (partOfSumBefore.has(i)) return [];
    const around = surroundingsOf(text, mentions, i, breaks);
    // "3.3 떼는 프리랜서": a bare decimal is a rate, not a sum.
    if (!mention.explicit && /\d\.\d/.test(text.slice(Math.max(0, mention.start - 2), mention.end + 2))) return [];
    // "애는 중1", "초4 두명": a school year is no sum.
    if (!mention.explicit && SCHOOL_YEAR_BEFORE.test(around.before)) return [];
    if (PER_ITEM_BEFORE.test(around.before) && !TIMES_AFTER.test(around.after)) return [];
    // "일당 15만원씩 20일치": a day's rate times the days is a total, read on below.
    if (RATE_BEFORE.test(around.before) && !TIMES_AFTER.test(around.after)) {
      // An hourly rate is itself the fact when the scenario asks for it, in won as said.
      return reading.asked.has('hourly_wage') ? [{ field: 'hourly_wage', strength: 'cued' as const, value: mention.value, confidence: 0.85 }] : [];
    }
    // "한 달에 230", "월 300": a per-month phrase marks a rate, not the field the sum belongs to.
    const cued = fieldOf(MONEY_CUES, around, host, reading, { requireCue: reading.requireCue, bindByNoun: !MONTHLY_BEFORE.test(around.before) && !TOTAL_BEFORE.test(around.before) });
    // "양육비로 한달에 50": the noun the scenario's own question asks the sum by outweighs a generic cue nearer to it.
    const named = cued ? fieldNamedByQuestion(around.before, reading.questionOf, (field) => reading.typeOf.get(field) === 'integer' && field in MONEY_CUES) : undefined;
    const found = named && named !== cued?.field ? { field: named, strength: 'cued' as const } : cued;
    if (!found || reading.typeOf.get(found.field) !== 'integer') return [];
    // "세후 월급 250": pay after tax is no wage the question asks before tax.
    if (asksGrossPay('', reading.questionOf.get(found.field) ?? '') && netPayAmounts(text, mentions).includes(mention)) return [];
    const local = `${around.before}${text.slice(mention.start, mention.end)}${around.after}`;
    const value = inManwonIfImplausible(mention.value, local);
    const wholeOrPaid = partsOfAPrice(found, around, value, reading, { text, mentions, index: i });
    if (wholeOrPaid) return wholeOrPaid;
    const question = reading.questionOf.get(found.field) ?? '';
    // "세 번 나눠서 100씩 받았어", "50씩 갚기로 했는데 네 번 갚고": a sum each, counted, is the sum of the payments.
    const payments = timesPaid(around.before, text.slice(mention.end));
    if (payments) {
      const repaid = payments.repaid && reading.asked.has('repaid_amount');
      return [{ ...(repaid ? { field: 'repaid_amount', strength: 'cued' as const } : found), value: value * payments.count, confidence: 0.75 }];
    }
    // "1200이랑 800", "계좌로 150 현금으로 100": parts of the total the question asks for.
    const parts = ASKS_TOTAL.test(question) ? joinedParts(text, mentions, i, around.before) : [];
    if (parts.length > 0) {
      parts.forEach((_, k) => partOfSumBefore.add(i + 1 + k));
      const total = parts.reduce((sum, part) => sum + inManwonIfImplausible(part.value, local), value);
      return [{ ...found, value: total, confidence: 0.75 }];
    }
    // "이체로 300 드리고 현금으로 200 더 드렸어요": a sum given on top of the one before adds up with it.
    const before = mentions[i - 1];
    if (before && ADDED_AFTER.test(around.after)) {
      // The verb of giving names the sum as much as any cue word.
      return [{ ...found, strength: 'cued' as const, value: value + inManwonIfImplausible(before.value, local), confidence: 0.75, distance: 0 }];
    }
    // "빚이 1억 넘게 … 다 합치면 1억2천": a total or a correction said later replaces the sum said first.
    if (!PER_UNIT_AFTER.test(around.after) && restatesTheSum(around.before, question)) {
      return [{ ...found, strength: 'cued' as const, value, confidence: 0.8, distance: -1 }];
    }
    // "한달에 50만원 주기로 판결났는데": a sum someone is to pay each month is no income.
    if (found.field === 'monthly_income' && TO_BE_PAID_AFTER.test(around.after)) return [];
    const times = TIMES_AFTER.exec(around.after);
    // "3개월치 월급 한 450": the sum of several months, where one month's is asked, is that many months' worth.
    const monthsWorth = found.field.startsWith('monthly_') ? MONTHS_WORTH_BEFORE.exec(around.before) : null;
    const months = monthsWorth ? readCount(monthsWorth[1]!) : null;
    if (months !== null && months > 1) return [{ ...found, value: Math.round(value / months), confidence: 0.7 }];
    if (perUnitFields.has(found.field) || times) {
      const total = times && !perUnitFields.has(found.field) ? value * (readCount(times[1]!) ?? 1) : value;
      return [{ ...found, value: total, confidence: mention.approx ? 0.7 : 0.85 }];
    }
    // "월급 350인데": the pay of a month, where the wage owed is asked, is a rate too.
    const monthsPay = found.field === 'unpaid_wage' && payOfAMonthTold(around.before, around.after);
    const perUnit = PER_UNIT_AFTER.test(around.after) || MONTHLY_BEFORE.test(around.before) || monthsPay;
    const monthsUnpaid = perUnit ? (situationCountsIn(account).missed_payments ?? monthsNamedUnpaid(account) ?? undefined) : undefined;
    if (monthsUnpaid) return [{ ...found, value: value * monthsUnpaid, confidence: 0.8 }];
    // "월 70이니까 벌써 560 밀렸어요": a sum a month, uncounted, stands in only where no other sum is named.
    const strength = perUnit ? 'per_unit' : found.strength;
    return [{ ...found, strength, value, confidence: mention.approx ? 0.7 : 0.9 }];
  });
}

/**
 * A sum read against the price it belongs to: a whole named before its part
 * ("1억2천 중에 7천") is the contract price when asked and never the sum at
 * stake, unless the question asks for the whole deal ("매매대금(전체 거래
 * 금액)") or for what is still owed once the rest is named ("7천 중에 2천만
 * 주고 나머지는" → 5천); a whole price said paid in full ("총 550 다 줬어요")
 * is also what was paid, as a fallback that a sum named as paid still beats.
 */
function partsOfAPrice(
  found: { field: string; strength: Strength },
  around: Surroundings,
  value: number,
  reading: Reading,
  { text, mentions, index }: { text: string; mentions: readonly AmountMention[]; index: number },
): Assignment[] | undefined {
  const question = reading.questionOf.get(found.field) ?? '';
  if (WHOLE_OF_PART.test(around.after)) {
    const rest = ASKS_OUTSTANDING.test(question) ? restOfWhole(text, mentions[index]!, mentions[index + 1]) : null;
    if (rest !== null) return [{ field: found.field, strength: 'cued', value: inManwonIfImplausible(rest, around.after), confidence: 0.75, distance: 0 }];
    if (found.field !== 'amount' || ASKS_WHOLE.test(question)) return undefined;
    return reading.asked.has('contract_price') ? [{ field: 'contract_price', strength: 'cued', value, confidence: 0.8 }] : [];
  }
  if (found.field === 'contract_price' && reading.asked.has('amount') && PAID_IN_FULL.test(around.after)) {
    return [{ ...found, value, confidence: 0.85 }, { field: 'amount', strength: 'fallback', value, confidence: 0.7 }];
  }
  if (found.field === 'amount' && reading.asked.has('contract_price') && PAID_ALL.test(around.after)) {
    return [{ ...found, value, confidence: 0.85 }, { field: 'contract_price', strength: 'fallback', value, confidence: 0.7 }];
  }
  return undefined;
}

const YEAR_SAID = /년|작년|올해|올|내년|재작년|금년|연도/;
// "12월 20일이었는데": a deadline told in the past tense has gone by.
const PAST_AFTER = /^\S{0,3}(?:이었|였|었|았|지났|넘었)/;
// "3월 31일까지 갚기로 했는데 아직도 안갚아요": a promise told as still unkept has its day behind.
const STILL_UNKEPT = /^\S{0,3}\s?(?:\S+\s){0,2}?\S*(?:기로|다고|준다더니|갚는다더니)\s?(?:했|약속)?\S{0,4}\s?(?:\S+\s){0,2}?(?:아직(?:도|까지)?\s?(?:\S+\s)?(?:안|못|한\s?푼도)|연락(?:이|도)?\s?(?:안|두절|끊)|잠수)/;
const daysFrom = (iso: string, referenceDate: string) => Math.abs(Date.parse(iso.length === 7 ? `${iso}-01` : iso) - Date.parse(referenceDate)) / 86_400_000;
const shiftYear = (iso: string, by: number) => `${Number(iso.slice(0, 4)) + by}${iso.slice(4)}`;
/**
 * "원래 10월 31일까지 주기로 했어요" said in November: a day without its year
 * that was read as next year's is this year's when that lies nearer.
 */
export function nearestYear(value: string, said: string, referenceDate: string): string {
  if (YEAR_SAID.test(said) || value.length < 10 || value <= referenceDate) return value;
  const earlier = shiftYear(value, -1);
  return daysFrom(earlier, referenceDate) < daysFrom(value, referenceDate) ? earlier : value;
}

/**
 * A deadline said without its year ("잔금일은 12월 15일", "계약 끝나는 게 12월
 * 31일") is its nearest occurrence, ahead or behind, unless what follows puts it
 * in the past ("12월 20일이었는데", "3월 31일까지 갚기로 했는데 아직도 안갚아요"), which keeps the one behind.
 */
export function nearestOccurrence(value: string, said: string, after: string, referenceDate: string): string {
  if (YEAR_SAID.test(said) || value.length < 7) return value;
  if (PAST_AFTER.test(after) || STILL_UNKEPT.test(after)) return value <= referenceDate ? value : shiftYear(value, -1);
  return [shiftYear(value, -1), value, shiftYear(value, 1)].reduce((best, c) => (daysFrom(c, referenceDate) < daysFrom(best, referenceDate) ? c : best));
}

function dateAssignments(sentence: string, host: Surroundings | null, reading: Reading, referenceDate: string): Assignment[] {
  const found = findDates(sentence, referenceDate);
  const text = found.text;
  const dates = found.dates.filter((d) => !NOT_TO_COME_AFTER.test(text.slice(d.end))).map((d) => withLastDay(text, d));
  // Read again as days to come only for the fields that need it (a summons, a hearing).
  let ahead: typeof dates | undefined;
  const readAhead = () => (ahead ??= findDates(sentence, referenceDate, { expectFuture: true }).dates);
  const breaks = clauseBreaks(text);
  const fieldAt = (i: number) => {
    const around = surroundingsOf(text, dates, i, breaks);
    const local = `${around.before}${text.slice(dates[i]!.start, dates[i]!.end)}${around.after}`;
    // A span of time is the date of nothing unless its own words name it, whatever the sentence beside it says.
    const spanned = DURATION.test(local);
    return { around, local, found: fieldOf(reading.dateCues, around, spanned ? null : host, reading, { requireCue: reading.requireCue || spanned, bindByNoun: false }) };
  };
  const rangeStart = (i: number, after: string) => {
    const start = RANGE_FROM.test(after) && i + 1 < dates.length ? START_OF_RANGE[fieldAt(i + 1).found?.field ?? ''] : undefined;
    return start && reading.asked.has(start) ? { field: start, strength: 'cued' as const } : undefined;
  };
  return dates.flatMap((mention, i) => {
    const { around, local, found: own } = fieldAt(i);
    const found = rangeStart(i, around.after) ?? own;
    if (!found || reading.typeOf.get(found.field) !== 'date') return [];
    // "결혼 십이년 됐고": the years a marriage has lasted date nothing.
    if (mention.span && measuresMarriage(around.before)) return [];
    // "재작년 5월에 입주했어요", "그만뒀어요 9월말에" where only the lease's end or the job's start is asked: a date
    // told as one end of a span never falls back to its other end. A fragment takes the words of the sentence it finishes.
    const told = host === null ? around : { before: `${host.before} ${around.before}`, after: `${around.after} ${host.after}` };
    const otherEnd = OTHER_END_OF_SPAN[found.field];
    if (found.strength === 'fallback' && otherEnd && cueDistanceOf(reading.dateCues, otherEnd, told) < Infinity) return [];
    // "작년 3월에 들어왔어요": a deadline is told as one (만기, 까지, 끝나), so a date without a cue is never the lease's end or the day to pay.
    if (found.strength === 'fallback' && deadlineFields.has(found.field)) return [];
    // "잔금 날짜가 한달 넘게 지났는데": a span since is how late it is, never the deadline itself.
    if (mention.span && deadlineFields.has(found.field)) return [];
    // "어제 경찰에 신고했고", "내용증명은 지난주에 보냈어요": the day the person acted is not when the thing happened.
    if (found.field === 'incident_date' && dayOfAnAct(around.before, around.after)) return [];
    // "5년전에도 한번 걸려서", "2019년에 벌금 받은적 있어요": an earlier time of the same kind is a record, not the event.
    if (found.field === 'incident_date' && dayOfAnEarlierOccasion(mention.value, around.after)) return [];
    // Without a cue, a day still to come ("다음 주 월요일부터 시작이에요") is not when anything happened,
    // and the day word came ("오늘 경찰한테 연락이 왔어요") is not the day of the event itself, nor a day up to which something is counted.
    const ahead = mention.value > referenceDate.slice(0, mention.value.length);
    const toCome = ahead || FUTURE_WORD.test(text.slice(mention.start, mention.end));
    // "출석요구 받았어요 | 다음주 화요일이요": a fragment of a day to come finishes the sentence beside it that named what is ahead.
    const aheadNamedBefore = fieldsAhead.has(found.field) && host !== null && nearestCuedField(reading.dateCues, reading.asked, host) === found.field;
    if (found.strength !== 'cued' && !aheadNamedBefore && (toCome || WORD_CAME.test(local) || UNTIL_AFTER.test(around.after))) return [];
    const said = text.slice(mention.start, mention.end);
    // "계약은 내년 6월까지에요": what happened has happened; a day still to come is never the incident's.
    if (found.field === 'incident_date' && ahead) return [];
    const value = fieldsAhead.has(found.field)
      ? (readAhead().find((d) => d.start === mention.start)?.value ?? mention.value)
      : deadlineFields.has(found.field)
        ? nearestOccurrence(mention.value, said, text.slice(mention.end), referenceDate)
        : nearestYear(mention.value, said, referenceDate);
    return [{ ...found, value, confidence: mention.approx ? 0.6 : 0.85 }];
  });
}

/** The yes or no a text tells of a boolean field by the field's own cue words, if any. */
export function booleanToldFor(field: string, text: string): boolean | undefined {
  const cues = BOOLEAN_CUES[field];
  if (!cues) return undefined;
  // Negations name the same things as affirmations, so they are checked first unless the affirmation wins.
  // A cue counts as told only where its clause tells it; denied there, it is a negation ("경찰신고는 무서워서 못했어요").
  const mood = cueMood(cues.yes, text);
  const yes = mood === 'told';
  if ((cues.no.test(text) || mood === 'denied') && !(yes && cues.yesWins)) return false;
  return yes ? true : undefined;
}

/** Whether the rules know `field`'s own yes/no cue words. */
export const hasBooleanCues = (field: string): boolean => field in BOOLEAN_CUES;

/** The yes/no fields whose own cue words the text tells, one way or the other. */
export function booleanFieldsTold(text: string): string[] {
  return Object.keys(BOOLEAN_CUES).filter((field) => booleanToldFor(field, text) !== undefined);
}

export function analyseNarrativeWithRules(
  input: string,
  scenario: ScenarioKnowledge,
  fields: readonly FieldDef[],
  referenceDate: string,
  options: NarrativeOptions = {},
): Facts {
  // "전치 2주.. 아 3주로 바뀜": a number taken back in the same breath is read as the one said in its place.
  const text = withSelfCorrections(normalizeText(input).slice(0, 20_000));
  const requireCue = options.requireCue ?? false;
  const asked = new Set(scenario.questions.map((q) => q.field));
  const questionOf = new Map(scenario.questions.map((q) => [q.field, q.question]));
  const labelOf = new Map(fields.map((f) => [f.field, f.label]));
  const reading: Reading = { asked, questionOf, dateCues: withQuestionDayCues(DATE_CUES, questionOf), typeOf: new Map(fields.map((f) => [f.field, f.type])), requireCue };
  const facts: Facts = {};
  const set = (field: string, value: string | number | boolean, confidence: number) => {
    if (asked.has(field) && !(field in facts)) facts[field] = { value, confidence };
  };

  const sentences = splitSentences(text).map((s) => s.text);
  // A bare value of the kind the reply's question asks is the answer to it; only one of another kind is another field's.
  const answersWith = scenario.questions.find((q) => q.field === options.answering)?.answer_type;
  const assignments = sentences.flatMap((sentence, i) => {
    const host = hostOfFragment(sentences, i);
    return [
      ...amountAssignments(sentence, answersWith === 'integer' ? null : host, reading, text),
      ...dateAssignments(sentence, answersWith === 'date' ? null : host, reading, referenceDate),
    ];
  });
  for (const [field, { value, confidence }] of resolveAssignments(assignments)) set(field, value, confidence);

  // "하루 8시간 주5일": weekly hours worked out from the days and the hours each, the person's own schedule, before
  // any bare weekly count (which may be someone else's: "같이 일하는 언니는 주 12시간").
  const weekly = asked.has('weekly_hours') ? weeklyHours(text, fields.find((f) => f.field === 'weekly_hours')) : null;
  if (weekly !== null) set('weekly_hours', weekly, 0.7);
  // "과장이 저한테 병신이라고 했어요 10월 14일이요": who said it was known the day it was said.
  if (asked.has('offender_known_date') && facts.incident_date && offenderKnownAtOnce(text)) set('offender_known_date', facts.incident_date.value, 0.6);
  for (const [field, value] of Object.entries(countsIn(text))) set(field, value, typeof value === 'number' ? 0.8 : 0.7);
  for (const [field, value] of Object.entries(situationCountsIn(text))) set(field, value, 0.75);
  const monthsUnpaid = asked.has('missed_payments') ? (monthsUnpaidSince(text, fields.find((f) => f.field === 'missed_payments'), referenceDate) ?? monthsNamedUnpaid(text)) : null;
  if (monthsUnpaid !== null) set('missed_payments', monthsUnpaid, 0.6);
  // "9월, 10월 월급을 못 받았어요": where the due date asked is a payday, the first month named unpaid is the oldest arrear.
  const paydayAsked = /월급|임금/.test(questionOf.get('due_date') ?? '');
  const oldestUnpaid = paydayAsked ? (oldestMonthNamedUnpaid(text, referenceDate) ?? paydayNamed(text, referenceDate)) : null;
  if (oldestUnpaid !== null) set('due_date', oldestUnpaid, 0.6);
  // "방금 검찰청이라고 전화와서 … 보냈어요": with no day named, a moment ago is today (the golden time after a transfer runs from it).
  if (!requireCue && asked.has('incident_date') && facts.incident_date === undefined && saysEarlierToday(text)) set('incident_date', referenceDate, 0.6);
  // "50 빌렸는데 일주일에 이자만 15씩": a yearly rate from interest said in money, as the answer parser reckons it.
  const rate = asked.has('interest_rate') ? yearlyRateFromInterest(text, fields.find((f) => f.field === 'interest_rate')) : null;
  if (rate !== null) set('interest_rate', rate, 0.7);
  const reportText = withoutCivilFilings(text);
  // Evidence is what the person holds: a video the other side has or spreads is the harm.
  const recordsText = withoutOthersRecords(text);
  const textFor = (field: string) => (field === 'police_report' ? reportText : field === 'evidence' ? recordsText : text);
  for (const field of Object.keys(BOOLEAN_CUES)) {
    const told = booleanToldFor(field, textFor(field));
    if (told !== undefined) set(field, told, told ? 0.7 : 0.8);
  }
  if (asked.has('police_report') && reportedByPoliceCall(questionOf.get('police_report') ?? '', reportText)) set('police_report', true, 0.7);
  if (asked.has('evidence') && evidenceOfQuestion(questionOf.get('evidence') ?? '', recordsText)) set('evidence', true, 0.7);
  const chargeReport = asked.has('police_report') ? reportOfChargeAsked(questionOf.get('police_report') ?? '', reportText) : undefined;
  if (chargeReport !== undefined) {
    delete facts.police_report;
    if (chargeReport) set('police_report', true, 0.7);
  }
  // Readings of wider reach, after the cue words, which they never overrule: an asked act said not done yet,
  // the state now, a record kept, a debt owned, a harm that followed speaking up.
  for (const { field, question, answer_type } of scenario.questions) {
    if (answer_type === 'boolean' && actNotDone(question, field === 'police_report' ? reportText : text)) set(field, false, 0.7);
    if (answer_type === 'boolean' && eventAbsent(question, labelOf.get(field) ?? '', text)) set(field, false, 0.7);
  }
  const goingOn = asked.has('still_ongoing') ? stillGoingOn(text) : undefined;
  if (goingOn !== undefined) set('still_ongoing', goingOn, 0.65);
  if (asked.has('still_employed') && stillAtWork(text)) set('still_employed', true, 0.65);
  if (asked.has('still_employed') && noLongerThere(text, 'work')) set('still_employed', false, 0.65);
  if (asked.has('still_residing') && noLongerThere(text, 'home')) set('still_residing', false, 0.65);
  if (asked.has('evidence') && recordKept(recordsText)) set('evidence', true, 0.65);
  // "근로계약서 안쓰고 일하는중": with no contract written, no copy of it was handed over either.
  if (asked.has('contract_copy_received') && booleanToldFor('written_contract', text) === false) set('contract_copy_received', false, 0.65);
  const owned = asked.has('counterparty_acknowledged') ? debtAcknowledged(text) : undefined;
  if (owned !== undefined) set('counterparty_acknowledged', owned, 0.65);
  if (asked.has('retaliation') && retaliationTold(text)) set('retaliation', true, 0.65);
  // "없어진 건 없어요" where the amount question says none is 0.
  const lost = asked.has('amount') ? nothingLost(questionOf.get('amount') ?? '', text) : undefined;
  if (lost !== undefined) set('amount', lost, 0.65);
  // "은행에서 저한테 갚으라고 독촉장이 왔어요": where the knowledge base asks whether a demand was sent or received, one received counts.
  if (RECEIVED_COUNTS.test(questionOf.get('notice_sent') ?? '') && DEMAND_RECEIVED.test(text)) set('notice_sent', true, 0.7);
  // "4천 아니고 4천5백이야", "3월 아니고 4월": the recorded value taken back names the field, and the new one wins
  // over any cue's reading.
  const taken = options.known ? (sumTakenBack(text, options.known) ?? dateTakenBack(text, options.known, referenceDate)) : null;
  if (taken !== null && asked.has(taken.field)) facts[taken.field] = { value: taken.value, confidence: 0.9 };
  // "사장 이름 최영수": a name told as a name, in an account or in passing in a reply, is the other side.
  const named = asked.has('counterparty') ? nameTold(text) : undefined;
  if (named) set('counterparty', named, 0.75);
  if (requireCue) return facts;

  for (const field of sideFields) {
    const side = asked.has(field) ? ownSide(text, field) : undefined;
    if (side) set(field, side, 0.6);
  }
  // A stage reached is told in the plain past or with the result kept ("이의신청은 해놨어요" reads as 했어요).
  // "술 먹고 운전한거 아니고 벌점때문에요": an option the account rules out is not picked.
  const choiceText = withoutThingsRuledOut(text) ?? text;
  const doneText = withKeptAsDone(choiceText);
  // The accused's "처벌 받나요" is their own fear, no wish to see anyone punished; "어떻게 해야돼요" asks, and names no goal.
  const feared = asked.has('desired_goal') && punishmentFeared(text);
  for (const [field, options] of Object.entries({ ...choiceFields, ...situationChoices })) {
    const picked = Object.entries(options).find(
      ([option, pattern]) =>
        (pattern.test(choiceText) || pattern.test(doneText)) &&
        !(field === 'desired_goal' && ((feared && option === PUNISHMENT_WISH) || goalOnlyAsked(option, text))),
    );
    if (picked) set(field, picked[0], 0.6);
  }
  for (const field of fields) {
    // The hand-made lexicons of field-cues.ts are the authority for the fields they cover.
    if (field.type !== 'choice' || !asked.has(field.field) || field.field in choiceFields) continue;
    const named = optionByStatedNumber(text, field) ?? optionNamedIn(text, field) ?? optionSaidIn(text, field);
    if (named) set(field.field, named, 0.6);
  }
  // "작년 2월부터 올해 3월까지 일했어": the tenure the dates of the job span, when it is not said outright.
  const tenureOptions = fields.find((f) => f.field === 'tenure_band')?.options;
  if (asked.has('tenure_band') && tenureOptions) {
    const dateOf = (field: string) => (typeof facts[field]?.value === 'string' ? (facts[field]!.value as string) : undefined);
    const band = tenureFromDates({ start: dateOf('employment_start'), end: dateOf('employment_end') }, tenureOptions);
    if (band) set('tenure_band', band, 0.6);
  }
  // Where the knowledge base asks which agency acted (처분을 한 기관, 세금을 부과한 곳), the other side is a public office, not a person.
  const counterparty = ASKS_AGENCY.test(questionOf.get('counterparty') ?? '') ? agencyNamed(text) : counterpartyNamed(text);
  if (counterparty) set('counterparty', counterparty, 0.6);
  // "모르는 남자가 때렸어요": a stranger is the relationship, whoever else the account names.
  const relationship = STRANGER.test(text) ? '모르는 사람' : relationshipNouns.exec(text)?.[1]!.replace(/\s+/g, '');
  if (relationship) set('relationship', relationship, 0.6);
  // "정규직이에요" where the question lists "정규직, 계약직, 수습, 아르바이트 중에서".
  for (const { field, question, answer_type } of scenario.questions) {
    const kind = answer_type === 'string' ? kindNamed(text, listedKinds(question)) : undefined;
    if (kind) set(field, kind, 0.6);
  }
  const trade = asked.has('license_type') ? businessTradeIn(text) : undefined;
  if (trade) set('license_type', trade, 0.6);
  const place = incidentPlace(text);
  if (place) set('location', place, 0.6);
  const evidence = evidenceKindsNamed(recordsText);
  if (evidence !== null) set('evidence_types', evidence, 0.7);
  const first = firstWholeSentence(splitSentences(text).map((sentence) => sentence.text));
  if (first) set('issue_description', first.slice(0, 200), 0.5);
  return facts;
}
