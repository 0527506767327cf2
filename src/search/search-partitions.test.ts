import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { statuteDocument } from '../../test/support/corpus-documents.js';
import { migrate, openStore, type Store } from '../store/database.js';
import { migrationProvider } from '../store/migrations/index.js';
import { SearchIndex } from './search-index.js';

const tokenize = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

describe('a SQLite store indexed before statutes and other documents were indexed apart', () => {
  let store: Store | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await store?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('moves the documents that are not statutes to their own table the first time it is opened', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sangdam-partitions-'));
    store = openStore({ dataDir: dir });
    await new Migrator({ db: store.db, provider: migrationProvider('sqlite') }).migrateTo('0005_search_vectors');
    // What the search index wrote before migration 0006: every document in search_fts.
    const db = store.sqlite!;
    const old = [statuteDocument('s1', { text: '해고 예고 수당' }), statuteDocument('m1', { doc_type: 'manual', text: '해고 예고 수당 해설' })];
    for (const doc of old) {
      const { id, ...columns } = doc;
      const rid = db
        .prepare('insert into search_document (doc_id, doc_type, law, article, paragraph, chapter, title, text, promulgated, effective, version_status, url, source, parent_id) values (@id, @doc_type, @law, @article, @paragraph, @chapter, @title, @text, @promulgated, @effective, @version_status, @url, @source, @parent_id)')
        .run({ id, ...columns }).lastInsertRowid;
      db.prepare('insert into search_fts (rowid, law, title, chapter, body) values (?, ?, ?, ?, ?)').run(rid, doc.law, doc.article, '', doc.text);
    }
    await migrate(store);

    const index = new SearchIndex(store, tokenize);
    expect((await index.search('해고 예고', 5, { docType: 'statute' })).map((h) => h.id)).toEqual(['s1']);
    expect((await index.search('해고 예고', 5, { docType: 'manual' })).map((h) => h.id)).toEqual(['m1']);
    expect(db.prepare(`select term from search_vocab where term = '해설'`).get()).toBeUndefined();
    // A second index on the same store finds the move done and leaves the tables as they are.
    expect((await new SearchIndex(store, tokenize).search('해고 해설', 5)).map((h) => h.id).sort()).toEqual(['m1', 's1']);
  });
});
