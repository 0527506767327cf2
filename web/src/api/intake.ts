/** The public intake API (see the intake API contract). */
import type { ResultReply, StartReply, StatusReply, TurnReply } from '../../../src/workflows/intake/replies';
import { requestJson } from './http';

export type { ExpectedInput } from '../../../src/workflows/intake/state';
export type { ResultReply as SessionResult, StartReply, StatusReply as SessionStatus, TurnReply } from '../../../src/workflows/intake/replies';

export const startSession = () => requestJson<StartReply>('/chat/start', { body: { channel: 'web' } });

export const sendMessage = (sessionId: string, userMessage: string) =>
  requestJson<TurnReply>('/chat/message', { body: { session_id: sessionId, user_message: userMessage } });

export const fetchStatus = (sessionId: string) => requestJson<StatusReply>(`/chat/status?session_id=${encodeURIComponent(sessionId)}`);

export const fetchResult = (sessionId: string) => requestJson<ResultReply>(`/chat/result?session_id=${encodeURIComponent(sessionId)}`);
