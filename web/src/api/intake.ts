/** The public intake API (see the intake API contract). */
import { requestJson } from './http';

export type IntakeState = 'CASE_CLASSIFICATION' | 'FACT_COLLECTION' | 'SUMMARY' | 'COMPLETED' | 'EMERGENCY_STOP' | string;

export interface ExpectedInput {
  type: 'string' | 'date' | 'integer' | 'boolean' | 'choice' | 'none';
  field: string | null;
  options?: { value: string; label: string }[];
  description?: string;
}

export interface TurnReply {
  session_id: string;
  current_state: IntakeState;
  completion_rate: number;
  bot_message: string;
  expected_input: ExpectedInput;
}

export interface StartReply extends TurnReply {
  messages: { code: string; text: string }[];
}

export interface SessionStatus {
  session_id: string;
  current_state: IntakeState;
  completion_rate: number;
  filled_fields: string[];
  missing_fields: string[];
  unknown_fields: string[];
  turns: number;
}

export interface SummarySection {
  key: string;
  title: string;
  content: string;
}

export interface SessionResult {
  session_id: string;
  status: 'ACTIVE' | 'COMPLETED' | 'EMERGENCY_STOP';
  current_state: IntakeState;
  completion_rate: number;
  summaries: Partial<Record<string, { sections: SummarySection[]; text: string }>>;
  transcript: { role: 'bot' | 'user'; text: string; field?: string | null; at: string }[];
}

export const startSession = () => requestJson<StartReply>('/chat/start', { body: { channel: 'web' } });

export const sendMessage = (sessionId: string, userMessage: string) =>
  requestJson<TurnReply>('/chat/message', { body: { session_id: sessionId, user_message: userMessage } });

export const fetchStatus = (sessionId: string) => requestJson<SessionStatus>(`/chat/status?session_id=${encodeURIComponent(sessionId)}`);

export const fetchResult = (sessionId: string) => requestJson<SessionResult>(`/chat/result?session_id=${encodeURIComponent(sessionId)}`);
