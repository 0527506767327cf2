/** The analysis result of ../shared/spec/contract-checks.md, as zod types shared by the API and the store. */
import { z } from 'zod';
import { ContractSeverity } from '../../../knowledge/contract-review.js';

export const Clause = z.object({
  /** The reference as written: "제5조", "3.", or a heading such as "근로시간". */
  ref: z.string(),
  title: z.string(),
  text: z.string(),
  /** Character offsets into the (masked) contract text, for highlighting. */
  start: z.number().int(),
  end: z.number().int(),
});
export type Clause = z.infer<typeof Clause>;

export const Finding = z.object({
  code: z.string(),
  severity: ContractSeverity,
  clause: z.string(),
  reason: z.string(),
  legal_basis: z.string(),
  suggestion: z.string(),
  /** Our additions: the rule's title, whether it is a violation (false for LOW notes), the clause span. */
  title: z.string(),
  violation: z.boolean(),
  start: z.number().int().nullable(),
  end: z.number().int().nullable(),
});
export type Finding = z.infer<typeof Finding>;

export const WageBlock = z.object({
  year: z.number().int(),
  minimum_wage: z.number().int(),
  weekly_hours: z.number().nullable(),
  weekly_holiday_hours: z.number().nullable(),
  monthly_paid_hours: z.number().int().nullable(),
  ordinary_hourly: z.number().int().nullable(),
  contract_monthly_pay: z.number().int().nullable(),
  legal_monthly_minimum: z.number().int().nullable(),
  unpaid_monthly: z.number().int().nullable(),
  unpaid_yearly: z.number().int().nullable(),
  assumptions: z.array(z.string()),
});
export type WageBlock = z.infer<typeof WageBlock>;

export const ContractAnalysis = z.object({
  findings: z.array(Finding),
  wage: WageBlock,
  overall_risk: ContractSeverity,
  clauses: z.array(Clause),
  summary_text: z.string(),
  workplace_size_5plus: z.boolean(),
});
export type ContractAnalysis = z.infer<typeof ContractAnalysis>;
