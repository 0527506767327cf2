/** respond: streams the answer composed from the analysis and the tool results. */
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { sinkOf, type ContractChatDeps } from '../deps.js';
import type { ContractChatGraphState } from '../state.js';

const EXCERPT_CHARS = 3000;

export function respondNode(deps: ContractChatDeps) {
  return async (state: ContractChatGraphState, config: LangGraphRunnableConfig) => {
    const emit = sinkOf(config);
    emit({ type: 'step', step: 'generating', message: deps.knowledge().agent.steps.generating ?? 'generating' });
    const { analysis } = state;
    const answer = await deps.interpreter.composeAnswer(
      {
        message: state.messages.at(-1)?.content ?? '',
        history: state.messages.slice(0, -1),
        plan: state.tool_plan ?? { use_vector_db: false, use_graph_db: false, use_web_search: false, vector_query: '', graph_clause_type: '', graph_keywords: [], web_query: '', reasoning: '' },
        analysisSummary: analysis.summary_text,
        contractExcerpt: state.contract_text.slice(0, EXCERPT_CHARS),
        overallRisk: analysis.overall_risk,
        unpaid: analysis.wage.unpaid_monthly === null ? null : { monthly: analysis.wage.unpaid_monthly, yearly: analysis.wage.unpaid_yearly ?? 0 },
        findings: analysis.findings,
        tools: state.tool_results ?? [],
        signal: config.signal,
      },
      (piece) => emit({ type: 'token', content: piece }),
    );
    config.signal?.throwIfAborted();
    return { final_response: answer, current_step: 'done' };
  };
}
