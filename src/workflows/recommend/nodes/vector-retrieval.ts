/** vector_retrieval: ranked text search over the indexed catalogue (doc_type catalogue). */
import type { RecommendDeps } from '../deps.js';
import { retrievalBranch } from './branch.js';

export const vectorRetrievalNode = (deps: RecommendDeps) =>
  retrievalBranch('vector', async (state) => {
    const hits = await deps.search(state.query, deps.settings.branchK);
    return { evidence: { vector: hits.filter((hit) => deps.popupsById.has(hit.id)).map((hit) => ({ id: hit.id, score: hit.score })) } };
  });
