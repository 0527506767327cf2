/**
 * The LLM-backed interpreter. Each method asks the model for validated data and,
 * on any failure, answers with the rules interpreter for that call only.
 */
import { KeywordExtraction, type Interpreter } from '../port.js';
import type { RulesInterpreter } from '../rules.js';
import type { LlmClient } from './client.js';

export class LlmInterpreter implements Interpreter {
  readonly kind = 'llm' as const;

  constructor(
    private readonly client: LlmClient,
    private readonly rules: RulesInterpreter,
  ) {}

  async extractKeywords(text: string): Promise<KeywordExtraction> {
    return this.orRules(
      () =>
        this.client.structured(
          {
            purpose: 'keywords',
            system:
              'Extract the salient content words of the user text, most important first. ' +
              'Reply with JSON only: {"keywords": ["..."]} (at most 30).',
            user: text,
          },
          KeywordExtraction,
        ),
      () => this.rules.extractKeywords(text),
    );
  }

  private async orRules<T>(viaLlm: () => Promise<T>, viaRules: () => Promise<T>): Promise<T> {
    try {
      return await viaLlm();
    } catch {
      // The client already logged the failure with fell_back = 1.
      return viaRules();
    }
  }
}
