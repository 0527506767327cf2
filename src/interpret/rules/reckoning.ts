/**
 * Numbers a reply gives only through a small sum: "석달치요 월급 210" is a
 * total of 630만원, "하루 8시간에 8만원" an hourly wage of 10,000원,
 * "월수금 6시간씩" 18 hours a week, "8월부터 안냈어요" four months in
 * November, "2019년에 결혼했어요" seven years of marriage, "연봉 6천" a
 * monthly income of 500만원. Each reckoning applies only when the field
 * asked keeps the unit the sum yields, so a reply that already gives the
 * field's own figure is left as it is.
 */
import { findDates } from '../../korean/dates.js';
import type { FieldDef } from '../../knowledge/schema.js';
import { type AmountMention, findAmounts } from '../../korean/amounts.js';
import { parseAnswer } from '../../korean/answers.js';
import { anchoredToEvent } from '../../korean/dates.js';

const NATIVE_COUNT = '한|두|세|석|네|넉|다섯|여섯|일곱|여덟|아홉|열|열한|열두';
const count = (said: string): number | null => {
  const value = parseAnswer(`${said}개`, { type: 'integer' }).value;
  return typeof value === 'number' ? value : null;
};

// "석달치", "두 달 동안", "3개월째", "열 달 밀렸어요": how many months an amount was owed or paid for.
const MONTHS_OF = new RegExp(`(?<![가-힣\\d])(\\d{1,2}|${NATIVE_COUNT})\\s?(?:달|개월)\\s?(?:치|째|동안|간|(?=\\s?(?:밀[렸린려]|못\\s?받|안\\s?(?:받|줬|냈|들어))))`);
// "월급 210", "한달에 250씩", "매달 50": the amount is a month's.
const PER_MONTH = /월급|월\s?\d|한\s?달에|달에\s?\d|매달|매월|씩/;
// Fields that keep one month's or one hour's figure, not a total.
const RATE_FIELD = /(?<![가-힣])월\s|월세|시급|차임|이자율/;
// "석달치 합쳐서 600": the total is said already.
const TOTAL_SAID = /합쳐|합치면|합하면|(?<![가-힣])총|전부\s?(?:해서|합)|모두\s?(?:해서|합)|다\s?해서/;

/** A month's amount times the months it is owed for, for a field that keeps a total. */
export function totalOverMonths(text: string, amounts: readonly AmountMention[], field: FieldDef | undefined): number | null {
  if (amounts.length !== 1 || RATE_FIELD.test(field?.label ?? '') || !PER_MONTH.test(text) || TOTAL_SAID.test(text)) return null;
  const months = MONTHS_OF.exec(text);
  const times = months ? count(months[1]!) : null;
  return times !== null && times > 1 ? amounts[0]!.value * times : null;
}

// "하루 8시간에 8만원", "10시간 일하고 일당 12만원": a day's pay over a day's hours.
const HOURS = /(\d{1,2})\s?시간/;
const HOURLY_SAID = /시급|시간당|한\s?시간에/;

/** The hourly rate from a day's pay and hours, for an hourly field when the reply gives no hourly figure. */
export function hourlyFromDay(text: string, amounts: readonly AmountMention[], field: FieldDef | undefined): number | null {
  if (!/시급/.test(field?.label ?? '') || HOURLY_SAID.test(text) || amounts.length !== 1) return null;
  const hours = HOURS.exec(text);
  if (!hours || !/하루|일당|일급|당일/.test(text)) return null;
  return Math.round(amounts[0]!.value / Number(hours[1]));
}

// "연봉 6천", "1년에 5천": a year's income, for a field kept per month.
const YEARLY = /연봉|1년에|일\s?년에|한\s?해에|연\s?수입|연\s?소득/;

export function monthlyFromYear(text: string, amounts: readonly AmountMention[], field: FieldDef | undefined): number | null {
  if (!/(?<![가-힣])월\s/.test(field?.label ?? '') || !YEARLY.test(text) || amounts.length !== 1) return null;
  return Math.round(amounts[0]!.value / 12);
}

