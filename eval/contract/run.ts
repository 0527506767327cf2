/**
 * npm run eval:contract [-- --split dev|test|all] [--verbose]: analyses every
 * eval contract and compares with the gold script: precision/recall/F1 per
 * finding code, premium findings on <5 workplaces, and wage numbers to the won.
 */
import { readContractReview } from '../../src/knowledge/contract-review.js';
import { analyzeContract } from '../../src/workflows/contract/domain/analyze.js';
import type { EvalCase } from './case.js';
import { evalCases } from './cases.js';
import { handwrittenCases } from './handwritten.js';
import { goldOf, type GoldWage } from './gold.js';
import { renderContract } from './render.js';

const PREMIUM_CODES = ['OVERTIME_PREMIUM', 'NIGHT_PREMIUM', 'HOLIDAY_PREMIUM'];
const WAGE_FIELDS: Array<keyof GoldWage> = ['monthly_paid_hours', 'ordinary_hourly', 'contract_monthly_pay', 'legal_monthly_minimum', 'unpaid_monthly', 'unpaid_yearly'];

const args = process.argv.slice(2);
const splitArg = args[args.indexOf('--split') + 1];
const split = args.includes('--split') && splitArg ? splitArg : 'all';
const verbose = args.includes('--verbose');
const review = readContractReview(process.env.SANGDAM_KNOWLEDGE_DIR ?? './knowledge');

/** Every case with its contract text: the rendered ones and the hand-written ones. */
const allCases: Array<{ terms: EvalCase; text: string }> = [...evalCases.map((terms) => ({ terms, text: renderContract(terms) })), ...handwrittenCases];

function evaluate(cases: ReadonlyArray<{ terms: EvalCase; text: string }>) {
  const counts = new Map<string, { tp: number; fp: number; fn: number }>();
  const count = (code: string) => counts.get(code) ?? (counts.set(code, { tp: 0, fp: 0, fn: 0 }), counts.get(code)!);
  let premiumOnSmall = 0;
  let wageExact = 0;
  let maxWageError = 0;
  const misses: string[] = [];
  for (const { terms: c, text } of cases) {
    const gold = goldOf(c);
    const analysis = analyzeContract(text, review, { referenceDate: `${c.start.slice(0, 4)}-12-31` });
    const found = new Set(analysis.findings.filter((f) => f.violation).map((f) => f.code));
    const expected = new Set(gold.codes);
    for (const code of new Set([...found, ...expected])) {
      const entry = count(code);
      if (found.has(code) && expected.has(code)) entry.tp++;
      else if (found.has(code)) entry.fp++;
      else entry.fn++;
    }
    if (c.size !== undefined && c.size < 5) premiumOnSmall += analysis.findings.filter((f) => PREMIUM_CODES.includes(f.code)).length;
    const errors = WAGE_FIELDS.map((field) => Math.abs((analysis.wage[field] ?? Number.NaN) - gold.wage[field]));
    const worst = Math.max(...errors.map((e) => (Number.isNaN(e) ? Infinity : e)));
    maxWageError = Math.max(maxWageError, worst);
    if (worst === 0) wageExact++;
    const extra = [...found].filter((code) => !expected.has(code));
    const missing = [...expected].filter((code) => !found.has(code));
    if (extra.length || missing.length || worst !== 0) {
      misses.push(`${c.id}: extra [${extra.join(', ')}] missing [${missing.join(', ')}] wage ${WAGE_FIELDS.map((f) => `${f}=${analysis.wage[f]}/${gold.wage[f]}`).filter((_, i) => errors[i] !== 0).join(' ')}`);
    }
  }
  const perCode = [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([code, { tp, fp, fn }]) => {
    const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
    const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { code, tp, fp, fn, precision: round3(precision), recall: round3(recall), f1: round3(f1) };
  });
  const total = perCode.reduce((sum, c) => ({ tp: sum.tp + c.tp, fp: sum.fp + c.fp, fn: sum.fn + c.fn }), { tp: 0, fp: 0, fn: 0 });
  const microP = total.tp / Math.max(1, total.tp + total.fp);
  const microR = total.tp / Math.max(1, total.tp + total.fn);
  return {
    cases: cases.length,
    micro: { precision: round3(microP), recall: round3(microR), f1: round3((2 * microP * microR) / Math.max(1e-9, microP + microR)) },
    min_code_f1: Math.min(...perCode.map((c) => c.f1)),
    premium_findings_on_small_workplaces: premiumOnSmall,
    wage_exact_cases: wageExact,
    // Infinity (a number the analyser could not read at all) prints as "unreadable".
    wage_max_error_won: Number.isFinite(maxWageError) ? maxWageError : 'unreadable',
    per_code: perCode,
    misses,
  };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

for (const name of split === 'all' ? ['dev', 'test'] : [split]) {
  const result = evaluate(allCases.filter((c) => c.terms.split === name));
  const { per_code, misses, ...headline } = result;
  console.log(JSON.stringify({ split: name, ...headline }));
  console.log(per_code.map((c) => `  ${c.code.padEnd(24)} P ${c.precision.toFixed(3)}  R ${c.recall.toFixed(3)}  F1 ${c.f1.toFixed(3)}  (tp ${c.tp}, fp ${c.fp}, fn ${c.fn})`).join('\n'));
  if (verbose || name === 'dev') for (const miss of misses) console.log(`  miss ${miss}`);
}
