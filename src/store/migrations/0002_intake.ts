import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './columns.js';

/** Intake sessions and the case file derived from them. Text is masked before it is stored. */
export function intake(dialect: MigrationDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('chat_session')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('user_meta', 'text', (c) => c.notNull())
        .addColumn('reference_date', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('current_state', 'text', (c) => c.notNull())
        .addColumn('completion_rate', 'integer', (c) => c.notNull())
        .addColumn('turns', 'integer', (c) => c.notNull())
        .addColumn('transcript_lines', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('knowledge_version', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'text')
        .execute();
      await db.schema.createIndex('chat_session_created').on('chat_session').column('created_at').execute();

      await db.schema
        .createTable('chat_message')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull().references('chat_session.session_id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('field', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chat_message_session').on('chat_message').columns(['session_id', 'id']).execute();

      await db.schema
        .createTable('case_master')
        .addColumn('session_id', 'text', (c) => c.primaryKey().references('chat_session.session_id').onDelete('cascade'))
        .addColumn('level1', 'text')
        .addColumn('level2', 'text')
        .addColumn('scenario', 'text')
        .addColumn('stage', 'text')
        .addColumn('risk_level', 'text')
        .addColumn('narrative', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('case_party')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull().references('chat_session.session_id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('party_type', 'text')
        .addColumn('relationship', 'text')
        .execute();

      await db.schema
        .createTable('case_fact')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull().references('chat_session.session_id').onDelete('cascade'))
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('confidence', 'real', (c) => c.notNull())
        .addColumn('turn', 'integer', (c) => c.notNull())
        .addColumn('unknown', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('case_fact_session_field', ['session_id', 'field'])
        .execute();

      await db.schema
        .createTable('case_emotion')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull().references('chat_session.session_id').onDelete('cascade'))
        .addColumn('emotion', 'text', (c) => c.notNull())
        .addColumn('intensity', 'integer', (c) => c.notNull())
        .addColumn('span', 'text', (c) => c.notNull())
        .addColumn('turn', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('case_evidence')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull().references('chat_session.session_id').onDelete('cascade'))
        .addColumn('evidence_type', 'text', (c) => c.notNull())
        .addColumn('turn', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('case_missing_field')
        .addColumn('session_id', 'text', (c) => c.notNull().references('chat_session.session_id').onDelete('cascade'))
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('critical', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('case_missing_field_pk', ['session_id', 'field'])
        .execute();

      await db.schema
        .createTable('case_summary')
        .addColumn('session_id', 'text', (c) => c.notNull().references('chat_session.session_id').onDelete('cascade'))
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('sections', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('case_summary_pk', ['session_id', 'target'])
        .execute();

      await db.schema
        .createTable('case_risk_tag')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull().references('chat_session.session_id').onDelete('cascade'))
        .addColumn('rule_code', 'text', (c) => c.notNull())
        .addColumn('risk_level', 'text', (c) => c.notNull())
        .addColumn('risk_tag', 'text', (c) => c.notNull())
        .addColumn('action_hint', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
