/**
 * The ask graph, as the seed: retrieve → generate → hallucination_check →
 * (grounded → end | retries left → regenerate_strict → hallucination_check |
 * retries exhausted → end with the warning block). A question is answered in
 * one run with no session to resume, so the graph needs no checkpointer.
 */
import { END, START, StateGraph } from '@langchain/langgraph';
import type { AskDeps } from './deps.js';
import { decideAfterHallucination } from './domain/route.js';
import { generateNode } from './nodes/generate.js';
import { hallucinationCheckNode } from './nodes/hallucination-check.js';
import { regenerateStrictNode } from './nodes/regenerate-strict.js';
import { retrieveNode } from './nodes/retrieve.js';
import { AskState } from './state.js';

export function buildAskGraph(deps: AskDeps) {
  return new StateGraph(AskState)
    .addNode('retrieve', retrieveNode(deps))
    .addNode('generate', generateNode(deps))
    .addNode('hallucination_check', hallucinationCheckNode(deps))
    .addNode('regenerate_strict', regenerateStrictNode(deps))
    .addEdge(START, 'retrieve')
    .addEdge('retrieve', 'generate')
    .addEdge('generate', 'hallucination_check')
    .addConditionalEdges('hallucination_check', decideAfterHallucination, { end: END, regenerate_strict: 'regenerate_strict' })
    .addEdge('regenerate_strict', 'hallucination_check')
    .compile({ name: 'ask' });
}

export type AskGraph = ReturnType<typeof buildAskGraph>;
