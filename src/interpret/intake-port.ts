/**
 * What the intake assistant reads from language, as validated data. The graph
 * decides everything (which scenario, what to ask, when to stop) from these.
 */
import { z } from 'zod';
import type { ScenarioKnowledge } from '../knowledge/knowledge-base.js';
import type { KnowledgeBase } from '../knowledge/knowledge-base.js';
import type { FieldDef, K2Question, K4Format } from '../knowledge/schema.js';

export const ScenarioCandidate = z.object({ scenario: z.string(), score: z.number().min(0).max(1) });
export const Classification = z.object({
  /** Best first; scores are comparable within one call. */
  candidates: z.array(ScenarioCandidate).max(20),
  /** Level2 groups the text names though it tells no problem of them ("이혼 문제요"); only read when no candidate is found. */
  topics: z.array(z.string()).max(30).optional(),
});
export type Classification = z.infer<typeof Classification>;

/** A problem an account tells beside the scenario settled on, with the sentence that tells it (masked, as the account). */
export const OtherProblem = z.object({ scenario: z.string(), text: z.string() });
export type OtherProblem = z.infer<typeof OtherProblem>;

export const FactValue = z.union([z.string(), z.number(), z.boolean()]);
export const ExtractedFact = z.object({ value: FactValue, confidence: z.number().min(0).max(1) });
export const Emotion = z.object({ type: z.string(), intensity: z.number().int().min(1).max(5), text: z.string() });
export type Emotion = z.infer<typeof Emotion>;

export const NarrativeAnalysis = z.object({
  /** Field code → value, only for what the text states. */
  facts: z.record(z.string(), ExtractedFact),
  emotions: z.array(Emotion),
  /** Fields whose question asks on a condition the text denies ("음주운전 아닌데" → 혈중알코올농도): settled without a value, never asked. */
  not_applicable: z.array(z.string()).optional(),
});
export type NarrativeAnalysis = z.infer<typeof NarrativeAnalysis>;

export const ParsedAnswer = z.object({
  /** null when nothing usable was found. */
  value: FactValue.nullable(),
  /** The person said they do not know. */
  unknown: z.boolean(),
  /**
   * The reply answers that the field has no value now, in words the question
   * itself offers ("아직", "미정", "재직 중"; "월급제" or a month's pay to an
   * hourly wage): answered with nothing to record, so it is not re-asked.
   */
  not_applicable: z.boolean().optional(),
});
export type ParsedAnswer = z.infer<typeof ParsedAnswer>;

/** What a message is, apart from its content. */
export const messageIntents = ['content', 'restart', 'question_to_bot', 'smalltalk', 'end'] as const;
export const MessageIntent = z.object({
  intent: z.enum(messageIntents),
  /** A 'content' reply that also asks the bot something ("네 했어요 근데 고소해야 되나요?"): the asking sentences, and the rest that may answer. */
  asks_bot: z.object({ questions: z.array(z.string()), rest: z.string() }).optional(),
});
export type MessageIntent = z.infer<typeof MessageIntent>;

export const Emergency = z.object({ emergency: z.boolean(), kind: z.string().nullable(), span: z.string().nullable() });
export type Emergency = z.infer<typeof Emergency>;

export const SummarySection = z.object({ key: z.string(), title: z.string(), content: z.string() });
export const Summary = z.object({ sections: z.array(SummarySection), text: z.string() });
export type Summary = z.infer<typeof Summary>;

/** Everything a summary may say: it may not state a number, date or name beyond this. */
export interface CaseForSummary {
  level1: string | null;
  level2: string | null;
  scenarioCode: string | null;
  level1Name: string | null;
  level2Name: string | null;
  scenarioName: string | null;
  narrative: string | null;
  /** Problems of other groups the account also told, with the sentence that told each. */
  otherProblems: { scenarioName: string; text: string }[];
  facts: { field: string; label: string; value: string | number | boolean }[];
  unknown: { field: string; label: string }[];
  missing: { field: string; label: string }[];
  emotions: Emotion[];
  riskTags: { risk_level: string; risk_tag: string; action_hint: string }[];
  /** Actions that cannot wait: told during the intake, repeated in the person's summary. */
  urgentActions: { risk_tag: string; action_hint: string }[];
  meta: { sessionId: string; channel: string; completionRate: number; referenceDate: string; startedAt: string };
}

/**
 * `requireCue`: keep only facts named with their cue (a reply's other facts). `known`: the facts recorded so far,
 * by which a value taken back ("4천 아니고 4천5백") names the field it corrects.
 */
export interface NarrativeOptions {
  requireCue?: boolean;
  known?: Readonly<Record<string, string | number | boolean | null>>;
  /** The field a reply answers: a bare value of its kind ("작년 5월이요" asked a date) is that answer, no other field's. */
  answering?: string;
}

export interface AnswerOptions {
  /**
   * The reply also told facts of other fields. A yes or no read from such a reply may belong to those
   * facts ("아직 신고 안했어요" asked whether contact was lost), and the rules then answer nothing.
   */
  otherFactsStated?: boolean;
  /** The facts recorded so far: a recorded value taken back ("3월 15일 아니고 16일") corrects that fact, not the question asked. */
  known?: NarrativeOptions['known'];
}

export interface IntakeInterpreter {
  detectEmergency(text: string): Promise<Emergency>;
  intentOf(text: string): Promise<MessageIntent>;
  classify(text: string, knowledge: KnowledgeBase): Promise<Classification>;
  /** Problems of other scenario groups the text tells beside `settled`, for the lawyer to see. */
  otherProblems(text: string, settled: string, knowledge: KnowledgeBase): Promise<OtherProblem[]>;
  /**
   * Facts and emotions a text states. With `requireCue`, only facts named with
   * their field's cue words (a correction such as "금액은 3천이었어요").
   */
  analyseNarrative(
    text: string,
    scenario: ScenarioKnowledge,
    fields: readonly FieldDef[],
    referenceDate: string,
    options?: NarrativeOptions,
  ): Promise<NarrativeAnalysis>;
  parseAnswer(text: string, question: K2Question, field: FieldDef | undefined, referenceDate: string, options?: AnswerOptions): Promise<ParsedAnswer>;
  summarise(format: K4Format, data: CaseForSummary): Promise<Summary>;
}
