/**
 * The checks of contract-checks.md as predicates over the extracted terms and
 * the wage numbers. Each names the knowledge rule that words it; workplace
 * size decides whether an exempt rule is a violation or a LOW note.
 */
import type { ContractTerms, Spot } from './terms.js';
import type { WageNumbers } from './wage.js';

export interface CheckContext {
  terms: ContractTerms;
  wage: WageNumbers;
  workplace5plus: boolean;
  /** Why a probation pay cut is unlawful (keys of probation_problems); empty when lawful or absent. */
  probationProblems: readonly string[];
  /** Missing written terms (keys of term_labels). */
  missingTerms: readonly string[];
}

export interface Hit {
  rule: string;
  spot: Spot | null;
}

type Check = (c: CheckContext) => Spot | null | false;

const when = (condition: boolean, spot: Spot | null): Spot | null | false => (condition ? spot : false);

/** Rule name → predicate; a spot (or null for "whole contract") means it fires. */
export const checks: Readonly<Record<string, Check>> = {
  minimum_wage: ({ terms, wage }) => when(wage.ordinaryHourly !== null && wage.ordinaryHourly < wage.minimumWage, terms.wageSpot),
  weekly_holiday_pay: ({ terms, wage }) =>
    when(
      (wage.weeklyHours ?? 0) >= 15 && (terms.weeklyHolidayPay === 'excluded' || ((terms.wageType === 'hourly' || terms.wageType === 'daily') && terms.weeklyHolidayPay === 'unstated')),
      terms.weeklyHolidaySpot ?? terms.wageSpot,
    ),
  max_working_hours: ({ terms, wage }) => when((wage.weeklyHours ?? 0) + terms.agreedOvertimeWeekly > 52, terms.hoursSpot),
  overtime_premium: ({ terms, wage }) => when((wage.overtimeWeeklyHours > 0 || terms.agreedOvertimeWeekly > 0) && !terms.premiums.overtime && !terms.comprehensive, terms.hoursSpot),
  night_premium: ({ terms }) => when(terms.nightMinutesDaily > 0 && !terms.premiums.night && !terms.comprehensive, terms.hoursSpot),
  holiday_premium: ({ terms }) => when(terms.holidayWork !== null && !terms.premiums.holiday && !terms.comprehensive, terms.holidayWork?.spot ?? null),
  break_time: ({ terms }) => {
    const hours = terms.dailyHours ?? 0;
    const minutes = terms.breakMinutes ?? 0;
    return when((hours >= 8 && minutes < 60) || (hours >= 4 && minutes < 30), terms.hoursSpot);
  },
  weekly_rest_day: ({ terms, wage }) => when((wage.weeklyHours ?? 0) >= 15 && (terms.restDay !== 'stated' || terms.workDays === 7), terms.restDaySpot ?? terms.hoursSpot),
  annual_leave: ({ terms }) => when(terms.annualLeave === 'denied', terms.annualLeaveSpot),
  penalty_clause: ({ terms }) => terms.penalty ?? false,
  advance_offset: ({ terms }) => terms.advanceOffset ?? false,
  forced_savings: ({ terms }) => terms.forcedSavings ?? false,
  dismissal_without_notice: ({ terms }) => terms.dismissalWithoutNotice ?? false,
  dismissal_not_in_writing: ({ terms }) => terms.oralDismissal ?? false,
  unfair_dismissal_clause: ({ terms }) => terms.atWillDismissal ?? false,
  wage_withheld: ({ terms }) => terms.wageWithheld ?? false,
  wage_irregular: ({ terms }) => when(terms.payDay === 'irregular', terms.payDaySpot),
  probation_wage: ({ terms, probationProblems }) => when(probationProblems.length > 0, terms.probation?.spot ?? null),
  written_terms: ({ missingTerms }) => when(missingTerms.length > 0, null),
  social_insurance: ({ terms }) => terms.socialInsurance ?? false,
  severance_waiver: ({ terms }) => terms.severanceWaiver ?? false,
  comprehensive_wage: ({ terms, wage }) => when(terms.comprehensive !== null && (wage.unpaidMonthly ?? 0) > 0, terms.comprehensive),
  comprehensive_wage_hidden: ({ terms, wage, workplace5plus }) =>
    when(workplace5plus && terms.comprehensive !== null && (wage.unpaidMonthly ?? 0) === 0 && !terms.overtimeAllowanceStated, terms.comprehensive),
  minor_hours: ({ terms, wage }) => when(isMinor(terms) && ((terms.dailyHours ?? 0) > 7 || (wage.weeklyHours ?? 0) > 35), terms.hoursSpot ?? terms.ageSpot),
  minor_night: ({ terms }) => when(isMinor(terms) && (terms.nightMinutesDaily > 0 || terms.holidayWork !== null), terms.hoursSpot ?? terms.ageSpot),
  minor_consent: ({ terms }) => when(isMinor(terms) && !terms.guardianConsent, terms.ageSpot),
};

function isMinor(terms: ContractTerms): boolean {
  return terms.age !== null && terms.age < 18;
}

/** Every rule that fires, in the order of `checks`. */
export function runChecks(context: CheckContext): Hit[] {
  const hits: Hit[] = [];
  for (const [rule, check] of Object.entries(checks)) {
    const spot = check(context);
    if (spot !== false) hits.push({ rule, spot });
  }
  return hits;
}

/** Why a probation pay cut is unlawful; empty when there is no cut or it is lawful. */
export function probationProblems(terms: ContractTerms, wage: WageNumbers, atLeastOneYear: boolean): string[] {
  if (wage.probationHourly === null || !terms.probation) return [];
  const problems: string[] = [];
  if (!atLeastOneYear) problems.push('short_contract');
  if (terms.manualWork) problems.push('manual_work');
  if (terms.probation.months > 3) problems.push('too_long');
  if (wage.probationHourly < roundUpNinetyPercent(wage.minimumWage)) problems.push('below_90');
  return problems;
}

function roundUpNinetyPercent(minimumWage: number): number {
  return Math.ceil(minimumWage * 0.9 - 1e-9);
}

/** The legally required terms (근로기준법 제17조) the contract leaves out. */
export function missingTerms(terms: ContractTerms, workplace5plus: boolean): string[] {
  const missing: string[] = [];
  if (terms.wageAmount === null || (terms.payDay === 'unstated' && !terms.payMethodStated)) missing.push('wage');
  if (terms.dailyHours === null) missing.push('working_hours');
  if (!terms.holidaysMentioned) missing.push('holidays');
  if (workplace5plus && terms.annualLeave === 'unstated') missing.push('annual_leave');
  if (!terms.place || !terms.duties) missing.push('place_and_duties');
  return missing;
}
