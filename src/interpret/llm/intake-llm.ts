/**
 * The LLM-backed IntakeInterpreter. Each method fills its prompt from the live
 * knowledge base (LLM_Prompts + the lists it needs), asks for zod-validated
 * JSON, checks the data deterministically (intake-llm-checks.ts), and on any
 * failure answers with the rules for that call only. Guardrails stay
 * deterministic: the LLM may add an emergency but never remove one, and may
 * never restart or end a session on its own. It only ever returns data.
 */
import type { z } from 'zod';
import type { KnowledgeBase, ScenarioKnowledge } from '../../knowledge/knowledge-base.js';
import type { FieldDef, K2Question, K4Format, LlmPromptPurpose } from '../../knowledge/schema.js';
import {
  Classification,
  Emergency,
  MessageIntent,
  NarrativeAnalysis,
  type NarrativeOptions,
  ParsedAnswer,
  Summary,
  type AnswerOptions,
  type CaseForSummary,
  type IntakeInterpreter,
  type OtherProblem,
} from '../intake-port.js';
import { fieldsNotApplying } from '../rules/denied-condition.js';
import { checkedCall } from './checked-call.js';
import type { AiCallLogger, LlmClient } from './client.js';
import { checkClassification, checkEmergency, checkNarrative, checkParsedAnswer, checkSummary, type Checked } from './intake-llm-checks.js';
import {
  buildPrompt,
  emergencyKinds,
  expectedType,
  intentList,
  optionsOf,
  renderCaseData,
  renderFields,
  renderScenarios,
  renderSections,
} from './intake-llm-prompts.js';

export class LlmIntakeInterpreter implements IntakeInterpreter {
  constructor(
    private readonly client: LlmClient,
    private readonly rules: IntakeInterpreter,
    /** The live knowledge base, read per call so prompt edits apply at once. */
    private readonly knowledge: () => KnowledgeBase,
    private readonly log: AiCallLogger,
  ) {}

  async detectEmergency(text: string): Promise<Emergency> {
    const ruled = await this.rules.detectEmergency(text);
    if (ruled.emergency) return ruled;
    const found = await this.ask('emergency', this.liveKnowledge(), { text, emergency_kinds: emergencyKinds.join(', ') }, Emergency, (e) =>
      checkEmergency(e, text),
    );
    return found?.emergency ? found : ruled;
  }

  async intentOf(text: string): Promise<MessageIntent> {
    const ruled = await this.rules.intentOf(text);
    // Restarting or ending changes the session: only the rules may say so.
    if (ruled.intent === 'restart' || ruled.intent === 'end') return ruled;
    const found = await this.ask('intent', this.liveKnowledge(), { text, intents: intentList }, MessageIntent, (m) =>
      m.intent === 'restart' || m.intent === 'end' ? { ok: false, reason: `${m.intent} without the rules agreeing` } : { ok: true, value: m },
    );
    // The rules' reading also parts a question to the bot from the answer beside it; kept when the model agrees.
    return found && found.intent !== ruled.intent ? found : ruled;
  }

  async classify(text: string, knowledge: KnowledgeBase): Promise<Classification> {
    const found = await this.ask('classify', knowledge, { text, scenarios: renderScenarios(knowledge) }, Classification, (c) =>
      checkClassification(c, knowledge, text),
    );
    if (!found) return this.rules.classify(text, knowledge);
    // Topics are read from K1's group names, which the rules do without a model.
    return found.candidates.length > 0 ? found : { candidates: [], topics: (await this.rules.classify(text, knowledge)).topics ?? [] };
  }

  /** Read offline: a model call per sentence would multiply the cost of every first account for a note. */
  async otherProblems(text: string, settled: string, knowledge: KnowledgeBase): Promise<OtherProblem[]> {
    return this.rules.otherProblems(text, settled, knowledge);
  }

  async analyseNarrative(
    text: string,
    scenario: ScenarioKnowledge,
    fields: readonly FieldDef[],
    referenceDate: string,
    options: NarrativeOptions = {},
  ): Promise<NarrativeAnalysis> {
    // A correction counts only when it names its field; the rules' cue words decide that, not a model.
    if (options.requireCue) return this.rules.analyseNarrative(text, scenario, fields, referenceDate, options);
    const values = { text, scenario_name: scenario.scenario_name, fields: renderFields(scenario, fields), reference_date: referenceDate };
    const found = await this.ask('analyse_narrative', this.liveKnowledge(), values, NarrativeAnalysis, (a) =>
      checkNarrative(a, text, scenario, fields, referenceDate),
    );
    // Which questions the account's own words rule out is read by the rules, as for a reply.
    return found ? { ...found, not_applicable: fieldsNotApplying(text, scenario.questions) } : this.rules.analyseNarrative(text, scenario, fields, referenceDate, options);
  }

  async parseAnswer(text: string, question: K2Question, field: FieldDef | undefined, referenceDate: string, options?: AnswerOptions): Promise<ParsedAnswer> {
    const values = {
      text,
      question: question.question,
      answer_type: expectedType(question, field),
      options: optionsOf(question, field).join(' | ') || '-',
      field_label: field?.label ?? question.field,
      reference_date: referenceDate,
    };
    const found = await this.ask('parse_answer', this.liveKnowledge(), values, ParsedAnswer, (p) =>
      checkParsedAnswer(p, text, question, field, referenceDate),
    );
    if (found && found.value === null && !found.unknown) {
      // "아직" where the question offers '아직': the rules know the words a question offers.
      const byRules = await this.rules.parseAnswer(text, question, field, referenceDate, options);
      if (byRules.not_applicable) return byRules;
    }
    return found ?? this.rules.parseAnswer(text, question, field, referenceDate, options);
  }

  async summarise(format: K4Format, data: CaseForSummary): Promise<Summary> {
    const values = { case_data: renderCaseData(data), title: format.title, audience: format.audience, sections: renderSections(format) };
    const byRules = await this.rules.summarise(format, data);
    // The model may leave out what the rules leave out: a paragraph around values none of which is known.
    const shown = byRules.sections.map((section) => section.key);
    const found = await this.ask('summarise', this.liveKnowledge(), values, Summary, (s) => checkSummary(s, format, data, shown));
    return found ?? byRules;
  }

  private liveKnowledge(): KnowledgeBase | undefined {
    try {
      return this.knowledge();
    } catch {
      return undefined;
    }
  }

  /** Checked LLM data, or undefined (no prompt, a failed call, or data the checks reject). */
  private async ask<T>(
    purpose: LlmPromptPurpose,
    kb: KnowledgeBase | undefined,
    values: Record<string, string>,
    schema: z.ZodType<T>,
    check: (value: T) => Checked<T>,
  ): Promise<T | undefined> {
    const prompt = kb && buildPrompt(kb, purpose, values);
    return prompt ? checkedCall(this.client, this.log, prompt, schema, check) : undefined;
  }
}
