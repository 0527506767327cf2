/** self_rag_validation: facet coverage of the draft's pop-ups; routes to corrective_rag while attempts remain. */
import { validateCoverage } from '../domain/coverage.js';
import type { RecommendDeps } from '../deps.js';
import type { RecommendGraphState, RecommendUpdate } from '../state.js';

export function selfRagValidationNode(deps: RecommendDeps) {
  return (state: RecommendGraphState): RecommendUpdate => {
    const validation = validateCoverage(state.context_items, state.facets!, deps.settings.coverageThreshold);
    return { validation, needs_correction: validation.needs_correction };
  };
}

export function routeAfterValidation(deps: RecommendDeps) {
  return (state: RecommendGraphState) => (state.needs_correction && state.correction_attempts < deps.settings.maxCorrections ? 'corrective_rag' : 'format_response');
}
