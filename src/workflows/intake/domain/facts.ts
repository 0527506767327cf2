/** Facts collected in an intake: typed values with where they came from. */
export type FactValue = string | number | boolean;
export type FactSource = 'narrative' | 'answer' | 'llm';

export interface Fact {
  value: FactValue | null;
  /** The person said they do not know: answered for completion, never asked again. */
  unknown: boolean;
  source: FactSource;
  confidence: number;
  /** The turn that set it (1 = the first account). */
  turn: number;
}

export type Facts = Record<string, Fact>;

/**
 * The facts a first account states, and the fields it rules out by denying the
 * condition their question asks on: those are settled without a value, as a reply
 * denying it would be ("음주운전 아닌데" answers "음주 관련이라면 …?").
 */
export function factsOfAccount(analysis: {
  facts: Record<string, { value: FactValue; confidence: number }>;
  not_applicable?: readonly string[];
}): Facts {
  const facts: Facts = {};
  for (const field of analysis.not_applicable ?? []) facts[field] = { value: null, unknown: true, source: 'narrative', confidence: 1, turn: 1 };
  for (const [field, extracted] of Object.entries(analysis.facts)) {
    facts[field] = { value: extracted.value, unknown: false, source: 'narrative', confidence: extracted.confidence, turn: 1 };
  }
  return facts;
}

export function isCollected(facts: Facts, field: string): boolean {
  const fact = facts[field];
  return fact !== undefined && !fact.unknown && fact.value !== null;
}

export function isAnswered(facts: Facts, field: string): boolean {
  const fact = facts[field];
  return fact !== undefined && (fact.unknown || fact.value !== null);
}
