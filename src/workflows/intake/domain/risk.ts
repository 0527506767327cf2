/** K3 risk tags: a rule fires when every one of its trigger facts holds. */
import type { RiskRule } from '../../../knowledge/schema.js';

export interface RiskTag {
  rule_code: string;
  risk_level: 'HIGH' | 'MEDIUM' | 'LOW';
  risk_tag: string;
  action_hint: string;
}

const order = { HIGH: 0, MEDIUM: 1, LOW: 2 } as const;

export function riskTags(rules: readonly RiskRule[], factCodes: string[]): RiskTag[] {
  const present = new Set(factCodes);
  return rules
    .filter((rule) => rule.trigger_facts.every((code) => present.has(code)))
    .map((rule) => ({ rule_code: rule.rule_code, risk_level: rule.risk_level, risk_tag: rule.risk_tag, action_hint: rule.action_hint }))
    .sort((a, b) => order[a.risk_level] - order[b.risk_level]);
}

/**
 * Rules marked tell_now that fire on these facts. Pass the codes that may hold
 * (`deriveFactCodesThatMayHold`): an action that cannot wait is told also when
 * whether it was done is unknown.
 */
export function urgentActions(rules: readonly RiskRule[], factCodesThatMayHold: string[]): RiskTag[] {
  return riskTags(rules.filter((rule) => rule.tell_now === true), factCodesThatMayHold);
}

/** Urgent actions (see `urgentActions`) the person has not been told yet. */
export function actionsToTellNow(rules: readonly RiskRule[], factCodesThatMayHold: string[], told: readonly string[]): RiskTag[] {
  return urgentActions(rules, factCodesThatMayHold).filter((tag) => !told.includes(tag.rule_code));
}

export function highestRisk(tags: RiskTag[]): RiskTag['risk_level'] | null {
  return tags[0]?.risk_level ?? null;
}
