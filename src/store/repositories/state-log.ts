import type { InsertQueryBuilder, InsertResult, Kysely, Transaction } from 'kysely';
import type { Store } from '../database.js';
import type { Database, StateLogRow } from '../schema.js';

export interface StateTransition {
  sessionId: string;
  graph: string;
  turn: number;
  fromState: string | null;
  toState: string;
  node: string;
  durationMs: number;
  at?: Date;
}

export type StateLogInsert = InsertQueryBuilder<Database, 'chat_session_state_log', InsertResult>;

export class StateLogRepository {
  constructor(private readonly store: Store) {}

  async record(entries: StateTransition[]): Promise<void> {
    await this.insertOf(entries, this.store.db)?.execute();
  }

  /** The insert of `entries`, on `db` (a transaction, so the log lands with the writes it explains); none for no entries. */
  insertOf(entries: StateTransition[], db: Kysely<Database> | Transaction<Database>): StateLogInsert | undefined {
    if (entries.length === 0) return undefined;
    return db
      .insertInto('chat_session_state_log')
      .values(
        entries.map((e) => ({
          session_id: e.sessionId,
          graph: e.graph,
          turn: e.turn,
          from_state: e.fromState,
          to_state: e.toState,
          node: e.node,
          duration_ms: Math.max(0, Math.round(e.durationMs)),
          at: (e.at ?? new Date()).toISOString(),
        })),
      );
  }

  async forSession(sessionId: string): Promise<StateLogRow[]> {
    return this.store.db
      .selectFrom('chat_session_state_log')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('id')
      .execute();
  }

  /**
   * The last turn that ran a node (the step budget counts turns across
   * restarts) and the state its last node reached.
   */
  async progress(sessionId: string): Promise<{ turns: number; lastState: string | null }> {
    const last = await this.store.db
      .selectFrom('chat_session_state_log')
      .select(['turn', 'to_state'])
      .where('session_id', '=', sessionId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { turns: last?.turn ?? 0, lastState: last?.to_state ?? null };
  }
}
