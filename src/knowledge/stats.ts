/** Counts that show how complete the knowledge content is (`sangdam kb stats`). */
import type { KnowledgeDocuments } from './documents.js';

export interface ScenarioStats {
  scenario_code: string;
  level1: string;
  level2: string;
  keywords: number;
  typical_expressions: number;
  questions: number;
  facts: number;
  rules: number;
}

export interface KnowledgeStats {
  level1: number;
  level2: number;
  scenarios: number;
  fields: number;
  k0_messages: number;
  k4_formats: number;
  per_scenario: ScenarioStats[];
}

export function knowledgeStats(docs: KnowledgeDocuments): KnowledgeStats {
  const questions = countsOf(docs.k2, (scenario) => scenario.questions.length);
  const facts = countsOf(docs.level4, (scenario) => scenario.facts.length);
  const rules = countsOf(docs.k3, (scenario) => scenario.rules.length);
  const per_scenario = docs.k1.flatMap((group) =>
    group.scenarios.map((scenario) => ({
      scenario_code: scenario.scenario_code,
      level1: group.level1,
      level2: group.level2,
      keywords: scenario.keywords.length,
      typical_expressions: scenario.typical_expressions.length,
      questions: questions.get(scenario.scenario_code) ?? 0,
      facts: facts.get(scenario.scenario_code) ?? 0,
      rules: rules.get(scenario.scenario_code) ?? 0,
    })),
  );
  return {
    level1: new Set(docs.k1.map((group) => group.level1)).size,
    level2: docs.k1.length,
    scenarios: per_scenario.length,
    fields: docs.fields.length,
    k0_messages: docs.k0?.messages.length ?? 0,
    k4_formats: docs.k4?.formats.length ?? 0,
    per_scenario,
  };
}

function countsOf<T extends { scenario_code: string }>(
  files: ReadonlyArray<{ scenarios: readonly T[] }>,
  count: (scenario: T) => number,
): Map<string, number> {
  return new Map(files.flatMap((file) => file.scenarios.map((scenario) => [scenario.scenario_code, count(scenario)] as const)));
}
