import type { Config } from '../config.js';
import type { KnowledgeBase } from '../knowledge/knowledge-base.js';
import type { IntakeInterpreter } from './intake-port.js';
import { type AiCallLogger, LlmClient } from './llm/client.js';
import { createChatModel } from './llm/chat-model.js';
import { LlmIntakeInterpreter } from './llm/intake-llm.js';
import { LlmInterpreter } from './llm/llm-interpreter.js';
import { llmSettingsFrom } from './llm/settings.js';
import type { Interpreter } from './port.js';
import { RulesInterpreter } from './rules.js';
import { RulesIntakeInterpreter } from './rules/intake.js';

export type { Interpreter } from './port.js';

/** `rules` unless an LLM is configured; the LLM one falls back to rules per call. */
export function createInterpreter(config: Config, log: AiCallLogger): Interpreter {
  const rules = new RulesInterpreter();
  const settings = llmSettingsFrom(config);
  if (!settings) return rules;
  return new LlmInterpreter(new LlmClient(createChatModel(settings), settings, log), rules);
}

/**
 * The intake interpreter: rules unless an LLM is configured. The LLM one reads
 * its prompts from `knowledge` on every call and falls back to rules per call.
 */
export function createIntakeInterpreter(config: Config, log: AiCallLogger, knowledge: () => KnowledgeBase): IntakeInterpreter {
  const rules = new RulesIntakeInterpreter();
  const settings = llmSettingsFrom(config);
  if (!settings) return rules;
  return new LlmIntakeInterpreter(new LlmClient(createChatModel(settings), settings, log), rules, knowledge, log);
}