// "월수금", "월~금", "평일", "주말": the days of a week named.
const WEEKDAY_RUN = /(?<![가-힣])([월화수목금토일]{2,7})(?=\s|$|에|만|마다)/;
const WEEKDAY_RANGE = /([월화수목금토일])\s?(?:~|-|부터)\s?([월화수목금토일])(?:요일)?(?:까지)?/;
const WEEK = '월화수목금토일';
const HOURS_EACH = /(\d{1,2})\s?시간\s?(?:씩|동안|근무)/;
// "9시부터 6시까지", "10시~19시": a working day by the clock, less a break ("점심시간 1시간", "휴게 30분").
const CLOCK_SPAN = /(\d{1,2})\s?시\s?(?:부터|~|-|에서)\s?(\d{1,2})\s?시/;
const BREAK = /(?:점심|휴게|쉬는|식사)\s?(?:시간)?\s?(?:은|이)?\s?(\d{1,2})\s?시간|(?:점심|휴게|쉬는|식사)\s?(?:시간)?\s?(?:은|이)?\s?(30)\s?분/;

// "쉬는 시간도 없이", "휴게시간 없음": a day said to have had no break.
const NO_BREAK = /(?:점심|휴게|쉬는|식사)\s?(?:시간)?\s?(?:도|이|은)?\s?(?:따로\s?)?(?:없이|없었|없어|없음|없고|못\s?(?:쉬|받))/;
// A day of eight hours' work holds the hour's break the law requires, so "9시부터 6시까지" is eight hours, not nine.
const STATUTORY_BREAK_FROM = 9;

/** Hours of one working day from the clock, or null when the reply does not say it so. */
function hoursByClock(text: string): number | null {
  const span = CLOCK_SPAN.exec(text);
  if (!span) return null;
  const [from, to] = [Number(span[1]), Number(span[2])];
  const hours = to > from ? to - from : to + 12 - from;
  const rest = BREAK.exec(text);
  const unsaid = hours >= STATUTORY_BREAK_FROM && !NO_BREAK.test(text) ? 1 : 0;
  const breakHours = rest ? (rest[1] ? Number(rest[1]) : 0.5) : unsaid;
  return hours > breakHours && hours <= 16 ? hours - breakHours : null;
}

// "주 3일", "일주일에 4번": the days counted outright.
const DAYS_COUNTED = /(?:주|일주일에?)\s?(\d)\s?(?:일|번)/;

function daysNamed(text: string): number | null {
  const counted = DAYS_COUNTED.exec(text);
  if (counted) return Number(counted[1]);
  const range = WEEKDAY_RANGE.exec(text);
  if (range) return WEEK.indexOf(range[2]!) - WEEK.indexOf(range[1]!) + 1;
  const run = WEEKDAY_RUN.exec(text)?.[1];
  if (run && new Set(run).size === run.length) return run.length;
  if (/평일/.test(text)) return 5;
  if (/주말/.test(text)) return 2;
  return null;
}

// "토요일도 5시간": one weekday named alone.
const ONE_WEEKDAY = /[월화수목금토일]요일/g;
const HOURS_EVERY = /(\d{1,2})\s?시간/g;

/** "평일 하루 10시간에 토요일도 5시간": runs of days each with its own hours add up; null unless every run names its days. */
function hoursOfRuns(text: string): number | null {
  const runs: string[] = [];
  let start = 0;
  for (const hours of text.matchAll(HOURS_EVERY)) {
    const end = (hours.index ?? 0) + hours[0].length;
    runs.push(text.slice(start, end));
    start = end;
  }
  if (runs.length < 2) return null;
  let total = 0;
  for (const run of runs) {
    const days = daysNamed(run) ?? (run.match(ONE_WEEKDAY)?.length || null);
    const hours = HOURS.exec(run);
    if (!days || !hours) return null;
    total += days * Number(hours[1]);
  }
  return total;
}

// "주 60시간은 일해요 주말출근도 하고요": hours said per week are the week's already, not a day's to multiply by the days named.
const HOURS_PER_WEEK = /(?:(?<![가-힣])주|일주일)\s?(?:에|에는|당)?\s?(?:한\s?|약\s?)?\d{1,3}\s?시간/g;

