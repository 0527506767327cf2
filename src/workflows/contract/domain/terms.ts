/**
 * Reads the terms of a labour contract from its text: dates, place and
 * duties, schedule, pay, allowances, premiums promised, pay day, leave,
 * insurance, probation, dismissal, severance and the clauses the checks look
 * for. Each term remembers where it was found, so a finding can cite its clause.
 */
import { parseAmount } from '../../../korean/amounts.js';
import { breakIn, nightMinutes, workDaysIn, workRangeIn, type Interval } from './schedule.js';
import type { Clause } from './types.js';

export interface Spot {
  clause: string;
  start: number;
  end: number;
}

export type WageType = 'hourly' | 'daily' | 'monthly' | 'annual';

export interface ContractTerms {
  startDate: string | null;
  endDate: string | null;
  place: string | null;
  duties: string | null;
  workDays: number | null;
  /** Hours a day after breaks. */
  dailyHours: number | null;
  breakMinutes: number | null;
  /** Night minutes a day within the schedule, breaks excluded. */
  nightMinutesDaily: number;
  agreedOvertimeWeekly: number;
  hoursSpot: Spot | null;
  holidayWork: { daysPerMonth: number; hoursPerDay: number; spot: Spot } | null;
  restDay: 'stated' | 'none' | 'unstated';
  restDaySpot: Spot | null;
  holidaysMentioned: boolean;
  wageType: WageType | null;
  wageAmount: number | null;
  wageSpot: Spot | null;
  /** Fixed monthly allowances (not base pay). */
  allowances: number;
  overtimeAllowanceStated: boolean;
  weeklyHolidayPay: 'included' | 'paid' | 'excluded' | 'unstated';
  weeklyHolidaySpot: Spot | null;
  comprehensive: Spot | null;
  premiums: { overtime: boolean; night: boolean; holiday: boolean };
  payDay: 'regular' | 'irregular' | 'unstated';
  payDaySpot: Spot | null;
  payMethodStated: boolean;
  wageWithheld: Spot | null;
  annualLeave: 'granted' | 'denied' | 'unstated';
  annualLeaveSpot: Spot | null;
  socialInsurance: Spot | null;
  probation: { months: number; percent: number | null; amount: number | null; spot: Spot } | null;
  penalty: Spot | null;
  advanceOffset: Spot | null;
  forcedSavings: Spot | null;
  severanceWaiver: Spot | null;
  atWillDismissal: Spot | null;
  dismissalWithoutNotice: Spot | null;
  oralDismissal: Spot | null;
  age: number | null;
  ageSpot: Spot | null;
  guardianConsent: boolean;
  /** null when the contract does not say. */
  workplace5plus: boolean | null;
  manualWork: boolean;
}

const AMOUNT = String.raw`(\d[\d,]*(?:\.\d+)?\s*(?:만\s*)?원)`;
const DATE = String.raw`(\d{4})\s*[.\-/년]\s*(\d{1,2})\s*[.\-/월]\s*(\d{1,2})`;
const WAGE = new RegExp(String.raw`(월\s*\(\s*일\s*,\s*시간\s*\)\s*급|시급|시간급|시간당\s*임금|시간당|일급|일당|월\s*기본급|기본급|월급|월\s*급여|월\s*임금|연봉|급여|임금)\s*(?:은|는|을|를|:|：)?\s*(?:금\s*)?(?:월\s*)?${AMOUNT}`);
const ALLOWANCE = new RegExp(String.raw`([가-힣]*수당|식대|교통비)\s*(?:은|는|:|：)?\s*(?:월\s*)?${AMOUNT}`, 'g');
// Forms space out their labels ("근 무 장 소").
const PLACE = /(?:근\s*무\s*장\s*소|근\s*무\s*지|취\s*업\s*장\s*소|근\s*로\s*장\s*소)\s*[:：)）]?\s*([^\n]+)/;
// A bare "업무" names the duties only as a heading ("업무: 홀 서빙").
const DUTIES = /(?:(?:업무\s*내용|담당\s*업무|업무의\s*내용|직무\s*내용|종사\s*업무|직무)\s*[:：)）]?|업무\s*[:：])\s*([^\n]+)/;
const MANUAL_WORK = /청소|미화|경비|주차|배달|포장|단순\s*노무|운반|하역|설거지|주방\s*보조|전단|세차|검수|분류 작업/;

