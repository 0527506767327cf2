/**
 * The LLM contract interpreter: the ToolPlan as zod-validated JSON and the
 * answer as streamed tokens, both with prompts from the LLM_Prompts sheet.
 * Any failure before the first token falls back to the rules for that call.
 */
import { z } from 'zod';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import type { LlmPromptPurpose } from '../../knowledge/schema.js';
import type { AnswerInput, ChatTurn, ContractInterpreter, PlanInput, ToolPlan } from '../contract-port.js';
import type { LlmClient, LlmPrompt } from './client.js';
import { knowledgePrompt } from './knowledge-prompt.js';

const LlmToolPlan = z.object({
  reasoning: z.string().max(1000).default(''),
  tools: z.object({
    vector_db: z.object({ use: z.boolean(), query: z.string().max(500).default('') }),
    graph_db: z.object({ use: z.boolean(), clause_type: z.string().max(50).default(''), keywords: z.array(z.string().min(1).max(50)).max(10).default([]) }),
    web_search: z.object({ use: z.boolean(), query: z.string().max(500).default('') }),
  }),
});

const RESULT_CHARS = 600;

export class LlmContractInterpreter implements ContractInterpreter {
  readonly kind = 'llm' as const;

  constructor(
    private readonly client: LlmClient,
    private readonly rules: ContractInterpreter,
    private readonly knowledge: () => KnowledgeBase,
  ) {}

  async planTools(input: PlanInput): Promise<ToolPlan> {
    const prompt = this.prompt('contract_tool_plan', { user_message: input.message, analysis_summary: input.analysisSummary, history_text: historyText(input.history) }, input.signal);
    if (!prompt) return this.rules.planTools(input);
    try {
      const reply = await this.client.structured(prompt, LlmToolPlan);
      return {
        use_vector_db: reply.tools.vector_db.use,
        use_graph_db: reply.tools.graph_db.use,
        use_web_search: reply.tools.web_search.use,
        vector_query: reply.tools.vector_db.query || input.message,
        graph_clause_type: reply.tools.graph_db.clause_type,
        graph_keywords: reply.tools.graph_db.keywords,
        web_query: reply.tools.web_search.query || input.message,
        reasoning: reply.reasoning,
      };
    } catch {
      // The client logged the failure; the rules answer this call.
      return this.rules.planTools(input);
    }
  }

  async composeAnswer(input: AnswerInput, onToken: (piece: string) => void): Promise<string> {
    const prompt = this.prompt(
      'contract_answer',
      { user_message: input.message, analysis_context: input.analysisSummary, contract_context: input.contractExcerpt || '-', tool_results: toolResultsText(input), history_text: historyText(input.history) },
      input.signal,
    );
    if (!prompt) return this.rules.composeAnswer(input, onToken);
    let streamed = false;
    try {
      return await this.client.streamText(prompt, (piece) => {
        streamed = true;
        onToken(piece);
      });
    } catch (error) {
      // Tokens already sent cannot be taken back; only a silent failure falls back.
      if (streamed || input.signal?.aborted) throw error;
      return this.rules.composeAnswer(input, onToken);
    }
  }

  private prompt(purpose: LlmPromptPurpose, values: Record<string, string>, signal: AbortSignal | undefined): LlmPrompt | undefined {
    return knowledgePrompt(this.knowledge, purpose, values, { label: `contract.${purpose}`, signal });
  }
}

function historyText(history: readonly ChatTurn[]): string {
  return history.length === 0 ? '-' : history.map((turn) => `${turn.role}: ${turn.content}`).join('\n');
}

function toolResultsText(input: AnswerInput): string {
  if (input.tools.length === 0) return '-';
  return input.tools
    .map((outcome) => `[${outcome.label}] ${outcome.ok ? JSON.stringify(outcome.results).slice(0, RESULT_CHARS * 3) : `error: ${outcome.error}`}`)
    .join('\n');
}
