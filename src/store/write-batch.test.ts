import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeTargets } from '../../test/support/stores.js';
import type { Store } from './database.js';
import { writeTogether } from './write-batch.js';

const session = (id: string) => ({
  session_id: id,
  channel: 'api',
  user_meta: '{}',
  reference_date: '2026-11-22',
  status: 'ACTIVE' as const,
  current_state: 'INIT',
  completion_rate: 0,
  turns: 0,
  transcript_lines: 0,
  knowledge_version: 'kb1',
  created_at: '2026-11-22T00:00:00.000Z',
  updated_at: '2026-11-22T00:00:00.000Z',
  completed_at: null,
});

const fact = (id: string, field: string, value: string) => ({
  session_id: id,
  field,
  value,
  source: 'answer',
  confidence: 1,
  turn: 1,
  unknown: 0,
  updated_at: '2026-11-22T00:00:00.000Z',
});

for (const target of storeTargets('write batch')) {
  describe.skipIf(!target.enabled)(`writeTogether on ${target.dialect}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ store, cleanup } = await target.open());
    });
    afterAll(() => cleanup?.());

    const facts = async (id: string) =>
      (await store.db.selectFrom('case_fact').select(['field', 'value']).where('session_id', '=', id).orderBy('field').execute()).map((r) => `${r.field}=${r.value}`);

    it('runs inserts, deletes and upserts on several tables, and in one statement on Postgres', async () => {
      await store.db.insertInto('chat_session').values([session('wb-1'), session('wb-other')]).execute();
      await store.db.insertInto('case_fact').values([fact('wb-1', 'amount', '1'), fact('wb-other', 'amount', '9')]).execute();
      const queries = vi.spyOn(pg.Client.prototype, 'query');
      await store.db.transaction().execute((tx) =>
        writeTogether(tx, store.dialect, (db) => [
          db.deleteFrom('case_fact').where('session_id', '=', 'wb-1'),
          db.insertInto('chat_message').values({ session_id: 'wb-1', role: 'user', text: '네', field: null, at: '2026-11-22T00:00:00.000Z' }),
          db.updateTable('chat_session').set({ turns: 3 }).where('session_id', '=', 'wb-1'),
        ]),
      );
      // begin, the writes, commit
      if (store.dialect === 'postgres') expect(queries).toHaveBeenCalledTimes(3);
      queries.mockRestore();
      expect(await facts('wb-1')).toEqual([]);
      expect(await facts('wb-other')).toEqual(['amount=9']);
      expect(await store.db.selectFrom('chat_message').select('text').where('session_id', '=', 'wb-1').execute()).toEqual([{ text: '네' }]);
      expect((await store.db.selectFrom('chat_session').select('turns').where('session_id', '=', 'wb-1').executeTakeFirst())?.turns).toBe(3);
    });

    it('lands nothing when one of the writes fails', async () => {
      await store.db.insertInto('chat_session').values(session('wb-2')).execute();
      await store.db.insertInto('case_fact').values(fact('wb-2', 'amount', '1')).execute();
      // Outside any transaction: one statement on Postgres, a transaction of its own on SQLite.
      const failing = writeTogether(store.db, store.dialect, (db) => [
        db.deleteFrom('case_fact').where('session_id', '=', 'wb-2'),
        // No such session: the foreign key fails this insert.
        db.insertInto('chat_message').values({ session_id: 'wb-missing', role: 'user', text: '네', field: null, at: '2026-11-22T00:00:00.000Z' }),
      ]);
      await expect(failing).rejects.toThrow();
      expect(await facts('wb-2')).toEqual(['amount=1']);
    });

    it('inserts a row and rows that refer to it at once', async () => {
      await writeTogether(store.db, store.dialect, (db) => [
        db.insertInto('chat_session').values(session('wb-3')),
        db.insertInto('case_fact').values(fact('wb-3', 'amount', '5')),
      ]);
      expect(await facts('wb-3')).toEqual(['amount=5']);
    });

    it('does nothing for no writes', async () => {
      await expect(writeTogether(store.db, store.dialect, () => [])).resolves.toBeUndefined();
    });
  });
}
