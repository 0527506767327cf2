/**
 * The intake graph's state: the seed's StateContext, plus what the graph needs
 * to decide without reading language (menus, re-ask counts, risk, summaries).
 */
import { Annotation } from '@langchain/langgraph';
import type { Emotion, OtherProblem, Summary } from '../../interpret/intake-port.js';
import type { TranscriptEntry } from '../../store/repositories/case-file.js';
import type { Facts } from './domain/facts.js';
import type { RiskTag } from './domain/risk.js';

export const intakeStates = [
  'INIT',
  'CASE_CLASSIFICATION',
  'FACT_COLLECTION',
  'VALIDATION',
  'RE_QUESTION',
  'SUMMARY',
  'COMPLETED',
  'EMERGENCY_STOP',
] as const;
export type IntakeStateCode = (typeof intakeStates)[number];

export interface ExpectedInput {
  type: 'string' | 'date' | 'integer' | 'boolean' | 'choice' | 'none';
  field: string | null;
  options?: { value: string; label: string }[];
  description?: string;
}

export interface CurrentQuestion {
  field: string;
  question: string;
  answer_type: ExpectedInput['type'];
}

export interface QaPair {
  field: string;
  question: string;
  answer: string;
  value: string | number | boolean | null;
  unknown: boolean;
  turn: number;
}

/** A menu the person is answering instead of a narrative. */
export interface PendingMenu {
  kind: 'scenario' | 'level1' | 'level2';
  options: { value: string; label: string }[];
  /** How many replies in a row this menu has had that picked nothing and told nothing new ("모름"). */
  misses?: number;
}

export interface BotMessage {
  code: string;
  text: string;
}

const replace = <T>(initial: () => T) => Annotation<T>({ reducer: (_old, next) => next, default: initial });

export const IntakeState = Annotation.Root({
  session_id: replace<string>(() => ''),
  channel: replace<string>(() => 'api'),
  reference_date: replace<string>(() => ''),
  current_state: replace<IntakeStateCode>(() => 'INIT'),
  status: replace<'ACTIVE' | 'COMPLETED' | 'EMERGENCY_STOP'>(() => 'ACTIVE'),
  /** LEVEL1 */
  case_type: replace<string | null>(() => null),
  /** LEVEL2 */
  sub_case_type: replace<string | null>(() => null),
  scenario: replace<string | null>(() => null),
  facts: replace<Facts>(() => ({})),
  emotion: replace<Emotion[]>(() => []),
  completion_rate: replace<number>(() => 0),
  missing_fields: replace<string[]>(() => []),
  asked_fields: replace<string[]>(() => []),
  /** Fields the first account already answered. */
  skipped_fields: replace<string[]>(() => []),
  unknown_fields: replace<string[]>(() => []),
  last_user_input: replace<string>(() => ''),
  bot_message: replace<string>(() => ''),
  /** This turn's bot messages, in order (K0 codes or question fields). */
  messages: replace<BotMessage[]>(() => []),
  expected_input: replace<ExpectedInput>(() => ({ type: 'string', field: 'narrative' })),
  initial_description: replace<string | null>(() => null),
  initial_analysis: replace<{ facts: Record<string, { value: string | number | boolean; confidence: number }>; emotions: Emotion[]; not_applicable?: string[] } | null>(
    () => null,
  ),
  conversation_history: replace<QaPair[]>(() => []),
  /** Problems of other groups the first account also told, kept for the lawyer. */
  other_problems: replace<OtherProblem[]>(() => []),
  current_question: replace<CurrentQuestion | null>(() => null),
  pending_menu: replace<PendingMenu | null>(() => null),
  /** Field → how many times its answer could not be understood. */
  reasks: replace<Record<string, number>>(() => ({})),
  fact_codes: replace<string[]>(() => []),
  risk_tags: replace<RiskTag[]>(() => []),
  /** K3 rules marked tell_now whose action the person has already been told. */
  told_risks: replace<string[]>(() => []),
  summaries: replace<Record<string, Summary>>(() => ({})),
  end_requested: replace<boolean>(() => false),
  emergency_kind: replace<string | null>(() => null),
  turn: replace<number>(() => 0),
  /** Everything said, masked; the store's transcript is a projection of this. */
  transcript: replace<TranscriptEntry[]>(() => []),
  completed_at: replace<string | null>(() => null),
});

export type IntakeGraphState = typeof IntakeState.State;
export type IntakeUpdate = typeof IntakeState.Update;
