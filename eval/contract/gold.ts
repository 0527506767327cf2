/**
 * Gold answers for an eval case, computed from its terms (not its text) with
 * the formulas of ../shared/spec/contract-checks.md. Written apart from the
 * analyser on purpose: it shares no code with src/workflows/contract.
 */
import type { EvalCase } from './case.js';

const MINIMUM: Record<number, number> = { 2020: 8590, 2021: 8720, 2022: 9160, 2023: 9620, 2024: 9860, 2025: 10030, 2026: 10320 };
const PER_MONTH = 365 / 7 / 12;
const round = (x: number) => Math.floor(x + 0.5 + 1e-9);

export interface GoldWage {
  monthly_paid_hours: number;
  ordinary_hourly: number;
  contract_monthly_pay: number;
  legal_monthly_minimum: number;
  unpaid_monthly: number;
  unpaid_yearly: number;
}

export interface Gold {
  codes: string[];
  wage: GoldWage;
}

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

function nightMinutesOf(c: EvalCase): number {
  const from = minutes(c.from);
  const to = minutes(c.to) <= from ? minutes(c.to) + 1440 : minutes(c.to);
  let night = 0;
  for (let t = from; t < to; t++) {
    const clock = t % 1440;
    const inBreak = c.breakAt !== undefined && (() => {
      let b = minutes(c.breakAt!);
      if (b < from) b += 1440;
      return t >= b && t < b + c.breakMinutes;
    })();
    if (!inBreak && (clock >= 22 * 60 || clock < 6 * 60)) night++;
  }
  return night;
}

