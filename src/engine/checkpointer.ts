import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import { SqliteSaver } from '@langchain/langgraph-checkpoint-sqlite';
import { withSchemaLock, type Store } from '../store/database.js';
import { SingleStatementPostgresSaver } from './postgres-saver.js';

export type Checkpointer = BaseCheckpointSaver & { deleteThread(threadId: string): Promise<void> };

/**
 * The checkpointer lives in the same database as the store (same SQLite file and
 * connection, or the same Postgres pool), so one backup holds sessions and their
 * graph state together.
 */
export async function createCheckpointer(store: Store): Promise<Checkpointer> {
  if (store.dialect === 'postgres') {
    const saver = new SingleStatementPostgresSaver(store.pool!);
    await withSchemaLock(store, () => saver.setup());
    return saver;
  }
  return new SqliteSaver(store.sqlite!);
}
