/** intent_router: small talk and identity questions get a prepared answer and skip retrieval. */
import type { RecommendDeps } from '../deps.js';
import type { RecommendGraphState, RecommendUpdate } from '../state.js';

export function intentRouterNode(deps: RecommendDeps) {
  return async (state: RecommendGraphState): Promise<RecommendUpdate> => {
    const { intent } = await deps.interpreter.intentOf(state.query);
    if (intent === 'recommend') return { intent, bypass_retrieval: false, special_response: null };
    return { intent, bypass_retrieval: true, special_response: deps.texts().special_responses[intent] };
  };
}

export const routeAfterIntent = (state: RecommendGraphState) => (state.bypass_retrieval ? 'format_response' : 'retrieval_planner');