export function extractTerms(text: string, clauses: readonly Clause[]): ContractTerms {
  const find = (pattern: RegExp, within = text, offset = 0): { m: RegExpExecArray; spot: Spot } | null => {
    const m = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(within);
    return m ? { m, spot: spotAt(clauses, offset + m.index, m[0].length) } : null;
  };
  const lines = linesOf(text);
  const lineWith = (pattern: RegExp) => lines.find((line) => pattern.test(line.text));

  const dateLine = lineWith(/근로\s*개시|근무\s*시작|계약\s*기간|입사일|근로\s*계약\s*기간|근무\s*기간/);
  const dates = dateLine ? [...dateLine.text.matchAll(new RegExp(DATE, 'g'))].map((m) => isoOf(m)) : [];

  const schedule = readSchedule(lines, clauses);
  const wage = find(WAGE);
  const wageType = wage ? wageTypeOf(wage.m[1]!, amountOf(wage.m[2]!)) : null;
  const wageClause = wage ? clauseAt(clauses, wage.m.index) : undefined;
  const allowanceText = wageClause?.text ?? '';
  const allowanceItems = [...allowanceText.matchAll(ALLOWANCE)].filter((m) => !/주휴/.test(m[1]!));

  // 주휴일 is the rest day, not its pay: "주휴일은 없음" says nothing about 주휴수당.
  const weeklyExcluded = find(/주휴(?!일)\s*(?:수당)?[^.\n]*?(?:없|지급하지\s*않|미지급|포함되지\s*않|제외)/);
  const weeklyIncluded = find(/주휴\s*(?:수당)?\s*포함/);
  const weeklyPaid = find(/주휴\s*수당[^.\n]*지급|유급\s*(?:주휴|휴일)/);
  const ageMatch = find(/만\s*(\d{1,2})\s*세|나이\s*[:：]\s*(\d{1,2})/);
  const birth = find(new RegExp(String.raw`생년월일\s*[:：]?\s*${DATE}`));
  const startDate = dates[0] ?? null;
  const size = find(/상시\s*근로자\s*(?:수)?\s*(?:는|:|：)?\s*(\d+)\s*(?:명|인)/);
  const smallSize = find(/(\d+)\s*인\s*미만/);
  const probationLine = lineWith(/수습|시용/);
  const irregularPay = find(/(?:분기|격월|부정기|수시로|회사\s*사정에\s*따라|\d\s*개월마다|매년)[^.\n]*지급/);
  const regularPay = find(/매월\s*(?:\([^)\n]*\)\s*)?(?:\d{1,2}|말)\s*일/);

  return {
    startDate,
    endDate: dates[1] ?? null,
    place: find(PLACE)?.m[1]?.trim() ?? null,
    duties: find(DUTIES)?.m[1]?.trim() ?? null,
    ...schedule,
    holidayWork: readHolidayWork(lines, clauses),
    ...readRestDay(find),
    holidaysMentioned: /휴일|휴무/.test(text),
    wageType,
    wageAmount: wage ? amountOf(wage.m[2]!) : null,
    wageSpot: wage?.spot ?? null,
    allowances: allowanceItems.reduce((sum, m) => sum + amountOf(m[2]!), 0),
    overtimeAllowanceStated: allowanceItems.some((m) => /연장|초과|야간|휴일|시간외/.test(m[1]!)),
    weeklyHolidayPay: weeklyExcluded ? 'excluded' : weeklyIncluded ? 'included' : weeklyPaid ? 'paid' : 'unstated',
    weeklyHolidaySpot: (weeklyExcluded ?? weeklyIncluded ?? weeklyPaid)?.spot ?? null,
    comprehensive: find(/포괄\s*(?:임금|산정)|(?:연장|야간|휴일|시간외)[^.\n]{0,20}수당[^.\n]{0,20}(?:포함|일체)/)?.spot ?? null,
    premiums: readPremiums(lines),
    payDay: irregularPay ? 'irregular' : regularPay ? 'regular' : 'unstated',
    payDaySpot: (irregularPay ?? regularPay)?.spot ?? null,
    payMethodStated: /계좌|통장|현금|직접\s*지급|이체/.test(text),
    wageWithheld: find(/(?:상품권|현물|물품|자사\s*제품)(?:으로|로)?[^.\n]*지급|(?:임금|급여|월급)[^.\n]*(?:유보|보류)/)?.spot ?? null,
    ...readAnnualLeave(find),
    socialInsurance: find(/(?:4대\s*보험|사회\s*보험|국민연금|건강보험|고용보험)[^.\n]*?(?:미가입|가입하지\s*않|가입\s*없이|가입에서\s*제외)|사업주\s*부담분(?:까지|도|을|를)?\s*(?:모두\s*)?근로자가|3\.3\s*%/)?.spot ?? null,
    probation: probationLine ? readProbation(probationLine, clauses) : null,
    penalty: find(/위약금|위약벌|손해배상\s*(?:예정)?액|배상금|\d[\d,]*\s*(?:만\s*)?원[^.\n]*(?:배상|변상|물어)|(?:교육비|연수비|훈련비)[^.\n]*(?:반환|배상|변상|물어)/)?.spot ?? null,
    advanceOffset: find(/(?:전차금|가불금|선불금|선지급금|대여금|빌려준\s*돈)[^.\n]*(?:공제|상계|차감|뺀|제하)/)?.spot ?? null,
    forcedSavings: find(/강제\s*(?:적립|저축)|(?:임금|급여|월급)[^.\n]*\d+\s*%[^.\n]*(?:적립|저축|예치)|(?:회사|사업주)[^.\n]*(?:관리|보관)[^.\n]*(?:통장|적금|저축)/)?.spot ?? null,
    severanceWaiver: find(/퇴직금[^.\n]*?(?:포함(?!되지|하지)|없[다음]|지급하지\s*않|포기|청구하지\s*않|청구할\s*수\s*없)/)?.spot ?? null,
    atWillDismissal: find(/(?:언제든지|임의로|사소한|이유를\s*불문하고|필요하다고\s*판단하면)[^.\n]*(?:해고|해지|계약을\s*종료)/)?.spot ?? null,
    dismissalWithoutNotice: find(/(?:즉시|예고\s*없이|통보\s*없이|당일)[^.\n]*(?:해고|해지)/)?.spot ?? null,
    oralDismissal: find(/(?:구두|말로|문자|전화)[^.\n]*(?:해고|해지)|(?:해고|해지)[^.\n]*(?:구두|말로|문자|전화)/)?.spot ?? null,
    age: ageMatch ? Number(ageMatch.m[1] ?? ageMatch.m[2]) : birth ? ageAt(isoOf(birth.m, 0), startDate) : null,
    ageSpot: (ageMatch ?? birth)?.spot ?? null,
    guardianConsent: /(?:친권자|후견인|보호자|부모)[^.\n]*동의/.test(text),
    workplace5plus: size ? Number(size.m[1]) >= 5 : smallSize && Number(smallSize.m[1]) <= 5 ? false : null,
    manualWork: MANUAL_WORK.test(find(DUTIES)?.m[1] ?? ''),
  };
}

