/**
 * Table types for Kysely. Column types are chosen to mean the same on SQLite and
 * Postgres: times are ISO-8601 text, flags are 0/1 integers, JSON is text.
 */
import type { Generated } from 'kysely';

export interface StateLogTable {
  id: Generated<number>;
  session_id: string;
  graph: string;
  from_state: string | null;
  to_state: string;
  node: string;
  duration_ms: number;
  at: string;
}

export interface AiProcessLogTable {
  id: Generated<number>;
  provider: string;
  model: string;
  purpose: string;
  latency_ms: number;
  tokens_in: number | null;
  tokens_out: number | null;
  ok: number;
  error: string | null;
  fell_back: number;
  at: string;
}

export interface Database {
  chat_session_state_log: StateLogTable;
  ai_process_log: AiProcessLogTable;
}
