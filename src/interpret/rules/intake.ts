/** The offline, deterministic IntakeInterpreter: the default, and every LLM call's fallback. */
import type { KnowledgeBase, ScenarioKnowledge } from '../../knowledge/knowledge-base.js';
import type { FieldDef, K2Question, K4Format } from '../../knowledge/schema.js';
import { detectEmergency } from '../../korean/emergency.js';
import { extractEmotions } from '../../korean/emotion.js';
import type {
  CaseForSummary,
  Classification,
  Emergency,
  IntakeInterpreter,
  MessageIntent,
  NarrativeAnalysis,
  NarrativeOptions,
  OtherProblem,
  ParsedAnswer,
  Summary,
} from '../intake-port.js';
import { parseAnswerInContext } from './answers.js';
import { yesNoOfAnotherFact } from './other-thing-replies.js';
import { classifyWithRules } from './classify.js';
import { intentWithRules } from './intents.js';
import { analyseNarrativeWithRules } from './narrative.js';
import { otherProblemsWithRules } from './other-problems.js';
import { summariseWithRules } from './summarise.js';
import { topicsNamed } from './topic-words.js';

export class RulesIntakeInterpreter implements IntakeInterpreter {
  async detectEmergency(text: string): Promise<Emergency> {
    return detectEmergency(text);
  }

  async intentOf(text: string): Promise<MessageIntent> {
    return intentWithRules(text);
  }

  async classify(text: string, knowledge: KnowledgeBase): Promise<Classification> {
    const classification = classifyWithRules(text, knowledge);
    return classification.candidates.length > 0 ? classification : { ...classification, topics: topicsNamed(text, knowledge) };
  }

  async otherProblems(text: string, settled: string, knowledge: KnowledgeBase): Promise<OtherProblem[]> {
    return otherProblemsWithRules(text, settled, knowledge);
  }

  async analyseNarrative(
    text: string,
    scenario: ScenarioKnowledge,
    fields: readonly FieldDef[],
    referenceDate: string,
    options: NarrativeOptions = {},
  ): Promise<NarrativeAnalysis> {
    return {
      facts: analyseNarrativeWithRules(text, scenario, fields, referenceDate, options),
      emotions: options.requireCue ? [] : extractEmotions(text).map((e) => ({ type: e.type, intensity: e.intensity, text: e.span })),
    };
  }

  async parseAnswer(text: string, question: K2Question, field: FieldDef | undefined, referenceDate: string, options?: { otherFactsStated?: boolean }): Promise<ParsedAnswer> {
    const parsed = parseAnswerInContext(text, question, field, referenceDate);
    if (options?.otherFactsStated && question.answer_type === 'boolean' && yesNoOfAnotherFact(text, question.question, parsed)) return { value: null, unknown: false };
    return parsed;
  }

  async summarise(format: K4Format, data: CaseForSummary): Promise<Summary> {
    return summariseWithRules(format, data);
  }
}
