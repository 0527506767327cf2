import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './columns.js';

/**
 * Statutes and every other document (explanations, decisions, the pop-up
 * catalogue) get their own text index, so a search for a few hundred
 * explanations no longer reads the postings of 190,000 articles.
 *
 * SQLite: a second FTS5 table and its vocabulary; `search_fts` keeps the
 * statutes. Its rows cannot be moved here (a contentless table gives no tokens
 * back and tokenizing is the search layer's job), so `SearchIndex` moves the
 * documents indexed before this migration the first time it opens the store.
 * Postgres: a partial GIN index over the documents that are not statutes.
 */
export function searchPartitions(dialect: MigrationDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`create index search_document_tokens_other on search_document using gin (tokens) where doc_type <> 'statute'`.execute(db);
        return;
      }
      await sql`create virtual table search_fts_other using fts5(law, title, chapter, body, content='', contentless_delete=1, tokenize="unicode61 remove_diacritics 0")`.execute(db);
      await sql`create virtual table search_vocab_other using fts5vocab(search_fts_other, 'row')`.execute(db);
    },
  };
}
