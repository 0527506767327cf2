/** Server environments for both store dialects: SQLite always, Postgres when enabled (see postgres.ts). */
import { createTestDatabase, postgresEnabled } from './postgres.js';

export type Dialect = 'sqlite' | 'postgres';

export function dialectTargets(suite: string): { dialect: Dialect; enabled: boolean }[] {
  return [
    { dialect: 'sqlite', enabled: true },
    { dialect: 'postgres', enabled: postgresEnabled(suite) },
  ];
}

/** Environment variables selecting the dialect (a fresh Postgres database), and how to drop it. */
export async function storeEnv(dialect: Dialect): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  // Named even for SQLite, so a suite that runs on Postgres by default still tests SQLite here.
  if (dialect === 'sqlite') return { env: { DATABASE_URL: '' }, drop: async () => {} };
  const database = await createTestDatabase();
  return { env: { DATABASE_URL: database.url }, drop: () => database.drop() };
}
