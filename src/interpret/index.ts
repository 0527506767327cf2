import type { Config } from '../config.js';
import { type AiCallLogger, LlmClient } from './llm/client.js';
import { createChatModel } from './llm/chat-model.js';
import { LlmInterpreter } from './llm/llm-interpreter.js';
import { llmSettingsFrom } from './llm/settings.js';
import type { Interpreter } from './port.js';
import { RulesInterpreter } from './rules.js';

export type { Interpreter } from './port.js';

/** `rules` unless an LLM is configured; the LLM one falls back to rules per call. */
export function createInterpreter(config: Config, log: AiCallLogger): Interpreter {
  const rules = new RulesInterpreter();
  const settings = llmSettingsFrom(config);
  if (!settings) return rules;
  return new LlmInterpreter(new LlmClient(createChatModel(settings), settings, log), rules);
}
