/**
 * Runs a suite against every store dialect: SQLite in a temp dir always, and
 * Postgres when enabled (see postgres.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openStore, type Store } from '../../src/store/database.js';
import { createTestDatabase, postgresEnabled, type TestDatabase } from './postgres.js';

export interface StoreTarget {
  dialect: 'sqlite' | 'postgres';
  enabled: boolean;
  /** Opens a fresh, migrated store; `cleanup` removes it. */
  open(): Promise<{ store: Store; dataDir: string; databaseUrl?: string; cleanup(): Promise<void> }>;
}

export function storeTargets(suite: string): StoreTarget[] {
  return [
    {
      dialect: 'sqlite',
      enabled: true,
      async open() {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'sangdam-test-'));
        const store = openStore({ dataDir });
        await migrate(store);
        return {
          store,
          dataDir,
          async cleanup() {
            await store.close();
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
    },
    {
      dialect: 'postgres',
      enabled: postgresEnabled(suite),
      async open() {
        const database: TestDatabase = await createTestDatabase();
        const dataDir = mkdtempSync(path.join(tmpdir(), 'sangdam-test-'));
        const store = openStore({ dataDir, databaseUrl: database.url });
        await migrate(store);
        return {
          store,
          dataDir,
          databaseUrl: database.url,
          async cleanup() {
            await store.close();
            await database.drop();
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
}
