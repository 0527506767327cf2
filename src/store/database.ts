/**
 * One Kysely database over SQLite (embedded default) or Postgres (when
 * DATABASE_URL is set). Repositories take a `Store` and never ask which dialect.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { migrationProvider } from './migrations/index.js';
import { withStatementCache } from './statement-cache.js';

export type StoreDialect = 'sqlite' | 'postgres';

export interface StoreOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** SQLite file name inside dataDir; ':memory:' for a throwaway store. */
  sqliteFile?: string;
  poolSize?: number;
}

export interface Store {
  db: Kysely<Database>;
  dialect: StoreDialect;
  /** The underlying connection, for the checkpointer and session locks. */
  sqlite?: BetterSqlite3.Database;
  pool?: pg.Pool;
  /**
   * Postgres: connections that only hold session locks. Separate from `pool`, so
   * turns waiting for or holding a lock can never take every connection their
   * own queries need (that starved the pool under many concurrent sessions).
   */
  lockPool?: pg.Pool;
  /** Where the data lives, for messages (never includes a password). */
  location: string;
  close(): Promise<void>;
}

export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

export function openStore(options: StoreOptions): Store {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openSqlite(options);
}

function openSqlite(options: StoreOptions): Store {
  const file = options.sqliteFile ?? 'sangdam.db';
  const location = file === ':memory:' ? ':memory:' : path.resolve(options.dataDir, file);
  if (file !== ':memory:') mkdirSync(path.dirname(location), { recursive: true });
  const sqlite = new BetterSqlite3(location);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    location,
    // Kysely's SQLite driver closes the better-sqlite3 handle it was given.
    close: () => db.destroy(),
  };
}

function openPostgres(url: string, poolSize = 10): Store {
  const pool = postgresPool(url, poolSize);
  const lockPool = postgresPool(url, poolSize);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    pool,
    lockPool,
    location: redactUrl(url),
    async close() {
      await db.destroy();
      await lockPool.end();
    },
  };
}

function postgresPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // A client losing its server must not crash the process, whether idle (the pool's
  // 'error') or checked out between queries (the client's own 'error', which has
  // no listener then); the query in flight, if any, still fails and reports it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparseable URL)';
  }
}

export interface MigrationReport {
  applied: string[];
  pending: string[];
}

/** An arbitrary constant: the advisory-lock key for schema work and seeding at start-up. */
const schemaLockKey = 7_240_531;

/**
 * Runs start-up work (migrations, checkpointer tables, seeded rows) so that
 * several server processes starting at once against one Postgres do not race.
 */
export async function withSchemaLock<T>(store: Store, work: () => Promise<T>): Promise<T> {
  if (!store.pool) return work();
  const client = await store.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [schemaLockKey]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [schemaLockKey]);
    }
  } finally {
    client.release();
  }
}

/** Applies every pending migration; throws with the failing migration's name. */
export function migrate(store: Store): Promise<MigrationReport> {
  return withSchemaLock(store, () => migrateLocked(store));
}

async function migrateLocked(store: Store): Promise<MigrationReport> {
  const migrator = new Migrator({ db: store.db, provider: migrationProvider(store.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new StoreUnavailableError(`migration ${failed?.migrationName ?? '(before start)'} failed: ${cause}`);
  }
  return { applied: (results ?? []).map((r) => r.migrationName), pending: [] };
}

export async function migrationStatus(store: Store): Promise<MigrationReport> {
  const migrator = new Migrator({ db: store.db, provider: migrationProvider(store.dialect) });
  const all = await migrator.getMigrations();
  return {
    applied: all.filter((m) => m.executedAt).map((m) => m.name),
    pending: all.filter((m) => !m.executedAt).map((m) => m.name),
  };
}

/** A cheap round trip, for /health and `sangdam doctor`. */
export async function pingStore(store: Store): Promise<void> {
  await sql`select 1`.execute(store.db);
}
