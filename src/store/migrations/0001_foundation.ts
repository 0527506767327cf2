import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './columns.js';

export function foundation(dialect: MigrationDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('chat_session_state_log')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('graph', 'text', (c) => c.notNull())
        .addColumn('turn', 'integer', (c) => c.notNull())
        .addColumn('from_state', 'text')
        .addColumn('to_state', 'text', (c) => c.notNull())
        .addColumn('node', 'text', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_session_state_log_session')
        .on('chat_session_state_log')
        .columns(['session_id', 'id'])
        .execute();
      await db.schema
        .createTable('ai_process_log')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('latency_ms', 'integer', (c) => c.notNull())
        .addColumn('tokens_in', 'integer')
        .addColumn('tokens_out', 'integer')
        .addColumn('ok', 'integer', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('fell_back', 'integer', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
