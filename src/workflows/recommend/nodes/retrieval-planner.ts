/** retrieval_planner: reads the request's facets and plans vector + metadata, plus web when the query asks what is new. */
import type { RecommendDeps } from '../deps.js';
import type { RecommendGraphState, RecommendUpdate, RetrievalTask } from '../state.js';

export function retrievalPlannerNode(deps: RecommendDeps) {
  return async (state: RecommendGraphState): Promise<RecommendUpdate> => {
    const facets = await deps.interpreter.extractFacets(state.query, state.reference_date);
    const tasks: RetrievalTask[] = ['vector', 'metadata', ...(facets.wants_news ? (['web'] as const) : [])];
    return { facets, retrieval_tasks: tasks };
  };
}
