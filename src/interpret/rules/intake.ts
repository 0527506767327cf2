/** The offline, deterministic IntakeInterpreter: the default, and every LLM call's fallback. */
import type { KnowledgeBase, ScenarioKnowledge } from '../../knowledge/knowledge-base.js';
import type { FieldDef, K2Question, K4Format } from '../../knowledge/schema.js';
import { parseAmount } from '../../korean/amounts.js';
import { isUnknownAnswer, parseAnswer } from '../../korean/answers.js';
import { detectEmergency } from '../../korean/emergency.js';
import { extractEmotions } from '../../korean/emotion.js';
import type {
  CaseForSummary,
  Classification,
  Emergency,
  IntakeInterpreter,
  MessageIntent,
  NarrativeAnalysis,
  ParsedAnswer,
  Summary,
} from '../intake-port.js';
import { classifyWithRules } from './classify.js';
import { intentWithRules } from './intents.js';
import { analyseNarrativeWithRules } from './narrative.js';
import { summariseWithRules } from './summarise.js';

const isMoney = (field: FieldDef | undefined) => field?.type === 'integer' && /원\)|금액|보증금|월세|임금|소득/.test(field.label);

export class RulesIntakeInterpreter implements IntakeInterpreter {
  async detectEmergency(text: string): Promise<Emergency> {
    return detectEmergency(text);
  }

  async intentOf(text: string): Promise<MessageIntent> {
    return intentWithRules(text);
  }

  async classify(text: string, knowledge: KnowledgeBase): Promise<Classification> {
    return classifyWithRules(text, knowledge);
  }

  async analyseNarrative(
    text: string,
    scenario: ScenarioKnowledge,
    fields: readonly FieldDef[],
    referenceDate: string,
    options: { requireCue?: boolean } = {},
  ): Promise<NarrativeAnalysis> {
    return {
      facts: analyseNarrativeWithRules(text, scenario, fields, referenceDate, options),
      emotions: options.requireCue ? [] : extractEmotions(text).map((e) => ({ type: e.type, intensity: e.intensity, text: e.span })),
    };
  }

  async parseAnswer(text: string, question: K2Question, field: FieldDef | undefined, referenceDate: string): Promise<ParsedAnswer> {
    if (isMoney(field) || (question.answer_type === 'integer' && isMoney({ field: question.field, type: 'integer', label: question.question }))) {
      if (isUnknownAnswer(text)) return { value: null, unknown: true };
      const amount = parseAmount(text, { context: `${question.question} ${field?.label ?? ''}` });
      return { value: amount?.value ?? null, unknown: false };
    }
    const parsed = parseAnswer(text, { type: question.answer_type, options: question.options, ref: referenceDate });
    return { value: parsed.value, unknown: parsed.unknown };
  }

  async summarise(format: K4Format, data: CaseForSummary): Promise<Summary> {
    return summariseWithRules(format, data);
  }
}
