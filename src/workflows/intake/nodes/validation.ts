/**
 * VALIDATION: facts = the first account's facts merged with the Q-A pairs (the
 * later turn wins); missing = required − collected − unknown; LEVEL4 fact codes.
 */
import type { IntakeDeps } from '../deps.js';
import { deriveFactCodes } from '../domain/derive.js';
import { factsOfAccount, type Facts } from '../domain/facts.js';
import { completionRate, k2Of, missingFields } from '../domain/progress.js';
import type { IntakeGraphState, IntakeUpdate } from '../state.js';

export function validationNode(deps: IntakeDeps) {
  return async (state: IntakeGraphState): Promise<IntakeUpdate> => {
    const kb = deps.knowledge();
    const scenario = state.scenario ? kb.scenario(state.scenario) : undefined;
    if (!scenario) return { current_state: 'VALIDATION', missing_fields: [], completion_rate: 0 };
    const facts: Facts = state.initial_analysis ? factsOfAccount(state.initial_analysis) : {};
    for (const pair of state.conversation_history) {
      facts[pair.field] = { value: pair.value, unknown: pair.unknown, source: 'answer', confidence: 1, turn: pair.turn };
    }
    const k2 = k2Of(scenario);
    return {
      current_state: 'VALIDATION',
      facts,
      missing_fields: missingFields(k2, facts),
      unknown_fields: Object.keys(facts).filter((f) => facts[f]!.unknown),
      completion_rate: completionRate(k2, facts),
      fact_codes: deriveFactCodes([...scenario.facts], facts, state.reference_date),
    };
  };
}