export function goldOf(c: EvalCase): Gold {
  const big = c.size === undefined || c.size >= 5;
  const year = Number(c.start.slice(0, 4));
  const min = MINIMUM[year]!;
  const span = (minutes(c.to) <= minutes(c.from) ? minutes(c.to) + 1440 : minutes(c.to)) - minutes(c.from);
  const daily = (span - c.breakMinutes) / 60;
  const weekly = c.days * daily;
  const holidayHours = weekly < 15 ? 0 : Math.min(8, (weekly / 40) * 8);
  const capped = Math.min(weekly, 40);
  const mph = round((capped + holidayHours) * PER_MONTH);
  const overtime = Math.max(0, weekly - 40) * PER_MONTH;
  const nightDaily = nightMinutesOf(c) / 60;
  const night = nightDaily * c.days * PER_MONTH;
  const hol8 = c.holidayWork ? c.holidayWork.daysPerMonth * Math.min(8, c.holidayWork.hoursPerDay) : 0;
  const holOver = c.holidayWork ? c.holidayWork.daysPerMonth * Math.max(0, c.holidayWork.hoursPerDay - 8) : 0;
  const allowances = (c.allowances ?? []).reduce((sum, a) => sum + a.amount, 0);

  const hourlyRate = { monthly: c.wage.amount / mph, annual: c.wage.amount / 12 / mph, daily: c.wage.amount / daily, hourly: c.wage.amount }[c.wage.type];
  const ordinary = round(hourlyRate);
  const rate = Math.max(ordinary, min);

  const promised = c.premiums ?? {};
  const payAt = (amount: number) => {
    if (c.wage.type === 'monthly') return amount + allowances;
    if (c.wage.type === 'annual') return round(amount / 12) + allowances;
    const r = c.wage.type === 'daily' ? amount / daily : amount;
    const paidHours = round((capped + (c.weeklyHolidayPay === 'paid' ? holidayHours : 0)) * PER_MONTH);
    return r * paidHours + overtime * r * (promised.overtime ? 1.5 : 1) + (promised.night ? night * r * 0.5 : 0) + hol8 * r * (promised.holiday ? 1.5 : 1) + holOver * r * (promised.holiday ? 2 : 1) + allowances;
  };
  const regularPay = payAt(c.wage.amount);

  const probationProblems: string[] = [];
  let probationPay: number | null = null;
  if (c.probation && c.probation.percent < 100) {
    probationPay = (regularPay - allowances) * (c.probation.percent / 100) + allowances;
    const probationHourly = round((ordinary * c.probation.percent) / 100);
    const endsAfterAYear = !c.end || new Date(`${c.end}T00:00:00Z`) >= new Date(Date.UTC(year + 1, Number(c.start.slice(5, 7)) - 1, Number(c.start.slice(8, 10)) - 1));
    if (!endsAfterAYear) probationProblems.push('short');
    if (/청소|미화|경비|주차|배달|포장|운반|하역|설거지|주방 보조|전단|세차/.test(c.duties ?? '')) probationProblems.push('manual');
    if (c.probation.months > 3) probationProblems.push('long');
    if (probationHourly < Math.ceil(min * 0.9 - 1e-9)) probationProblems.push('below');
  }
  const lawfulProbation = probationPay !== null && probationProblems.length === 0;
  const premium = big ? [1.5, 0.5, 1.5, 2] : [1, 0, 1, 1];
  const legal = round(min * mph * (lawfulProbation ? 0.9 : 1) + overtime * rate * premium[0]! + night * rate * premium[1]! + hol8 * rate * premium[2]! + holOver * rate * premium[3]!);
  const contractPay = round(probationPay ?? regularPay);
  const unpaid = Math.max(0, legal - contractPay);

  const codes = new Set<string>();
  const add = (code: string, when: boolean | undefined) => when && codes.add(code);
  const hourlyLike = c.wage.type === 'hourly' || c.wage.type === 'daily';
  const minor = c.age !== undefined && c.age < 18;
  add('MINIMUM_WAGE', ordinary < min);
  add('WEEKLY_HOLIDAY_PAY', weekly >= 15 && (c.weeklyHolidayPay === 'excluded' || (hourlyLike && (c.weeklyHolidayPay ?? 'unstated') === 'unstated')));
  add('MAX_WORKING_HOURS', big && weekly > 52);
  add('OVERTIME_PREMIUM', big && weekly > 40 && !promised.overtime && !c.comprehensive);
  add('NIGHT_PREMIUM', big && nightDaily > 0 && !promised.night && !c.comprehensive);
  add('HOLIDAY_PREMIUM', big && c.holidayWork !== undefined && !promised.holiday && !c.comprehensive);
  add('BREAK_TIME', (daily >= 8 && c.breakMinutes < 60) || (daily >= 4 && c.breakMinutes < 30));
  add('WEEKLY_REST_DAY', weekly >= 15 && (c.restDay !== 'stated' || c.days === 7));
  add('ANNUAL_LEAVE', big && c.annualLeave === 'denied');
  add('PENALTY_CLAUSE', c.penalty);
  add('ADVANCE_OFFSET', c.advanceOffset);
  add('FORCED_SAVINGS', c.forcedSavings);
  add('DISMISSAL_NOTICE', c.noNotice || (big && c.oralNotice));
  add('UNFAIR_DISMISSAL_CLAUSE', big && c.atWill);
  add('WAGE_PAYMENT', c.withheld || c.payDay === 'irregular');
  add('PROBATION_WAGE', probationProblems.length > 0);
  const holidaysWritten = c.restDay !== 'unstated' || c.holidayWork !== undefined || promised.holiday || (c.comprehensive && c.style === 0);
  add('WRITTEN_TERMS', (c.payDay === 'unstated' && !c.payMethod) || !holidaysWritten || (big && c.annualLeave === 'unstated') || !c.place || !c.duties);
  add('SOCIAL_INSURANCE', c.insurance === 'optout' || c.insurance === 'workerpays');
  add('SEVERANCE_WAIVER', c.severanceIncluded);
  const overtimeAllowance = (c.allowances ?? []).some((a) => /연장|초과|야간|휴일|시간외/.test(a.name));
  add('COMPREHENSIVE_WAGE', c.comprehensive && (unpaid > 0 || (big && !overtimeAllowance)));
  add('MINOR_WORKER', minor && (daily > 7 || weekly > 35 || nightDaily > 0 || c.holidayWork !== undefined || !c.guardianConsent));

  return {
    codes: [...codes].sort(),
    wage: { monthly_paid_hours: mph, ordinary_hourly: ordinary, contract_monthly_pay: contractPay, legal_monthly_minimum: legal, unpaid_monthly: unpaid, unpaid_yearly: unpaid * 12 },
  };
}
