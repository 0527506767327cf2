/** analyze: announces the step and asks the interpreter for the ToolPlan. */
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { sinkOf, type ContractChatDeps } from '../deps.js';
import type { ContractChatGraphState } from '../state.js';

const HISTORY_TURNS = 3;

export function analyzeNode(deps: ContractChatDeps) {
  return async (state: ContractChatGraphState, config: LangGraphRunnableConfig) => {
    sinkOf(config)({ type: 'step', step: 'analyzing', message: deps.knowledge().agent.steps.analyzing ?? 'analyzing' });
    const question = state.messages.at(-1)?.content ?? '';
    const plan = await deps.interpreter.planTools({
      message: question,
      history: state.messages.slice(0, -1).slice(-HISTORY_TURNS),
      analysisSummary: state.analysis.summary_text,
      signal: config.signal,
    });
    return { tool_plan: plan, current_step: 'analyzing' };
  };
}

/** should_use_tools: the graph, not the interpreter, routes; any planned tool sends the run to `tools`. */
export function shouldUseTools(state: ContractChatGraphState): 'tools' | 'respond' {
  const plan = state.tool_plan;
  return plan && (plan.use_vector_db || plan.use_graph_db || plan.use_web_search) ? 'tools' : 'respond';
}
