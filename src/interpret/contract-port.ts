/**
 * The contract assistant's interpreter: plans which tools a question needs
 * (the seed's ToolPlan) and composes the answer from the analysis and the tool
 * results. Rules and LLM implementations; the LLM one falls back per call.
 */
import { z } from 'zod';

export const ToolPlan = z.object({
  use_vector_db: z.boolean(),
  use_graph_db: z.boolean(),
  use_web_search: z.boolean(),
  vector_query: z.string().max(500),
  graph_clause_type: z.string().max(50),
  graph_keywords: z.array(z.string().min(1).max(50)).max(10),
  web_query: z.string().max(500),
  reasoning: z.string().max(1000),
});
export type ToolPlan = z.infer<typeof ToolPlan>;

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface PlanInput {
  message: string;
  /** The most recent turns, oldest first. */
  history: readonly ChatTurn[];
  analysisSummary: string;
  signal?: AbortSignal | undefined;
}

/** What a tool returned: its data, or the error it failed with (results then empty). */
export interface ToolOutcome {
  tool: string;
  label: string;
  ok: boolean;
  error?: string;
  results: readonly Record<string, unknown>[];
}

export interface AnswerInput {
  message: string;
  history: readonly ChatTurn[];
  plan: ToolPlan;
  analysisSummary: string;
  /** The contract text to quote from, or '' when the client asked not to include it. */
  contractExcerpt: string;
  overallRisk: string;
  unpaid: { monthly: number; yearly: number } | null;
  findings: ReadonlyArray<{ code: string; clause: string; title: string; reason: string; legal_basis: string; suggestion: string }>;
  tools: readonly ToolOutcome[];
  signal?: AbortSignal | undefined;
}

export interface ContractInterpreter {
  readonly kind: 'rules' | 'llm';
  planTools(input: PlanInput): Promise<ToolPlan>;
  /** Streams the answer through onToken; resolves to the whole text (the concatenation of the pieces). */
  composeAnswer(input: AnswerInput, onToken: (piece: string) => void): Promise<string>;
}
