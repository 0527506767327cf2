import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './columns.js';

/**
 * The contract assistant: uploaded contracts with their analysis, chat
 * conversations about them, and the risk-pattern graph (nodes and edges as
 * rows, so both dialects hold it without a graph database).
 */
export function contract(dialect: MigrationDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('contract')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('source_type', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('analysis', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('contract_conversation')
        .addColumn('conversation_id', 'text', (c) => c.primaryKey())
        .addColumn('contract_id', 'integer', (c) => c.notNull().references('contract.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('contract_message')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('conversation_id', 'text', (c) => c.notNull().references('contract_conversation.conversation_id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('tools_used', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('contract_message_conversation').on('contract_message').columns(['conversation_id', 'id']).execute();
      await db.schema
        .createTable('risk_graph_node')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('properties', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('risk_graph_edge')
        .addColumn('from_id', 'text', (c) => c.notNull().references('risk_graph_node.id').onDelete('cascade'))
        .addColumn('to_id', 'text', (c) => c.notNull().references('risk_graph_node.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('risk_graph_edge_pk', ['from_id', 'to_id', 'type'])
        .execute();
      await db.schema.createIndex('risk_graph_node_label').on('risk_graph_node').column('label').execute();
    },
  };
}
