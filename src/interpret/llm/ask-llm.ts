/**
 * The LLM-backed AskInterpreter. Prompts are the knowledge base's
 * (LLM_Prompts: ask_generate, ask_regenerate_strict, ask_judge), read per call.
 * Any failure — no prompt, an error, a timeout, an empty answer, a malformed
 * verdict — answers with the rules for that call. The judge only gives an
 * opinion: the graph lets it add issues, never clear the verifier's.
 */
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import type { LlmPromptPurpose } from '../../knowledge/schema.js';
import { JudgeVerdict, type AskInterpreter, type AskRequest } from '../ask-port.js';
import type { LlmClient, LlmPrompt } from './client.js';
import { knowledgePrompt } from './knowledge-prompt.js';

export class LlmAskInterpreter implements AskInterpreter {
  readonly kind = 'llm' as const;

  constructor(
    private readonly client: LlmClient,
    private readonly rules: AskInterpreter,
    private readonly knowledge: () => KnowledgeBase,
  ) {}

  async generate(request: AskRequest): Promise<string> {
    return (await this.write('ask_generate', request)) ?? this.rules.generate(request);
  }

  async regenerateStrict(request: AskRequest): Promise<string> {
    return (await this.write('ask_regenerate_strict', request)) ?? this.rules.regenerateStrict(request);
  }

  async judge(request: AskRequest, answer: string): Promise<JudgeVerdict | null> {
    const prompt = this.prompt('ask_judge', request, { answer });
    if (!prompt) return null;
    try {
      return await this.client.structured(prompt, JudgeVerdict);
    } catch {
      // The client logged the failure; without a judge the verifier's verdict stands.
      return null;
    }
  }

  private async write(purpose: LlmPromptPurpose, request: AskRequest): Promise<string | undefined> {
    const prompt = this.prompt(purpose, request, {});
    if (!prompt) return undefined;
    try {
      const text = (await this.client.streamText(prompt, () => {})).trim();
      return text.length > 0 ? text : undefined;
    } catch {
      return undefined;
    }
  }

  private prompt(purpose: LlmPromptPurpose, request: AskRequest, extra: Record<string, string>): LlmPrompt | undefined {
    const values = { question: request.question, context: request.context, ...extra };
    return knowledgePrompt(this.knowledge, purpose, values, { label: purpose.replace('ask_', 'ask.'), signal: request.signal });
  }
}
