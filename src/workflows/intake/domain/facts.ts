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

export function isCollected(facts: Facts, field: string): boolean {
  const fact = facts[field];
  return fact !== undefined && !fact.unknown && fact.value !== null;
}

export function isAnswered(facts: Facts, field: string): boolean {
  const fact = facts[field];
  return fact !== undefined && (fact.unknown || fact.value !== null);
}
