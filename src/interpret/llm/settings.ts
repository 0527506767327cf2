import type { Config } from '../../config.js';

export type LlmProvider = 'openai' | 'gemini' | 'ollama';

export interface LlmSettings {
  provider: LlmProvider;
  model: string;
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  timeoutMs: number;
  /** Further attempts after the first failed one. */
  retries: number;
}

const defaultModels: Record<LlmProvider, string> = {
  openai: 'gpt-4o-mini',
  gemini: 'gemini-2.0-flash',
  ollama: 'qwen2.5:7b-instruct',
};

export function llmSettingsFrom(config: Config): LlmSettings | null {
  if (config.llm === 'none') return null;
  const provider = config.llm;
  return {
    provider,
    model: config.llmModel ?? defaultModels[provider],
    apiKey: provider === 'openai' ? config.openaiApiKey : provider === 'gemini' ? config.googleApiKey : undefined,
    baseUrl: provider === 'openai' ? config.openaiBaseUrl : provider === 'ollama' ? config.ollamaBaseUrl : undefined,
    timeoutMs: config.llmTimeoutMs,
    retries: config.llmRetries,
  };
}
