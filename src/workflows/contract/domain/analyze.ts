/**
 * One contract's analysis: clauses, terms, the wage block, findings worded from
 * the knowledge rules, overall risk and the summary text.
 */
import type { ContractReview, ContractRule, ContractSeverity } from '../../../knowledge/contract-review.js';
import { fillTemplate } from '../../../knowledge/llm-prompts.js';
import { missingTerms, probationProblems, runChecks, type Hit } from './checks.js';
import { MINIMUM_WAGE_BY_YEAR, tableYear } from './minimum-wage.js';
import { segmentClauses } from './segment.js';
import { buildAnalysisSummary } from './summary.js';
import { extractTerms, type ContractTerms } from './terms.js';
import type { ContractAnalysis, Finding } from './types.js';
import { computeWage, type WageNumbers } from './wage.js';

export interface AnalyzeOptions {
  /** Overrides what the contract says about its size. */
  workplace5plus?: boolean | undefined;
  /** YYYY-MM-DD; the year when the contract gives no start date. */
  referenceDate: string;
}

const severityRank: Record<ContractSeverity, number> = { HIGH: 3, MEDIUM: 2, LOW: 1 };

export function analyzeContract(text: string, review: ContractReview, options: AnalyzeOptions): ContractAnalysis {
  const clauses = segmentClauses(text);
  const terms = extractTerms(text, clauses);
  const workplace5plus = options.workplace5plus ?? terms.workplace5plus ?? true;
  const askedYear = Number((terms.startDate ?? options.referenceDate).slice(0, 4));
  const year = tableYear(askedYear);
  const atLeastOneYear = lastsAYear(terms);

  const unreduced = computeWage({ terms, year, workplace5plus, lawfulProbation: false });
  const problems = probationProblems(terms, unreduced, atLeastOneYear);
  const lawfulProbation = unreduced.probationHourly !== null && problems.length === 0;
  const wage = lawfulProbation ? computeWage({ terms, year, workplace5plus, lawfulProbation }) : unreduced;
  const missing = missingTerms(terms, workplace5plus);

  const values = templateValues(terms, wage, year, review, problems, missing);
  const exempt = new Set(review.small_workplace_exempt_rules);
  const rules = new Map(review.rules.map((rule) => [rule.rule, rule]));
  const findings: Finding[] = runChecks({ terms, wage, workplace5plus, probationProblems: problems, missingTerms: missing }).map((hit) => {
    const rule = rules.get(hit.rule)!;
    if (workplace5plus || !exempt.has(hit.rule)) return findingOf(rule, hit, values, review, true);
    return findingOf(rules.get('small_workplace_exempt')!, hit, { ...values, rule_title: rule.title }, review, false);
  });
  const violations = findings.filter((finding) => finding.violation);
  const overall_risk = violations.reduce<ContractSeverity>((top, f) => (severityRank[f.severity] > severityRank[top] ? f.severity : top), 'LOW');

  const assumptions = wageAssumptions(review, { terms, wage, year, askedYear, workplace5plus, sizeStated: options.workplace5plus !== undefined || terms.workplace5plus !== null, lawfulProbation, problems, referenceDate: options.referenceDate });
  const wageBlock = {
    year,
    minimum_wage: MINIMUM_WAGE_BY_YEAR[year]!,
    weekly_hours: wage.weeklyHours,
    weekly_holiday_hours: wage.weeklyHolidayHours,
    monthly_paid_hours: wage.monthlyPaidHours,
    ordinary_hourly: wage.ordinaryHourly,
    contract_monthly_pay: wage.contractMonthlyPay,
    legal_monthly_minimum: wage.legalMonthlyMinimum,
    unpaid_monthly: wage.unpaidMonthly,
    unpaid_yearly: wage.unpaidYearly,
    assumptions,
  };
  const analysis = { findings, wage: wageBlock, overall_risk, clauses, workplace5plus };
  return { findings, wage: wageBlock, overall_risk, clauses, summary_text: buildAnalysisSummary(analysis, review), workplace_size_5plus: workplace5plus };
}

