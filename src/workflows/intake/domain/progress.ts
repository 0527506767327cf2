/**
 * What is still missing, how complete the case is, which question comes next,
 * and where VALIDATION routes: pure functions of the intake state.
 */
import type { FactPattern, K2Question, K2Scenario } from '../../../knowledge/schema.js';
import type { ScenarioKnowledge } from '../../../knowledge/knowledge-base.js';
import { isAnswered, type Facts } from './facts.js';

/** A scenario's K2 part, as the functions here take it. */
export function k2Of(scenario: Pick<ScenarioKnowledge, 'scenario_code' | 'required_fields' | 'questions'>): K2Scenario {
  return { scenario_code: scenario.scenario_code, required_fields: [...scenario.required_fields], questions: [...scenario.questions] };
}

/** missing = required − collected − unknown (unknown counts as answered). */
export function missingFields(scenario: K2Scenario, facts: Facts): string[] {
  return scenario.required_fields.filter((field) => !isAnswered(facts, field));
}

/** Share of required fields answered (collected or unknown), 0–100. */
export function completionRate(scenario: K2Scenario, facts: Facts): number {
  const required = scenario.required_fields;
  if (required.length === 0) return 100;
  const answered = required.filter((field) => isAnswered(facts, field)).length;
  return Math.round((answered / required.length) * 100);
}

/** Fields a LEVEL4 critical fact depends on, plus fields whose K2 question is marked critical. */
export function criticalFields(scenario: K2Scenario, patterns: FactPattern[]): Set<string> {
  const critical = new Set(scenario.questions.filter((q) => q.critical).map((q) => q.field));
  for (const pattern of patterns) if (pattern.critical) critical.add(pattern.related_field);
  return critical;
}

/**
 * The next question: among missing required fields never asked, critical ones
 * first, then in the workbook's order. A field that is collected, unknown or
 * already asked is never chosen again.
 */
export function nextQuestion(
  scenario: K2Scenario,
  patterns: FactPattern[],
  facts: Facts,
  askedFields: readonly string[],
): K2Question | null {
  const missing = new Set(missingFields(scenario, facts));
  const asked = new Set(askedFields);
  const critical = criticalFields(scenario, patterns);
  const open = scenario.questions.filter((q) => missing.has(q.field) && !asked.has(q.field));
  return open.find((q) => critical.has(q.field)) ?? open[0] ?? null;
}

/** The only conditional edge out of VALIDATION. */
export function routeAfterValidation(next: K2Question | null): 'RE_QUESTION' | 'SUMMARY' {
  return next ? 'RE_QUESTION' : 'SUMMARY';
}
