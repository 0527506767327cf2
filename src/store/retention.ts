/**
 * Retention: sessions whose last activity is older than a cut-off are deleted
 * with everything derived from them. Tables are found by introspection, so the
 * tables of assistants added later are covered without changes here:
 * - a session table is one named `*_session` with `session_id` and `updated_at`;
 * - every other table with a `session_id` column holds rows derived from sessions;
 * - a table with an `at` column and no `session_id` (call logs) loses rows older than the cut-off.
 * Checkpoints go first, through the checkpointer's own deleteThread: if the run
 * stops half-way, the session rows are still there and the next run finishes the job.
 */
import { sql } from 'kysely';
import type { Store } from './database.js';

export interface RetentionReport {
  cutoff: string;
  dryRun: boolean;
  /** Sessions removed (or, in a dry run, that would be), per session table. */
  sessions: Record<string, number>;
  /** Rows removed per table, sessions included. */
  rows: Record<string, number>;
  checkpointThreads: number;
}

interface RetentionTables {
  sessionTables: string[];
  derivedTables: string[];
  logTables: string[];
}

async function classifyTables(store: Store): Promise<RetentionTables> {
  const tables = await store.db.introspection.getTables();
  const has = (columns: { name: string }[], name: string) => columns.some((column) => column.name === name);
  const sessionTables = tables.filter((t) => t.name.endsWith('_session') && has(t.columns, 'session_id') && has(t.columns, 'updated_at')).map((t) => t.name);
  return {
    sessionTables,
    derivedTables: tables.filter((t) => has(t.columns, 'session_id') && !sessionTables.includes(t.name)).map((t) => t.name),
    logTables: tables.filter((t) => !has(t.columns, 'session_id') && has(t.columns, 'at') && !t.name.includes('checkpoint')).map((t) => t.name),
  };
}

const BATCH = 200;

export async function applyRetention(
  store: Store,
  options: { cutoff: Date; dryRun: boolean; deleteThread: (threadId: string) => Promise<void> },
): Promise<RetentionReport> {
  const cutoff = options.cutoff.toISOString();
  const { sessionTables, derivedTables, logTables } = await classifyTables(store);
  const report: RetentionReport = { cutoff, dryRun: options.dryRun, sessions: {}, rows: {}, checkpointThreads: 0 };
  const add = (table: string, count: number) => (report.rows[table] = (report.rows[table] ?? 0) + count);

  for (const table of sessionTables) {
    const { rows } = await sql<{ session_id: string }>`select session_id from ${sql.table(table)} where updated_at < ${cutoff} order by session_id`.execute(store.db);
    const ids = rows.map((row) => row.session_id);
    report.sessions[table] = ids.length;
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH);
      if (options.dryRun) {
        for (const derived of [...derivedTables, table]) add(derived, await countWhereIn(store, derived, batch));
        report.checkpointThreads += batch.length;
        continue;
      }
      for (const id of batch) await options.deleteThread(id);
      report.checkpointThreads += batch.length;
      await store.db.transaction().execute(async (tx) => {
        for (const derived of [...derivedTables, table]) {
          const result = await sql`delete from ${sql.table(derived)} where session_id in (${sql.join(batch)})`.execute(tx);
          add(derived, Number(result.numAffectedRows ?? 0));
        }
      });
    }
  }
  for (const table of logTables) {
    const result = options.dryRun
      ? await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where at < ${cutoff}`.execute(store.db).then((r) => Number(r.rows[0]!.n))
      : await sql`delete from ${sql.table(table)} where at < ${cutoff}`.execute(store.db).then((r) => Number(r.numAffectedRows ?? 0));
    add(table, result);
  }
  return report;
}

async function countWhereIn(store: Store, table: string, ids: string[]): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where session_id in (${sql.join(ids)})`.execute(store.db);
  return Number(rows[0]!.n);
}
