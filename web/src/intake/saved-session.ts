/**
 * The intake session survives a reload: its id, the opening notices and the
 * last reply (which carries the expected input) live in localStorage.
 */
import type { StartReply, TurnReply } from '../api/intake';

const KEY = 'sangdam.intake.v1';

export interface SavedSession {
  sessionId: string;
  notices: StartReply['messages'];
  last: TurnReply;
}

function isSaved(value: unknown): value is SavedSession {
  const candidate = value as Partial<SavedSession> | null;
  return typeof candidate?.sessionId === 'string' && Array.isArray(candidate.notices) && typeof candidate.last?.expected_input === 'object';
}

export function loadSession(): SavedSession | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return isSaved(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSession(session: SavedSession): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Private mode or a full quota: the chat still works, it just will not resume.
  }
}

export function forgetSession(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