/** Weekly hours from the days named and the hours each, for a field kept per week. */
export function weeklyHours(said: string, field: FieldDef | undefined): number | null {
  if (!/주/.test(field?.label ?? '') || !/시간/.test(field?.label ?? '')) return null;
  const text = said.replace(HOURS_PER_WEEK, ' ');
  const runs = hoursOfRuns(text);
  if (runs !== null) return runs;
  const days = daysNamed(text);
  // "월~금 8시간": with the days named, a bare count of hours is each day's.
  const each = HOURS_EACH.exec(text) ?? (days ? HOURS.exec(text) : null);
  const hours = hoursByClock(text) ?? (each ? Number(each[1]) : null);
  return days && days > 0 && hours ? Math.round(hours * days) : null;
}

// "8월부터", "1월부터 10월까지", "작년 5월부터": months counted inclusively, up to the reference month when no end is said.
const MONTH_SPAN = /(?:(작년|지난\s?해|재작년)\s?)?(\d{1,2})\s?월\s?부터(?:\s?(\d{1,2})\s?월\s?까지)?/;
const YEARS_BACK: Readonly<Record<string, number>> = { 작년: 1, 지난해: 1, 재작년: 2 };

// "올해 4월부터 양육비를 안보내요": payments stopped since a month and not resumed.
const UNPAID_SINCE = /(?:(?:작년|재작년|올해)\s?)?\d{1,2}\s?월\s?부터\s?(?:\S+\s){0,2}?\S*(?:안\s?(?:보내|보냄|줘|주|줌|줬|들어)|못\s?받|끊)/;

// "9월, 10월 월급을 못 받았어요", "8월이랑 9월분 양육비 안 보냄": the months unpaid named one by one.
const MONTHS_NAMED_UNPAID =
  /((?:\d{1,2}\s?월\s?(?:,|·|\/|이랑|랑|하고|과|와)\s?)+\d{1,2}\s?월)\s?(?:분|달|치)?\s?(?:월급|급여|임금|알바비|양육비|생활비|월세)\S{0,2}\s?(?:\S+\s)?(?:안\s?(?:줘|줌|주|들어|보내|보냄|냈)|못\s?받|밀)/;

const monthsOf = (named: string): number[] => (named.match(/\d{1,2}(?=\s?월)/g) ?? []).map(Number).filter((m) => m >= 1 && m <= 12);

/** In an account, how many months are named one by one as unpaid, or null. */
export function monthsNamedUnpaid(text: string): number | null {
  const named = MONTHS_NAMED_UNPAID.exec(text);
  return named ? new Set(monthsOf(named[1]!)).size : null;
}

/** The first of the months named one by one as unpaid ("9월, 10월 월급을 못 받았어요" → this year's September), or null. */
export function oldestMonthNamedUnpaid(text: string, referenceDate: string): string | null {
  const named = MONTHS_NAMED_UNPAID.exec(text);
  const first = named ? monthsOf(named[1]!)[0] : undefined;
  if (first === undefined) return null;
  const year = Number(referenceDate.slice(0, 4)) - (first > Number(referenceDate.slice(5, 7)) ? 1 : 0);
  return `${year}-${String(first).padStart(2, '0')}`;
}

// "지난달 10일 월급날이었는데 아직도 못받았어요": a day named as the payday that passed.
const PAYDAY_AFTER = /^\s?(?:이\s?)?(?:월급|급여|임금)\s?(?:날|일|지급일)(?:이었|였|인데|이었는데|이었고|였는데|이라|이에요|예요|에)/;

/** The day an account names as a payday, or null. */
export function paydayNamed(text: string, referenceDate: string): string | null {
  const { text: spelled, dates } = findDates(text, referenceDate);
  return dates.find((date) => !date.span && PAYDAY_AFTER.test(spelled.slice(date.end)))?.value ?? null;
}

/** In an account, the months unpaid since payments stopped, counted as a reply's "8월부터" is: up to this month, both ends included. */
export function monthsUnpaidSince(text: string, field: FieldDef | undefined, referenceDate: string): number | null {
  const since = UNPAID_SINCE.exec(text);
  return since ? monthsSpanned(since[0], field, referenceDate) : null;
}