function lastsAYear(terms: ContractTerms): boolean {
  if (!terms.startDate || !terms.endDate) return true;
  const start = new Date(`${terms.startDate}T00:00:00Z`);
  const yearLater = new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate() - 1));
  return new Date(`${terms.endDate}T00:00:00Z`) >= yearLater;
}

function findingOf(rule: ContractRule, hit: Hit, values: Record<string, string>, review: ContractReview, violation: boolean): Finding {
  return {
    code: rule.code,
    severity: rule.severity,
    clause: hit.spot?.clause || (review.summary.whole_contract ?? ''),
    reason: fillTemplate(rule.reason, values),
    legal_basis: rule.legal_basis,
    suggestion: fillTemplate(rule.suggestion, values),
    title: rule.title,
    violation,
    start: hit.spot?.start ?? null,
    end: hit.spot?.end ?? null,
  };
}

const won = (value: number | null) => (value === null ? '-' : value.toLocaleString('en-US'));
const hours = (value: number | null) => (value === null ? '-' : String(Math.round(value * 100) / 100));

function templateValues(terms: ContractTerms, wage: WageNumbers, year: number, review: ContractReview, problems: readonly string[], missing: readonly string[]): Record<string, string> {
  return {
    year: String(year),
    minimum_wage: won(wage.minimumWage),
    minimum_monthly: won(wage.monthlyPaidHours === null ? null : wage.minimumWage * wage.monthlyPaidHours),
    ordinary_hourly: won(wage.ordinaryHourly),
    monthly_paid_hours: String(wage.monthlyPaidHours ?? '-'),
    weekly_hours: hours(wage.weeklyHours),
    weekly_holiday_hours: hours(wage.weeklyHolidayHours),
    overtime_weekly_hours: hours(wage.overtimeWeeklyHours + terms.agreedOvertimeWeekly),
    night_weekly_hours: hours(wage.nightWeeklyHours),
    daily_hours: hours(terms.dailyHours),
    break_minutes: String(terms.breakMinutes ?? 0),
    unpaid_monthly: won(wage.unpaidMonthly),
    age: String(terms.age ?? '-'),
    probation_problem: problems.map((key) => review.probation_problems[key] ?? key).join(', '),
    missing_terms: missing.map((key) => review.term_labels[key] ?? key).join(', '),
  };
}

interface AssumptionInputs {
  terms: ContractTerms;
  wage: WageNumbers;
  year: number;
  askedYear: number;
  workplace5plus: boolean;
  sizeStated: boolean;
  lawfulProbation: boolean;
  problems: readonly string[];
  referenceDate: string;
}

function wageAssumptions(review: ContractReview, input: AssumptionInputs): string[] {
  const { terms, wage } = input;
  const say = (key: string, values: Record<string, string> = {}) =>
    fillTemplate(review.assumptions[key] ?? key, {
      year: String(input.year),
      asked_year: String(input.askedYear),
      minimum_wage: won(wage.minimumWage),
      reference_date: input.referenceDate,
      ...values,
    });
  const lines = [say(input.year !== input.askedYear ? 'year_outside_table' : terms.startDate ? 'year_from_start' : 'year_from_reference')];
  if (!input.sizeStated) lines.push(say('size_assumed'));
  if (!input.workplace5plus) lines.push(say('size_small'));
  if (wage.weeklyHours === null) return [...lines, say('hours_unknown')];
  lines.push(say('weekly_hours', { weekly_hours: hours(wage.weeklyHours), work_days: String(terms.workDays), daily_hours: hours(terms.dailyHours) }));
  lines.push(say('month_hours', { capped_weekly_hours: hours(Math.min(wage.weeklyHours, 40)), weekly_holiday_hours: hours(wage.weeklyHolidayHours), monthly_paid_hours: String(wage.monthlyPaidHours) }));
  if (wage.ordinaryHourly === null) lines.push(say('pay_unknown'));
  if (input.lawfulProbation) lines.push(say('probation_lawful', { probation_months: String(terms.probation?.months ?? '') }));
  if (input.problems.length > 0) lines.push(say('probation_unlawful'));
  if (terms.severanceWaiver) lines.push(say('severance_included'));
  return lines;
}