interface Line {
  text: string;
  start: number;
}

function linesOf(text: string): Line[] {
  let start = 0;
  return text.split('\n').map((line) => {
    const entry = { text: line, start };
    start += line.length + 1;
    return entry;
  });
}

function clauseAt(clauses: readonly Clause[], index: number): Clause | undefined {
  return clauses.find((clause) => index >= clause.start && index < clause.end);
}

function spotAt(clauses: readonly Clause[], index: number, length: number): Spot {
  const clause = clauseAt(clauses, index);
  return clause ? { clause: clause.ref, start: clause.start, end: clause.end } : { clause: '', start: index, end: index + length };
}

function isoOf(m: RegExpMatchArray, from = 0): string {
  const [y, mo, d] = [m[from + 1], m[from + 2], m[from + 3]];
  return `${y}-${mo!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
}

function ageAt(birth: string, at: string | null): number | null {
  if (!at) return null;
  const years = Number(at.slice(0, 4)) - Number(birth.slice(0, 4));
  return at.slice(5) < birth.slice(5) ? years - 1 : years;
}

function amountOf(text: string): number {
  return parseAmount(text)?.value ?? 0;
}

// The standard form's "월(일, 시간)급" leaves the unit to the amount.
const FORM_UNIT_LIMITS = { hourly: 100_000, daily: 700_000 };

function wageTypeOf(word: string, amount: number): WageType {
  if (/\(/.test(word)) return amount < FORM_UNIT_LIMITS.hourly ? 'hourly' : amount < FORM_UNIT_LIMITS.daily ? 'daily' : 'monthly';
  if (/시/.test(word)) return 'hourly';
  if (/일/.test(word)) return 'daily';
  if (/연봉/.test(word)) return 'annual';
  return 'monthly';
}

const HOURS_AREA = /근로\s*시간|근무\s*시간|소정\s*근로|업무\s*시간|출퇴근/;

function readSchedule(lines: readonly Line[], clauses: readonly Clause[]) {
  const hoursClause = clauses.find((clause) => HOURS_AREA.test(clause.title) || HOURS_AREA.test(clause.text.split('\n')[0]!));
  const area = hoursClause ? lines.filter((line) => line.start >= hoursClause.start && line.start < hoursClause.end) : lines.filter((line) => HOURS_AREA.test(line.text));
  const candidates = [...area, ...lines.filter((line) => !area.includes(line) && !/야간|휴일|수습/.test(line.text))];
  const workLine = candidates.find((line) => workRangeIn(line.text));
  const work = workLine ? workRangeIn(workLine.text) : null;
  const breakInfo = candidates.map((line) => breakIn(line.text)).find((info) => info !== null) ?? null;
  const dayLine = lines.find((line) => /근무일|근로일|근무\s*요일|출근일|근무\s*일수/.test(line.text) && workDaysIn(line.text) !== null);
  const workDays = dayLine ? workDaysIn(dayLine.text) : (area.map((line) => workDaysIn(line.text)).find((days) => days !== null) ?? null);
  const explicitDaily = lines.map((line) => /(?:1일|하루)\s*(\d+(?:\.\d+)?)\s*시간/.exec(line.text)).find(Boolean);
  const breakMinutes = breakInfo?.minutes ?? (work ? 0 : null);
  const dailyHours = work ? (work[1] - work[0] - (breakMinutes ?? 0)) / 60 : explicitDaily ? Number(explicitDaily[1]) : null;
  const overtime = lines.map((line) => /연장\s*근로[^\n]*?주\s*(\d+)\s*시간/.exec(line.text)).find(Boolean);
  return {
    workDays,
    dailyHours,
    breakMinutes,
    nightMinutesDaily: work ? nightMinutes(work, breakInfo?.intervals ?? ([] as Interval[])) : 0,
    agreedOvertimeWeekly: overtime ? Number(overtime[1]) : 0,
    hoursSpot: workLine ? spotAt(clauses, workLine.start, workLine.text.length) : hoursClause ? { clause: hoursClause.ref, start: hoursClause.start, end: hoursClause.end } : null,
  };
}

/** Holiday work outside the contractual week: "월 2회 … 8시간" or "매주/주 1회 … 8시간" (a week counts 365/7/12 times a month). */
function readHolidayWork(lines: readonly Line[], clauses: readonly Clause[]) {
  const line = lines.find((l) => /휴일\s*(?:근로|근무|출근)/.test(l.text) && /(?:월|주)\s*\d+\s*회|매주/.test(l.text));
  if (!line) return null;
  const monthly = /월\s*(\d+)\s*회/.exec(line.text);
  const weekly = /주\s*(\d+)\s*회/.exec(line.text);
  const hours = /(\d+)\s*시간/.exec(line.text);
  if (!hours) return null;
  const daysPerMonth = monthly ? Number(monthly[1]) : (weekly ? Number(weekly[1]) : 1) * (365 / 7 / 12);
  return { daysPerMonth, hoursPerDay: Number(hours[1]), spot: spotAt(clauses, line.start, line.text.length) };
}

type Finder = (pattern: RegExp) => { m: RegExpExecArray; spot: Spot } | null;

function readRestDay(find: Finder) {
  const none = find(/(?:주휴일|휴일)\s*(?:은|는|:|：)?\s*(?:없|없이)|휴일\s*없이|주\s*7\s*일\s*(?:근무|근로|출근)/);
  if (none) return { restDay: 'none' as const, restDaySpot: none.spot };
  const stated = find(/주휴일|유급\s*휴일|매주\s*[월화수목금토일]요일[^.\n]*휴(?:일|무)|(?:휴일|휴무일)\s*[:：]?\s*매주/);
  return stated ? { restDay: 'stated' as const, restDaySpot: stated.spot } : { restDay: 'unstated' as const, restDaySpot: null };
}

function readAnnualLeave(find: Finder) {
  const denied = find(/연차[^.\n]*?(?:없[다음]|부여하지\s*않|주지\s*않|사용할\s*수\s*없|인정하지\s*않|미부여)/);
  if (denied) return { annualLeave: 'denied' as const, annualLeaveSpot: denied.spot };
  const days = find(/연차[^.\n]*?연\s*(\d+)\s*일/);
  if (days && Number(days.m[1]) < 15) return { annualLeave: 'denied' as const, annualLeaveSpot: days.spot };
  const granted = find(/연차/);
  return granted ? { annualLeave: 'granted' as const, annualLeaveSpot: granted.spot } : { annualLeave: 'unstated' as const, annualLeaveSpot: null };
}

function readPremiums(lines: readonly Line[]) {
  const promised = { overtime: false, night: false, holiday: false };
  for (const line of lines) {
    for (const sentence of line.text.split(/(?<=[.다])\s+/)) {
      if (!/가산|50\s*%|1\.5\s*배|150\s*%|100\s*%|2\s*배/.test(sentence)) continue;
      if (/가산하지\s*않|가산\s*없|가산\s*수당[^.]*(?:없|지급하지)|지급하지\s*않/.test(sentence)) continue;
      if (/연장|초과|시간외/.test(sentence)) promised.overtime = true;
      if (/야간/.test(sentence)) promised.night = true;
      if (/휴일/.test(sentence)) promised.holiday = true;
    }
  }
  return promised;
}

function readProbation(line: Line, clauses: readonly Clause[]) {
  const months = /(\d+)\s*개월/.exec(line.text);
  const percent = /(\d{2,3})\s*%/.exec(line.text);
  const amount = new RegExp(AMOUNT).exec(line.text);
  const value = percent ? Number(percent[1]) : null;
  return {
    months: months ? Number(months[1]) : 3,
    percent: value !== null && value < 100 ? value : null,
    amount: amount ? amountOf(amount[1]!) : null,
    spot: spotAt(clauses, line.start, line.text.length),
  };
}
