/**
 * The intake API's replies (../shared/spec/api-intake.md) as the service
 * returns them. Types only, so the web app imports them instead of restating them.
 */
import type { IntakeGraphState } from './state.js';

type State = IntakeGraphState;

export interface TurnReply {
  session_id: string;
  current_state: State['current_state'];
  completion_rate: number;
  bot_message: string;
  expected_input: State['expected_input'];
}

/** The first turn also carries the K0 notices shown before the first question. */
export interface StartReply extends TurnReply {
  state: State['current_state'];
  messages: State['messages'];
}

export interface StatusReply {
  session_id: string;
  current_state: State['current_state'];
  completion_rate: number;
  filled_fields: string[];
  missing_fields: string[];
  unknown_fields: string[];
  turns: number;
}

export interface ResultReply {
  session_id: string;
  status: State['status'];
  current_state: State['current_state'];
  case: { level1: string | null; level2: string | null; scenario: string } | null;
  facts: Record<string, unknown>;
  unknown_fields: string[];
  fact_codes: string[];
  emotions: State['emotion'];
  risk_tags: State['risk_tags'];
  summaries: State['summaries'];
  completion_rate: number;
  transcript: State['transcript'];
}
