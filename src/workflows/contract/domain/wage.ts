/**
 * The wage block of contract-checks.md: weekly and monthly hours, the ordinary
 * hourly rate, the legal monthly minimum with premiums, what the contract pays
 * and the unpaid difference. Pure arithmetic over the extracted terms.
 */
import { MINIMUM_WAGE_BY_YEAR, roundHalfUp } from './minimum-wage.js';
import type { ContractTerms } from './terms.js';

const WEEKS_PER_MONTH = 365 / 7 / 12;

export interface WageInputs {
  terms: ContractTerms;
  year: number;
  workplace5plus: boolean;
  /** The contract reduces pay during probation and the reduction is lawful. */
  lawfulProbation: boolean;
}

export interface WageNumbers {
  minimumWage: number;
  weeklyHours: number | null;
  weeklyHolidayHours: number | null;
  monthlyPaidHours: number | null;
  ordinaryHourly: number | null;
  /** Hourly equivalent of the probation pay, when pay is reduced during probation. */
  probationHourly: number | null;
  contractMonthlyPay: number | null;
  legalMonthlyMinimum: number | null;
  unpaidMonthly: number | null;
  unpaidYearly: number | null;
  overtimeWeeklyHours: number;
  nightWeeklyHours: number;
}

export function computeWage({ terms, year, workplace5plus, lawfulProbation }: WageInputs): WageNumbers {
  const minimumWage = MINIMUM_WAGE_BY_YEAR[year]!;
  const none = { minimumWage, weeklyHours: null, weeklyHolidayHours: null, monthlyPaidHours: null, ordinaryHourly: null, probationHourly: null, contractMonthlyPay: null, legalMonthlyMinimum: null, unpaidMonthly: null, unpaidYearly: null, overtimeWeeklyHours: 0, nightWeeklyHours: 0 };
  if (terms.workDays === null || terms.dailyHours === null) return none;
  const weeklyHours = terms.workDays * terms.dailyHours;
  const weeklyHolidayHours = weeklyHours < 15 ? 0 : Math.min(8, (weeklyHours / 40) * 8);
  const capped = Math.min(weeklyHours, 40);
  const monthlyPaidHours = roundHalfUp((capped + weeklyHolidayHours) * WEEKS_PER_MONTH);
  const overtimeWeeklyHours = Math.max(0, weeklyHours - 40);
  const nightWeeklyHours = (terms.nightMinutesDaily / 60) * terms.workDays;
  const hours = {
    overtime: overtimeWeeklyHours * WEEKS_PER_MONTH,
    night: nightWeeklyHours * WEEKS_PER_MONTH,
    holidayUpTo8: terms.holidayWork ? terms.holidayWork.daysPerMonth * Math.min(8, terms.holidayWork.hoursPerDay) : 0,
    holidayOver8: terms.holidayWork ? terms.holidayWork.daysPerMonth * Math.max(0, terms.holidayWork.hoursPerDay - 8) : 0,
  };
  const base = { ...none, weeklyHours, weeklyHolidayHours, monthlyPaidHours, overtimeWeeklyHours, nightWeeklyHours };
  if (terms.wageType === null || terms.wageAmount === null) return base;

  const ordinaryHourly = roundHalfUp(hourlyOf(terms, terms.wageAmount, monthlyPaidHours, capped, weeklyHolidayHours));
  const rate = Math.max(ordinaryHourly, minimumWage);
  const premium = workplace5plus ? { overtime: 1.5, night: 0.5, holiday: 1.5, holidayOver8: 2 } : { overtime: 1, night: 0, holiday: 1, holidayOver8: 1 };
  const minimumTerm = minimumWage * monthlyPaidHours * (lawfulProbation ? 0.9 : 1);
  const legalMonthlyMinimum = roundHalfUp(
    minimumTerm + hours.overtime * rate * premium.overtime + hours.night * rate * premium.night + hours.holidayUpTo8 * rate * premium.holiday + hours.holidayOver8 * rate * premium.holidayOver8,
  );

  const payFor = (amount: number) => monthlyPayOf(terms, amount, { capped, weeklyHolidayHours, hours });
  const probationPay = probationMonthlyPay(terms, payFor);
  const contractMonthlyPay = roundHalfUp(probationPay ?? payFor(terms.wageAmount));
  const unpaidMonthly = Math.max(0, legalMonthlyMinimum - contractMonthlyPay);
  const probation = terms.probation;
  const probationHourly =
    probationPay === null || !probation
      ? null
      : roundHalfUp(probation.percent !== null ? (ordinaryHourly * probation.percent) / 100 : hourlyOf(terms, probation.amount!, monthlyPaidHours, capped, weeklyHolidayHours));
  return { ...base, ordinaryHourly, probationHourly, contractMonthlyPay, legalMonthlyMinimum, unpaidMonthly, unpaidYearly: unpaidMonthly * 12 };
}

function hourlyOf(terms: ContractTerms, amount: number, monthlyPaidHours: number, capped: number, weeklyHolidayHours: number): number {
  switch (terms.wageType) {
    case 'monthly':
      return amount / monthlyPaidHours;
    case 'annual':
      return amount / 12 / monthlyPaidHours;
    case 'daily':
      return amount / terms.dailyHours!;
    default:
      // An hourly rate said to include 주휴 pays the holiday hours out of the worked ones.
      return terms.weeklyHolidayPay === 'included' && capped + weeklyHolidayHours > 0 ? (amount * capped) / (capped + weeklyHolidayHours) : amount;
  }
}

interface MonthlyHours {
  overtime: number;
  night: number;
  holidayUpTo8: number;
  holidayOver8: number;
}

function monthlyPayOf(terms: ContractTerms, amount: number, schedule: { capped: number; weeklyHolidayHours: number; hours: MonthlyHours }): number {
  if (terms.wageType === 'monthly') return amount + terms.allowances;
  if (terms.wageType === 'annual') return roundHalfUp(amount / 12) + terms.allowances;
  const rate = terms.wageType === 'daily' ? amount / terms.dailyHours! : amount;
  const paysHoliday = terms.weeklyHolidayPay === 'paid';
  const paidHours = roundHalfUp((schedule.capped + (paysHoliday ? schedule.weeklyHolidayHours : 0)) * WEEKS_PER_MONTH);
  const { overtime, night, holidayUpTo8, holidayOver8 } = schedule.hours;
  const promised = terms.premiums;
  return (
    rate * paidHours +
    overtime * rate * (promised.overtime ? 1.5 : 1) +
    (promised.night ? night * rate * 0.5 : 0) +
    holidayUpTo8 * rate * (promised.holiday ? 1.5 : 1) +
    holidayOver8 * rate * (promised.holiday ? 2 : 1) +
    terms.allowances
  );
}

/** What the contract pays a month during probation, when it reduces pay then. */
function probationMonthlyPay(terms: ContractTerms, payFor: (amount: number) => number): number | null {
  const probation = terms.probation;
  if (!probation || terms.wageAmount === null) return null;
  if (probation.percent !== null) return (payFor(terms.wageAmount) - terms.allowances) * (probation.percent / 100) + terms.allowances;
  if (probation.amount !== null && probation.amount < terms.wageAmount) return payFor(probation.amount);
  return null;
}
