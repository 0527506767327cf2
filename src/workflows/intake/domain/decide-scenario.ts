/** The graph's decision on a classification: pure, from the scores and the settings. */
import type { Classification } from '../../../interpret/intake-port.js';
import type { IntakeSettings } from '../deps.js';

export type ScenarioDecision =
  /** Nothing in the text touches any scenario: not a legal problem as far as the knowledge knows. */
  | { kind: 'unrelated' }
  /** No problem told, but a topic named ("이혼 문제요"): that topic's menu. */
  | { kind: 'topic'; level2s: string[] }
  /** Something legal-sounding, but no scenario clearly: the category menu. */
  | { kind: 'none' }
  | { kind: 'ambiguous'; scenarios: string[] }
  | { kind: 'decided'; scenario: string };

export function decideScenario(classification: Classification, settings: IntakeSettings, known: (code: string) => boolean): ScenarioDecision {
  const ranked = classification.candidates.filter((c) => known(c.scenario)).sort((a, b) => b.score - a.score);
  const top = ranked[0];
  if (!top || top.score < settings.unrelatedBelow) {
    const topics = classification.topics ?? [];
    return topics.length > 0 ? { kind: 'topic', level2s: topics } : { kind: 'unrelated' };
  }
  if (top.score < settings.classifyMinScore) return { kind: 'none' };
  const close = ranked.filter((c) => top.score - c.score < settings.classifyMargin && c.score >= settings.classifyMinScore);
  if (close.length > 1) return { kind: 'ambiguous', scenarios: close.slice(0, settings.menuSize).map((c) => c.scenario) };
  return { kind: 'decided', scenario: top.scenario };
}
