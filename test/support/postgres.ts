/**
 * Postgres for tests. SANGDAM_TEST_PG_URL names a database the tests may use as
 * a parent (CI creates a fresh one per run); each test file gets its own child
 * database, dropped afterwards. Without the variable Postgres suites skip with a
 * visible notice, unless SANGDAM_REQUIRE_PG=1 makes that an error.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const pgParentUrl = process.env.SANGDAM_TEST_PG_URL || undefined;
export const pgRequired = process.env.SANGDAM_REQUIRE_PG === '1';

if (pgRequired && !pgParentUrl) {
  throw new Error('SANGDAM_REQUIRE_PG=1 but SANGDAM_TEST_PG_URL is not set: Postgres tests cannot run.');
}

/**
 * The store the in-process test servers use when a test does not choose one:
 * SQLite, or with SANGDAM_TEST_SERVER_STORE=postgres a fresh Postgres database
 * each, so CI can run the whole suite a second time on Postgres.
 */
export const serverStore: 'sqlite' | 'postgres' = process.env.SANGDAM_TEST_SERVER_STORE === 'postgres' ? 'postgres' : 'sqlite';

if (serverStore === 'postgres' && !pgParentUrl) {
  throw new Error('SANGDAM_TEST_SERVER_STORE=postgres needs SANGDAM_TEST_PG_URL to name a parent database.');
}

let noticeShown = false;
/** True when Postgres suites should run; prints the skip notice once otherwise. */
export function postgresEnabled(suite: string): boolean {
  if (pgParentUrl) return true;
  if (!noticeShown) {
    noticeShown = true;
    console.warn(`[skip] Postgres tests skipped (${suite} …): set SANGDAM_TEST_PG_URL=postgres://postgres@127.0.0.1:5432/postgres to run them.`);
  }
  return false;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!pgParentUrl) throw new Error('SANGDAM_TEST_PG_URL is not set');
  const parent = new URL(pgParentUrl);
  const name = `${parent.pathname.slice(1) || 'sangdam'}_t_${randomBytes(5).toString('hex')}`.slice(0, 60);
  const admin = new pg.Client({ connectionString: pgParentUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const child = new URL(pgParentUrl);
  child.pathname = `/${name}`;
  return {
    url: child.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: pgParentUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
