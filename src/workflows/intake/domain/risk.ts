/** K3 risk tags: a rule fires when every one of its trigger facts holds. */
import type { RiskRule } from '../../../knowledge/schema.js';

export interface RiskTag {
  rule_code: string;
  risk_level: 'HIGH' | 'MEDIUM' | 'LOW';
  risk_tag: string;
  action_hint: string;
  /** The rule is marked tell_now: its action cannot wait for the lawyer. */
  tell_now: boolean;
}

const order = { HIGH: 0, MEDIUM: 1, LOW: 2 } as const;

export function riskTags(rules: readonly RiskRule[], factCodes: string[]): RiskTag[] {
  const present = new Set(factCodes);
  return rules
    .filter((rule) => rule.trigger_facts.every((code) => present.has(code)))
    .map((rule) => ({ rule_code: rule.rule_code, risk_level: rule.risk_level, risk_tag: rule.risk_tag, action_hint: rule.action_hint, tell_now: rule.tell_now === true }))
    .sort((a, b) => order[a.risk_level] - order[b.risk_level]);
}

/** Rules marked tell_now that fire on these facts and that the person has not been told yet. */
export function actionsToTellNow(rules: readonly RiskRule[], factCodes: string[], told: readonly string[]): RiskTag[] {
  const urgent = rules.filter((rule) => rule.tell_now === true && !told.includes(rule.rule_code));
  return riskTags(urgent, factCodes);
}

export function highestRisk(tags: RiskTag[]): RiskTag['risk_level'] | null {
  return tags[0]?.risk_level ?? null;
}
