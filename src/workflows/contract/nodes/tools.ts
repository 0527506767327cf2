/**
 * tools: runs the planned tools one after another, reporting each as
 * searching → complete | failed. A failing tool yields {error, results: []}
 * and the answer goes on without it; a cancelled run starts no further tool.
 */
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { ToolOutcome } from '../../../interpret/contract-port.js';
import { sinkOf, type ContractChatDeps } from '../deps.js';
import type { ContractChatGraphState } from '../state.js';

type Call = { tool: string; run: () => Promise<Record<string, unknown>[]> };

export function toolsNode(deps: ContractChatDeps) {
  return async (state: ContractChatGraphState, config: LangGraphRunnableConfig) => {
    const emit = sinkOf(config);
    const review = deps.knowledge();
    emit({ type: 'step', step: 'retrieving', message: review.agent.steps.retrieving ?? 'retrieving' });
    const outcomes: ToolOutcome[] = [];
    for (const call of plannedCalls(deps, state)) {
      config.signal?.throwIfAborted();
      const label = review.agent.tool_labels[call.tool] ?? call.tool;
      emit({ type: 'tool', tool: call.tool, status: 'searching' });
      try {
        const results = await call.run();
        emit({ type: 'tool', tool: call.tool, status: 'complete', count: results.length });
        outcomes.push({ tool: call.tool, label, ok: true, results });
      } catch (error) {
        config.signal?.throwIfAborted();
        const message = (error as Error).message || String(error);
        emit({ type: 'tool', tool: call.tool, status: 'failed', error: message });
        outcomes.push({ tool: call.tool, label, ok: false, error: message, results: [] });
      }
    }
    return { tool_results: outcomes, current_step: 'retrieving' };
  };
}

function plannedCalls(deps: ContractChatDeps, state: ContractChatGraphState): Call[] {
  const plan = state.tool_plan!;
  const question = state.messages.at(-1)?.content ?? '';
  const { tools } = deps;
  const calls: Call[] = [];
  if (plan.use_vector_db) calls.push({ tool: 'search_vector_db', run: () => tools.searchVectorDb(plan.vector_query || question, undefined, 5) });
  if (plan.use_graph_db) calls.push({ tool: 'search_graph_db', run: () => tools.searchGraphDb(plan.graph_clause_type, plan.graph_keywords) });
  if (plan.use_web_search) calls.push({ tool: 'web_search', run: () => tools.webSearch(plan.web_query || question, 3) });
  if (state.analysis.clauses.some((clause) => /^제\d/.test(clause.ref) && question.includes(clause.ref))) {
    calls.push({ tool: 'analyze_contract_clause', run: () => tools.analyzeContractClause(state.analysis)(question, question) });
  }
  return calls;
}
