/**
 * The contract chat graph of seed 003: analyze → should_use_tools → (tools) →
 * respond → END. Events reach the caller through `configurable.emit`.
 */
import { END, START, StateGraph, type BaseCheckpointSaver } from '@langchain/langgraph';
import type { ContractChatDeps } from './deps.js';
import { analyzeNode, shouldUseTools } from './nodes/analyze.js';
import { respondNode } from './nodes/respond.js';
import { toolsNode } from './nodes/tools.js';
import { ContractChatState } from './state.js';

export function buildContractChatGraph(deps: ContractChatDeps, checkpointer?: BaseCheckpointSaver) {
  return new StateGraph(ContractChatState)
    .addNode('analyze', analyzeNode(deps))
    .addNode('tools', toolsNode(deps))
    .addNode('respond', respondNode(deps))
    .addEdge(START, 'analyze')
    .addConditionalEdges('analyze', shouldUseTools, { tools: 'tools', respond: 'respond' })
    .addEdge('tools', 'respond')
    .addEdge('respond', END)
    .compile({ checkpointer, name: 'contract' });
}
