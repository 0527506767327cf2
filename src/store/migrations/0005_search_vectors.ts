import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './columns.js';

/**
 * Dense vectors beside the search documents, one per document and embeddings
 * model (float32 bytes), for the optional hybrid retrieval; and on SQLite a
 * view of the FTS vocabulary, so a query can weigh its terms by how many
 * documents hold them.
 */
export function searchVectors(dialect: MigrationDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('search_vector')
        .addColumn('doc_id', 'text', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('dims', 'integer', (c) => c.notNull())
        .addColumn('vector', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addPrimaryKeyConstraint('search_vector_pk', ['model', 'doc_id'])
        .execute();
      if (dialect === 'sqlite') await sql`create virtual table search_vocab using fts5vocab(search_fts, 'row')`.execute(db);
    },
  };
}
