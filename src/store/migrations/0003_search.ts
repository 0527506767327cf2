import { sql, type Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './columns.js';

/**
 * The search index. Documents live in `search_document`; the text index is an
 * FTS5 table on SQLite and a weighted tsvector with a GIN index on Postgres,
 * both over text the Korean tokenizer has already split into tokens.
 */
export function search(dialect: MigrationDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      let table = db.schema
        .createTable('search_document')
        .addColumn('rid', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('doc_id', 'text', (c) => c.notNull().unique())
        .addColumn('doc_type', 'text', (c) => c.notNull())
        .addColumn('law', 'text')
        .addColumn('article', 'text')
        .addColumn('paragraph', 'text')
        .addColumn('chapter', 'text')
        .addColumn('title', 'text')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('promulgated', 'text')
        .addColumn('effective', 'text')
        .addColumn('version_status', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'text');
      if (dialect === 'postgres') table = table.addColumn('tokens', sql`tsvector`, (c) => c.notNull());
      await table.execute();
      await db.schema.createIndex('search_document_law_article').on('search_document').columns(['law', 'article']).execute();
      await db.schema.createIndex('search_document_type').on('search_document').column('doc_type').execute();
      if (dialect === 'postgres') {
        await sql`create index search_document_tokens on search_document using gin (tokens)`.execute(db);
      } else {
        await sql`create virtual table search_fts using fts5(law, title, chapter, body, content='', contentless_delete=1, tokenize="unicode61 remove_diacritics 0")`.execute(db);
      }
    },
  };
}
