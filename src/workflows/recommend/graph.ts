/**
 * The recommend graph, as seed 004: ingest → intent_router → (format_response
 * for small talk) retrieval_planner → {vector_retrieval, metadata_scan,
 * web_search} in one superstep → parallel_sync (a real join: it runs once,
 * after all three) → draft_response or await_parallel → self_rag_validation →
 * (corrective_rag ↺ self_rag_validation, up to the configured limit) →
 * format_response.
 */
import { END, START, StateGraph, type BaseCheckpointSaver } from '@langchain/langgraph';
import type { RecommendDeps } from './deps.js';
import { correctiveRagNode } from './nodes/corrective-rag.js';
import { draftResponseNode } from './nodes/draft-response.js';
import { formatResponseNode } from './nodes/format-response.js';
import { ingestNode } from './nodes/ingest.js';
import { intentRouterNode, routeAfterIntent } from './nodes/intent-router.js';
import { metadataScanNode } from './nodes/metadata-scan.js';
import { awaitParallelNode, parallelSyncNode, routeAfterSync } from './nodes/parallel-sync.js';
import { retrievalPlannerNode } from './nodes/retrieval-planner.js';
import { routeAfterValidation, selfRagValidationNode } from './nodes/self-rag-validation.js';
import { vectorRetrievalNode } from './nodes/vector-retrieval.js';
import { webSearchNode } from './nodes/web-search.js';
import { RecommendState } from './state.js';

export const retrievalNodes = ['vector_retrieval', 'metadata_scan', 'web_search'] as const;

export function buildRecommendGraph(deps: RecommendDeps, checkpointer?: BaseCheckpointSaver) {
  return new StateGraph(RecommendState)
    .addNode('ingest', ingestNode)
    .addNode('intent_router', intentRouterNode(deps))
    .addNode('retrieval_planner', retrievalPlannerNode(deps))
    .addNode('vector_retrieval', vectorRetrievalNode(deps))
    .addNode('metadata_scan', metadataScanNode(deps))
    .addNode('web_search', webSearchNode(deps))
    .addNode('parallel_sync', parallelSyncNode)
    .addNode('await_parallel', awaitParallelNode)
    .addNode('draft_response', draftResponseNode(deps))
    .addNode('self_rag_validation', selfRagValidationNode(deps))
    .addNode('corrective_rag', correctiveRagNode(deps))
    .addNode('format_response', formatResponseNode)
    .addEdge(START, 'ingest')
    .addEdge('ingest', 'intent_router')
    .addConditionalEdges('intent_router', routeAfterIntent, { retrieval_planner: 'retrieval_planner', format_response: 'format_response' })
    .addEdge('retrieval_planner', 'vector_retrieval')
    .addEdge('retrieval_planner', 'metadata_scan')
    .addEdge('retrieval_planner', 'web_search')
    .addEdge([...retrievalNodes], 'parallel_sync')
    .addConditionalEdges('parallel_sync', routeAfterSync, { draft_response: 'draft_response', await_parallel: 'await_parallel' })
    .addEdge('await_parallel', 'draft_response')
    .addEdge('draft_response', 'self_rag_validation')
    .addConditionalEdges('self_rag_validation', routeAfterValidation(deps), { corrective_rag: 'corrective_rag', format_response: 'format_response' })
    .addEdge('corrective_rag', 'self_rag_validation')
    .addEdge('format_response', END)
    .compile({ checkpointer, name: 'recommend' });
}

export type RecommendGraph = ReturnType<typeof buildRecommendGraph>;
