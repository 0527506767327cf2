import type { Config } from '../config.js';
import type { KnowledgeBase } from '../knowledge/knowledge-base.js';
import type { AskInterpreter } from './ask-port.js';
import type { IntakeInterpreter } from './intake-port.js';
import { LlmAskInterpreter } from './llm/ask-llm.js';
import { RulesAskInterpreter } from './rules/ask.js';
import { type AiCallLogger, LlmClient } from './llm/client.js';
import { createChatModel } from './llm/chat-model.js';
import { LlmIntakeInterpreter } from './llm/intake-llm.js';
import { LlmInterpreter } from './llm/llm-interpreter.js';
import { llmSettingsFrom } from './llm/settings.js';
import type { Interpreter } from './port.js';
import { RulesInterpreter } from './rules.js';
import { RulesIntakeInterpreter } from './rules/intake.js';
import type { ContractInterpreter } from './contract-port.js';
import { LlmContractInterpreter } from './llm/contract-llm.js';
import { RulesContractInterpreter } from './rules/contract.js';
import type { ContractReview } from '../knowledge/contract-review.js';
import type { RecommendInterpreter } from './recommend-port.js';
import { LlmRecommendInterpreter } from './llm/recommend-llm.js';
import { RulesRecommendInterpreter } from './rules/recommend.js';
import type { RegionName } from '../workflows/recommend/domain/regions.js';

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

/** The ask interpreter: extractive rules unless an LLM is configured; the LLM one falls back to them per call. */
export function createAskInterpreter(config: Config, log: AiCallLogger, knowledge: () => KnowledgeBase): AskInterpreter {
  const rules = new RulesAskInterpreter();
  const settings = llmSettingsFrom(config);
  if (!settings) return rules;
  return new LlmAskInterpreter(new LlmClient(createChatModel(settings), settings, log), rules, knowledge);
}

/** The contract interpreter: rules unless an LLM is configured; prompts from the LLM_Prompts sheet. */
export function createContractInterpreter(config: Config, log: AiCallLogger, review: () => ContractReview, knowledge: () => KnowledgeBase): ContractInterpreter {
  const rules = new RulesContractInterpreter(review);
  const settings = llmSettingsFrom(config);
  if (!settings) return rules;
  return new LlmContractInterpreter(new LlmClient(createChatModel(settings), settings, log), rules, knowledge);
}

/** The recommend interpreter: rules over the catalogue's place names unless an LLM is configured; the LLM one falls back to rules per call. */
export function createRecommendInterpreter(config: Config, log: AiCallLogger, knowledge: () => KnowledgeBase, places: readonly RegionName[]): RecommendInterpreter {
  const rules = new RulesRecommendInterpreter(places);
  const settings = llmSettingsFrom(config);
  if (!settings) return rules;
  return new LlmRecommendInterpreter(new LlmClient(createChatModel(settings), settings, log), rules, knowledge, places, log);
}