export function monthsSpanned(text: string, field: FieldDef | undefined, referenceDate: string): number | null {
  if (!/개월|몇\s?달|달\s?치/.test(field?.label ?? '')) return null;
  // "작년 12월부터 안줬으니까 한 11개월?": the person's own count of months is the answer.
  if (/\d\s?(?:개월|달)|(?:[한두세네]|석|넉|다섯|여섯)\s?달/.test(text)) return null;
  const span = MONTH_SPAN.exec(text);
  if (!span) return null;
  const from = Number(span[2]);
  const to = span[3] ? Number(span[3]) : Number(referenceDate.slice(5, 7));
  if (from < 1 || from > 12 || to < 1 || to > 12) return null;
  const yearsBack = span[1] && !span[3] ? YEARS_BACK[span[1].replace(/\s/g, '')]! : 0;
  return to - from + 1 + 12 * yearsBack + (to < from && yearsBack === 0 ? 12 : 0);
}

// "2019년에 결혼했어요", "2015년부터": a calendar year, for a field that keeps years elapsed.
// A clipped year ("17년에 결혼", "12년도부터") needs 도 or the 에/부터 of a point in time: "10년이요" is a span.
const CALENDAR_YEAR = /(?<!\d)(?:((?:19|20)\d{2})\s?년(?:도)?\s?(?:에|부터|쯤|께|이요|요|$)|(\d{2})\s?년(?:도\s?(?:에|부터|쯤|께|이요|요|$)|\s?(?:에|부터)(?![가-힣]*\s?한\s?번)))/;
const clippedYear = (yy: string, referenceYear: number): number => (2000 + Number(yy) <= referenceYear ? 2000 + Number(yy) : 1900 + Number(yy));

export function yearsSince(text: string, field: FieldDef | undefined, referenceDate: string): number | null {
  if (!/\(년\)/.test(field?.label ?? '')) return null;
  const year = CALENDAR_YEAR.exec(text);
  // "결혼 20년에": twenty years into the marriage, not 2020.
  if (year?.[2] && anchoredToEvent(text, year.index)) return null;
  const referenceYear = Number(referenceDate.slice(0, 4));
  const elapsed = year ? referenceYear - (year[1] ? Number(year[1]) : clippedYear(year[2]!, referenceYear)) : null;
  return elapsed !== null && elapsed >= 0 && elapsed < 100 ? elapsed : null;
}

// "돌 지났어요", "두 돌": a child's age counted in first birthdays.
const FIRST_BIRTHDAYS = /(?<![가-힣])(?:(두|세|네)\s?)?돌(?:\s?(?:지났|됐|되었|이에요|이요|쟁이|넘었|쯤)|$)/;
const BIRTHDAYS: Readonly<Record<string, number>> = { 두: 2, 세: 3, 네: 4 };

export function ageInBirthdays(text: string, field: FieldDef | undefined): number | null {
  if (!/나이/.test(field?.label ?? '')) return null;
  if (/돌\s?(?:전|도\s?안|안\s?됐)/.test(text)) return 0;
  const said = FIRST_BIRTHDAYS.exec(text);
  return said ? (said[1] ? BIRTHDAYS[said[1]]! : 1) : null;
}

// "한달 진단", "두 달 나왔어요": a diagnosis in months, for a field kept in weeks.
const DIAGNOSIS_MONTHS = new RegExp(`(?<![가-힣\\d])(\\d{1,2}|${NATIVE_COUNT})\\s?(?:달|개월)`);

export function weeksFromMonths(text: string, field: FieldDef | undefined): number | null {
  if (!/주수|\(주\)/.test(field?.label ?? '') || /\d\s?주|[한두세네]\s?주/.test(text)) return null;
  const months = DIAGNOSIS_MONTHS.exec(text);
  const value = months ? count(months[1]!) : null;
  return value !== null ? value * 4 : null;
}

// "3200 중에 1200만 받았어요" asked what is still unpaid: the whole less the part.
const ASKS_REMAINDER = /받지\s?못한|못\s?받은|남은|아직|밀린|갚지\s?않은|돌려받지/;
const WHOLE_AFTER = /^\s?(?:원|만\s?원)?\s?(?:중에?|가운데)(?![가-힣])/;
const PART_PAID_AFTER = /^\s?(?:원|만\s?원)?\s?(?:만|은|는|을|를)?\s?(?:받|갚|돌려받|들어|입금)/;

