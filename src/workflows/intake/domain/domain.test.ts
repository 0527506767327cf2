import { describe, expect, it } from 'vitest';
import type { FactPattern, K2Scenario, RiskRule } from '../../../knowledge/schema.js';
import { daysSince, daysUntil } from './dates.js';
import { decideScenario } from './decide-scenario.js';
import { deriveFactCodes, deriveFactCodesThatMayHold, holds } from './derive.js';
import type { Fact, Facts } from './facts.js';
import { completionRate, missingFields, nextQuestion, routeAfterValidation } from './progress.js';
import { actionsToTellNow, highestRisk, riskTags, urgentActions } from './risk.js';

const fact = (value: Fact['value'], unknown = false): Fact => ({ value, unknown, source: 'answer', confidence: 1, turn: 2 });

describe('partial-date arithmetic', () => {
  it('counts from the start of a partial period so elapsed time is never understated', () => {
    expect(daysSince('2026-11-01', '2026-11-22')).toBe(21);
    expect(daysSince('2026-08', '2026-11-22')).toBe(113);
    expect(daysSince('2025', '2026-01-01')).toBe(365);
    expect(daysUntil('2026-12-22', '2026-11-22')).toBe(30);
    expect(daysSince('작년', '2026-11-22')).toBeNull();
  });
});

describe('LEVEL4 derivations', () => {
  const facts: Facts = {
    amount: fact(30_000_000),
    written_contract: fact(false),
    evidence: fact(true),
    evidence_types: fact('카톡, 녹음'),
    location: fact(null, true),
    disposition_date: fact('2026-08-20'),
    lease_end_date: fact('2026-12-10'),
  };
  const ref = '2026-11-22';
  it.each([
    [{ kind: 'known', field: 'amount' }, true],
    [{ kind: 'known', field: 'location' }, false],
    [{ kind: 'unknown', field: 'location' }, true],
    [{ kind: 'unknown', field: 'amount' }, false],
    [{ kind: 'is_true', field: 'evidence' }, true],
    [{ kind: 'is_false', field: 'written_contract' }, true],
    [{ kind: 'is_false', field: 'notice_sent' }, false],
    [{ kind: 'compare', field: 'amount', op: 'gte', value: 30_000_000 }, true],
    [{ kind: 'compare', field: 'amount', op: 'gt', value: 30_000_000 }, false],
    [{ kind: 'compare', field: 'amount', op: 'gt', value: '1' }, false],
    [{ kind: 'contains', field: 'evidence_types', value: '녹음' }, true],
    [{ kind: 'contains', field: 'evidence_types', value: 'CCTV' }, false],
    [{ kind: 'days_since', field: 'disposition_date', op: 'gt', days: 80 }, true],
    [{ kind: 'days_since', field: 'disposition_date', op: 'gt', days: 90 }, true],
    [{ kind: 'days_since', field: 'disposition_date', op: 'gt', days: 100 }, false],
    [{ kind: 'days_until', field: 'lease_end_date', op: 'lte', days: 30 }, true],
    [{ kind: 'days_since', field: 'location', op: 'gt', days: 1 }, false],
  ] as const)('%o → %s', (derivation, expected) => {
    expect(holds(derivation as never, facts, ref)).toBe(expected);
  });
});

const scenario: K2Scenario = {
  scenario_code: 'LOAN_NONPAYMENT',
  required_fields: ['amount', 'incident_date', 'counterparty', 'evidence'],
  questions: [
    { field: 'counterparty', question: '누구에게?', answer_type: 'string', required: true, critical: false, reask_hint: 'h' },
    { field: 'incident_date', question: '언제?', answer_type: 'date', required: true, critical: false, reask_hint: 'h' },
    { field: 'amount', question: '얼마?', answer_type: 'integer', required: true, critical: true, reask_hint: 'h' },
    { field: 'evidence', question: '증거?', answer_type: 'boolean', required: true, critical: false, reask_hint: 'h' },
    { field: 'notice_sent', question: '독촉?', answer_type: 'boolean', required: false, critical: false, reask_hint: 'h' },
  ],
};
const patterns: FactPattern[] = [
  { fact_code: 'FACT_EVIDENCE', name: '증거', description: 'd', critical: true, related_field: 'evidence', derivation: { kind: 'is_true', field: 'evidence' } },
  { fact_code: 'FACT_NO_EVIDENCE', name: '증거 없음', description: 'd', critical: false, related_field: 'evidence', derivation: { kind: 'is_false', field: 'evidence' } },
  { fact_code: 'FACT_OLD', name: '오래됨', description: 'd', critical: false, related_field: 'incident_date', derivation: { kind: 'days_since', field: 'incident_date', op: 'gt', days: 3000 } },
];

describe('progress', () => {
  it('asks critical fields first, then in order, never twice, never collected or unknown', () => {
    const facts: Facts = { counterparty: fact('친구') };
    expect(missingFields(scenario, facts)).toEqual(['amount', 'incident_date', 'evidence']);
    expect(nextQuestion(scenario, patterns, facts, [])!.field).toBe('amount');
    expect(nextQuestion(scenario, patterns, facts, ['amount'])!.field).toBe('evidence');
    expect(nextQuestion(scenario, patterns, facts, ['amount', 'evidence'])!.field).toBe('incident_date');
    const answered: Facts = { ...facts, amount: fact(1), incident_date: fact(null, true), evidence: fact(false) };
    expect(missingFields(scenario, answered)).toEqual([]);
    expect(completionRate(scenario, answered)).toBe(100);
    expect(nextQuestion(scenario, patterns, answered, [])).toBeNull();
    expect(routeAfterValidation(null)).toBe('SUMMARY');
    expect(routeAfterValidation(scenario.questions[0]!)).toBe('RE_QUESTION');
  });

  it('reports completion as the share of required fields answered', () => {
    expect(completionRate(scenario, {})).toBe(0);
    expect(completionRate(scenario, { amount: fact(5), location: fact('서울') })).toBe(25);
    expect(completionRate(scenario, { amount: fact(5), evidence: fact(null, true) })).toBe(50);
  });
});

