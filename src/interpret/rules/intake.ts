/** The offline, deterministic IntakeInterpreter: the default, and every LLM call's fallback. */
import type { KnowledgeBase, ScenarioKnowledge } from '../../knowledge/knowledge-base.js';
import type { FieldDef, K2Question, K4Format } from '../../knowledge/schema.js';
import { detectEmergency } from '../../korean/emergency.js';
import { extractEmotions } from '../../korean/emotion.js';
import type {
  AnswerOptions,
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
import { withoutYesNoGivenUp } from './hedged-doubt.js';
import { classifyWithRules } from './classify.js';
import { intentWithRules } from './intents.js';
import { analyseNarrativeWithRules, booleanToldFor } from './narrative.js';
import { normalizeText } from '../../korean/normalize.js';
import { otherProblemsWithRules } from './other-problems.js';
import { summariseWithRules } from './summarise.js';
import { withoutValueTakenBack } from './taken-back.js';
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
    const facts = analyseNarrativeWithRules(text, scenario, fields, referenceDate, options);
    return {
      // "포괄임금제라고 써있던거 같기도 하고 모르겠어요" in a reply: a yes or no the person gives up on is not told.
      facts: options.requireCue ? withoutYesNoGivenUp(text, facts) : facts,
      emotions: options.requireCue ? [] : extractEmotions(text).map((e) => ({ type: e.type, intensity: e.intensity, text: e.span })),
    };
  }

  async parseAnswer(text: string, question: K2Question, field: FieldDef | undefined, referenceDate: string, options?: AnswerOptions): Promise<ParsedAnswer> {
    // "아 3월 15일 아니고 3월 16일이에요": a recorded value taken back corrects that fact and answers nothing asked.
    const reply = options?.known ? withoutValueTakenBack(text, options.known, referenceDate) : text;
    const parsed = parseAnswerInContext(reply, question, field, referenceDate);
    // A yes or no beside another fact is that fact's, unless the reply tells it by the asked field's own cue words
    // ("병원에서 전치 2주 나왔어요" to whether anyone was hurt: 진단 is a word of the injury itself).
    const anotherFacts = options?.otherFactsStated === true && question.answer_type === 'boolean' && yesNoOfAnotherFact(reply, question.question, parsed);
    if (anotherFacts && booleanToldFor(question.field, normalizeText(reply)) !== parsed.value) return { value: null, unknown: false };
    return parsed;
  }

  async summarise(format: K4Format, data: CaseForSummary): Promise<Summary> {
    return summariseWithRules(format, data);
  }
}
