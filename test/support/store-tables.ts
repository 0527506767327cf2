/**
 * Every table in a store, found by introspection (so tables added by later
 * migrations, and the checkpointer's own tables, are included), and a cheap
 * fingerprint of what they hold.
 */
import { sql } from 'kysely';
import type { Store } from '../../src/store/database.js';

export async function tableNames(store: Store): Promise<string[]> {
  const tables = await store.db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.filter((table) => !table.isView).map((table) => table.name).sort();
}

/** Row count per table: what a rejected request must leave exactly as it was. */
export async function rowCounts(store: Store): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(store)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(store.db);
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}
