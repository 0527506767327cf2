/** draft_response: choose pop-ups from every branch's evidence and write the consumer template around them. */
import { chooseItems, nearestAlternatives } from '../domain/choose.js';
import { composeDraft } from '../domain/compose.js';
import type { RecommendDeps } from '../deps.js';
import type { ChosenItem, RecommendGraphState, RecommendUpdate } from '../state.js';

export function draftFor(deps: RecommendDeps, state: RecommendGraphState, items: ChosenItem[]): RecommendUpdate {
  const facets = state.facets!;
  const alternatives = items.length === 0 ? nearestAlternatives(deps.catalogue.popups, facets, state.reference_date) : [];
  return {
    context_items: items,
    alternatives,
    draft: composeDraft(deps.texts(), facets, items, alternatives, state.insights.updates ?? {}),
  };
}

export function draftResponseNode(deps: RecommendDeps) {
  return (state: RecommendGraphState): RecommendUpdate =>
    draftFor(
      deps,
      state,
      chooseItems({ popups: deps.popupsById, evidence: state.evidence, facets: state.facets!, strict: state.strict_facets, referenceDate: state.reference_date, max: state.max_results }),
    );
}