describe('risk tags', () => {
  const rules: RiskRule[] = [
    { rule_code: 'R_LOW', trigger_facts: ['FACT_EVIDENCE'], risk_level: 'LOW', risk_tag: '증거 있음', description: 'd', action_hint: 'a' },
    { rule_code: 'R_HIGH', trigger_facts: ['FACT_NO_EVIDENCE', 'FACT_OLD'], risk_level: 'HIGH', risk_tag: '시효', description: 'd', action_hint: 'a' },
    { rule_code: 'R_MED', trigger_facts: ['FACT_NO_EVIDENCE'], risk_level: 'MEDIUM', risk_tag: '증거 부족', description: 'd', action_hint: 'a' },
  ];
  it('fires a rule only when all its facts hold, highest first', () => {
    const codes = deriveFactCodes(patterns, { evidence: fact(false), incident_date: fact('2015-01') }, '2026-11-22');
    expect(codes).toEqual(['FACT_NO_EVIDENCE', 'FACT_OLD']);
    const tags = riskTags(rules, codes);
    expect(tags.map((t) => t.rule_code)).toEqual(['R_HIGH', 'R_MED']);
    expect(highestRisk(tags)).toBe('HIGH');
    expect(riskTags(rules, ['FACT_OLD'])).toEqual([]);
    expect(highestRisk([])).toBeNull();
  });
  it('tells now only the firing rules marked tell_now, each once', () => {
    const marked = rules.map((rule) => (rule.rule_code === 'R_LOW' ? rule : { ...rule, tell_now: true }));
    expect(actionsToTellNow(marked, ['FACT_NO_EVIDENCE'], []).map((t) => t.rule_code)).toEqual(['R_MED']);
    expect(actionsToTellNow(marked, ['FACT_NO_EVIDENCE', 'FACT_OLD'], ['R_MED']).map((t) => t.rule_code)).toEqual(['R_HIGH']);
    // Fired but not marked: left for the lawyer.
    expect(actionsToTellNow(marked, ['FACT_EVIDENCE'], [])).toEqual([]);
  });
  it('counts a "no" the person could not tell toward an urgent action, but not toward the case file', () => {
    const noEvidence = patterns.filter((p) => p.fact_code === 'FACT_NO_EVIDENCE');
    const marked = rules.map((rule) => ({ ...rule, tell_now: rule.rule_code === 'R_MED' }));
    const unknown = { evidence: fact(null, true) };
    expect(deriveFactCodes(noEvidence, unknown, '2026-11-22')).toEqual([]);
    expect(deriveFactCodesThatMayHold(noEvidence, unknown, '2026-11-22')).toEqual(['FACT_NO_EVIDENCE']);
    expect(urgentActions(marked, deriveFactCodesThatMayHold(noEvidence, unknown, '2026-11-22')).map((t) => t.rule_code)).toEqual(['R_MED']);
    // Unknown is not yes: a pattern that needs the field true or known does not hold.
    const evidence = patterns.filter((p) => p.fact_code === 'FACT_EVIDENCE');
    expect(deriveFactCodesThatMayHold(evidence, unknown, '2026-11-22')).toEqual([]);
    // A told "yes" is not a "no".
    expect(deriveFactCodesThatMayHold(noEvidence, { evidence: fact(true) }, '2026-11-22')).toEqual([]);
  });
});

describe('scenario decision', () => {
  const settings = { unrelatedBelow: 0.05, classifyMinScore: 0.2, classifyMargin: 0.08, menuSize: 3 };
  const known = (code: string) => code !== 'GONE';
  const decide = (scores: [string, number][]) => decideScenario({ candidates: scores.map(([scenario, score]) => ({ scenario, score })) }, settings, known);
  it('settles a clear winner, offers close ones as a menu, and tells unrelated text from vague text', () => {
    expect(decide([['A', 0.6], ['B', 0.3]])).toEqual({ kind: 'decided', scenario: 'A' });
    expect(decide([['A', 0.6], ['B', 0.55], ['C', 0.54], ['D', 0.53]])).toEqual({ kind: 'ambiguous', scenarios: ['A', 'B', 'C'] });
    expect(decide([['A', 0.15]])).toEqual({ kind: 'none' });
    expect(decide([['A', 0.01]])).toEqual({ kind: 'unrelated' });
    expect(decide([])).toEqual({ kind: 'unrelated' });
    expect(decide([['GONE', 0.9], ['A', 0.5]])).toEqual({ kind: 'decided', scenario: 'A' });
  });
  it('offers a named topic instead of calling the text unrelated, and only when no scenario scores', () => {
    const withTopics = (scores: [string, number][], topics: string[]) =>
      decideScenario({ candidates: scores.map(([scenario, score]) => ({ scenario, score })), topics }, settings, known);
    expect(withTopics([], ['FAMILY_DIVORCE'])).toEqual({ kind: 'topic', level2s: ['FAMILY_DIVORCE'] });
    expect(withTopics([['A', 0.01]], ['FAMILY_DIVORCE', 'LABOR_WAGE'])).toEqual({ kind: 'topic', level2s: ['FAMILY_DIVORCE', 'LABOR_WAGE'] });
    expect(withTopics([], [])).toEqual({ kind: 'unrelated' });
    expect(withTopics([['A', 0.6]], ['FAMILY_DIVORCE'])).toEqual({ kind: 'decided', scenario: 'A' });
  });
});