/** The whole less the part paid of it, when the question asks what remains; null otherwise. */
export function remainderOfWhole(text: string, amounts: readonly AmountMention[], question: string): number | null {
  if (amounts.length !== 2 || !ASKS_REMAINDER.test(question)) return null;
  const [whole, part] = amounts as [AmountMention, AmountMention];
  if (!WHOLE_AFTER.test(text.slice(whole.end)) || !PART_PAID_AFTER.test(text.slice(part.end))) return null;
  return whole.value > part.value ? whole.value - part.value : null;
}

// "30만원 보내야 하는데 300 보냈어요" asked what was paid too much: what was sent less what was due.
const ASKS_EXCESS = /더\s?(?:지급|보낸|낸|받은|들어온)|초과\s?(?:지급|입금)|과오납/;
const DUE_AFTER = /^\s?(?:원|만\s?원)?\s?(?:을|를|만)?\s?(?:보내|줘|주|내|입금|이체|갚)[가-힣]*?(?:야|할\s?(?:걸|것을|거를))/;
const SENT_AFTER = /^\s?(?:원|만\s?원)?\s?(?:을|를|이나|이|가)?\s?(?:보냈|줬|냈|입금|이체|들어)/;

/** What was sent less what was due, when the question asks the excess; null otherwise. */
export function excessOverDue(text: string, amounts: readonly AmountMention[], question: string): number | null {
  if (amounts.length !== 2 || !ASKS_EXCESS.test(question)) return null;
  const [due, sent] = amounts as [AmountMention, AmountMention];
  if (!DUE_AFTER.test(text.slice(due.end)) || !SENT_AFTER.test(text.slice(sent.end))) return null;
  return sent.value > due.value ? sent.value - due.value : null;
}

// "100 빌렸는데 일주일에 이자만 20씩": interest said in money over a period, for a field kept as a yearly %.
const PRINCIPAL_AFTER = /^\s?(?:원|만\s?원)?\s?(?:을|를|만|이|가)?\s?(?:빌렸|빌려|빌린|대출|꿨|꿔)/;
const INTEREST_BEFORE = /이자(?:가|는|만|로)?\s?(?:[가-힣]+\s){0,2}$/;
const PERIODS_A_YEAR: ReadonlyArray<readonly [RegExp, number]> = [
  [/일주일(?:에|\s)|(?<![가-힣])주에|매주|한\s?주(?:에|\s)/, 52],
  [/한\s?달(?:에|\s)|(?<![가-힣])달에|매달|매월|(?<![가-힣])월\s/, 12],
  [/하루에|매일|(?<![가-힣])일당/, 365],
];

export function yearlyRateFromInterest(text: string, field: FieldDef | undefined): number | null {
  if (!/연\s?%/.test(field?.label ?? '')) return null;
  const amounts = findAmounts(text, { context: '금액(원)' });
  if (amounts.length !== 2) return null;
  const [principal, interest] = amounts as [AmountMention, AmountMention];
  if (!PRINCIPAL_AFTER.test(text.slice(principal.end)) || !INTEREST_BEFORE.test(text.slice(principal.end, interest.start))) return null;
  const periods = PERIODS_A_YEAR.find(([words]) => words.test(text.slice(principal.end, interest.end + 4)))?.[1];
  return periods && principal.value > 0 ? Math.round((interest.value / principal.value) * 100 * periods) : null;
}

/** The count a reply reckons for a field that is not money, or null when it names none so. */
export function reckonedCount(text: string, field: FieldDef | undefined, referenceDate: string): number | null {
  return yearlyRateFromInterest(text, field) ?? weeklyHours(text, field) ?? monthsSpanned(text, field, referenceDate) ?? yearsSince(text, field, referenceDate) ?? ageInBirthdays(text, field) ?? weeksFromMonths(text, field);
}

/** The sum a reply reckons for a money field from its one amount, or null. */
export function reckonedMoney(text: string, amounts: readonly AmountMention[], field: FieldDef | undefined): number | null {
  return totalOverMonths(text, amounts, field) ?? hourlyFromDay(text, amounts, field) ?? monthlyFromYear(text, amounts, field);
}
