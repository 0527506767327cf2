import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  const opened: BetterSqlite3.Database[] = [];
  const open = () => {
    const database = new BetterSqlite3(':memory:');
    opened.push(database);
    database.exec('create table t (a integer)');
    return database;
  };
  afterEach(() => {
    for (const database of opened.splice(0)) if (database.open) database.close();
  });

  it('hands out the same statement for the same SQL', () => {
    const cached = withStatementCache(open());
    expect(cached.prepare('select a from t')).toBe(cached.prepare('select a from t'));
    expect(cached.prepare('select a from t')).not.toBe(cached.prepare('select a + 1 from t'));
  });

  it('prepares a fresh statement while the cached one is being iterated', () => {
    const database = open();
    database.exec('insert into t values (1), (2)');
    const cached = withStatementCache(database);
    const first = cached.prepare('select a from t');
    const rows = first.iterate([]);
    rows.next();
    const second = cached.prepare('select a from t');
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ a: 1 }, { a: 2 }]);
    rows.return?.();
    expect(cached.prepare('select a from t')).toBe(first);
  });

  it('keeps at most `capacity` statements, dropping the least recently used', () => {
    const cached = withStatementCache(open(), 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    cached.prepare('select 1');
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('gives Kysely the right rows and counts on reused statements', async () => {
    const db = new Kysely<{ t: { a: number } }>({ dialect: new SqliteDialect({ database: withStatementCache(open()) }) });
    for (const a of [1, 2, 3]) await db.insertInto('t').values({ a }).execute();
    const updated = await db.updateTable('t').set({ a: 9 }).where('a', '>', 1).executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(2);
    const read = () => db.selectFrom('t').select('a').orderBy('a').execute();
    expect(await read()).toEqual([{ a: 1 }, { a: 9 }, { a: 9 }]);
    await sql`delete from t where a = ${9}`.execute(db);
    expect(await read()).toEqual([{ a: 1 }]);
    await db.destroy();
  });
});
