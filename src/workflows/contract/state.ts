/** The chat agent's state, as the seed's AgentState plus the plan and the analysis it reads. */
import { Annotation } from '@langchain/langgraph';
import type { ChatTurn, ToolOutcome, ToolPlan } from '../../interpret/contract-port.js';
import type { ContractAnalysis } from './domain/types.js';

export const ContractChatState = Annotation.Root({
  /** The conversation so far, ending with the question being answered. */
  messages: Annotation<ChatTurn[]>,
  contract_id: Annotation<number>,
  /** '' when the client asked not to include the contract text. */
  contract_text: Annotation<string>,
  analysis: Annotation<ContractAnalysis>,
  current_step: Annotation<string>,
  tool_plan: Annotation<ToolPlan | null>,
  tool_results: Annotation<ToolOutcome[]>,
  final_response: Annotation<string>,
});
export type ContractChatGraphState = typeof ContractChatState.State;
