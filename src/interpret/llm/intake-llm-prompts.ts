/**
 * Prompts for the LLM intake interpreter, built from the knowledge base: the
 * template of each purpose (LLM_Prompts) filled with knowledge rendered as
 * plain lists. No instruction text lives here; only the shape of the lists.
 */
import type { KnowledgeBase, ScenarioKnowledge } from '../../knowledge/knowledge-base.js';
import { k0StepCodes, type FieldDef, type K2Question, type K4Format, type LlmPromptPurpose } from '../../knowledge/schema.js';
import type { LlmPrompt } from './client.js';
import { knowledgePrompt } from './knowledge-prompt.js';
import { messageIntents, type CaseForSummary } from '../intake-port.js';

const KEYWORDS_SHOWN = 12;

/** The filled prompt, or undefined when the knowledge has no template for the purpose. */
export function buildPrompt(kb: KnowledgeBase, purpose: LlmPromptPurpose, values: Record<string, string>): LlmPrompt | undefined {
  return knowledgePrompt(() => kb, purpose, values, { label: `intake.${purpose}` });
}

/** Kinds the graph has hotline messages for: EMERGENCY_VIOLENCE → violence. */
export const emergencyKinds: readonly string[] = k0StepCodes
  .filter((code) => code.startsWith('EMERGENCY_') && code !== 'EMERGENCY_CHECK' && code !== 'EMERGENCY_MESSAGE')
  .map((code) => code.slice('EMERGENCY_'.length).toLowerCase());

export const intentList = messageIntents.join(', ');

/** "CODE: 이름 — 핵심어, … (아님: …)", one line per scenario. */
export function renderScenarios(kb: KnowledgeBase): string {
  return kb
    .scenarios()
    .map((s) => {
      const negatives = s.negative_keywords.length > 0 ? ` (아님: ${s.negative_keywords.join(', ')})` : '';
      return `${s.scenario_code}: ${s.scenario_name} — ${s.keywords.slice(0, KEYWORDS_SHOWN).join(', ')}${negatives}`;
    })
    .join('\n');
}

/** The type a question's value must have: the field's own when the vocabulary knows it. */
export function expectedType(question: K2Question, field: FieldDef | undefined): FieldDef['type'] {
  return field?.type ?? question.answer_type;
}

export function optionsOf(question: K2Question, field: FieldDef | undefined): readonly string[] {
  return question.options ?? field?.options ?? [];
}

/** "- field (type): label [선택지: a | b]", one line per field the scenario asks. */
export function renderFields(scenario: ScenarioKnowledge, fields: readonly FieldDef[]): string {
  const byCode = new Map(fields.map((f) => [f.field, f]));
  return scenario.questions
    .map((question) => {
      const def = byCode.get(question.field);
      const options = optionsOf(question, def);
      const choice = options.length > 0 ? ` [선택지: ${options.join(' | ')}]` : '';
      return `- ${question.field} (${expectedType(question, def)}): ${def?.label ?? question.question}${choice}`;
    })
    .join('\n');
}

/** "- key — title: content_rule (source, style)", one line per K4 section. */
export function renderSections(format: K4Format): string {
  return format.sections.map((s) => `- ${s.key} — ${s.title}: ${s.content_rule} (${s.source}, ${s.style})`).join('\n');
}

export function renderCaseData(data: CaseForSummary): string {
  return JSON.stringify(data, null, 1);
}
