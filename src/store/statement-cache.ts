/**
 * better-sqlite3 for Kysely with prepared statements kept by their SQL text.
 * Kysely prepares every query anew, and for the short statements of a chat
 * turn preparing costs more than running them.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

export function withStatementCache(database: BetterSqlite3.Database, capacity = 256): SqliteDatabase {
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      // A statement still being iterated (a streamed select) cannot run again until it is done.
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > capacity) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}
