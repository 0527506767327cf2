/**
 * Starts the real server (real HTTP on loopback) over a temp data dir. The store is
 * the one `env.DATABASE_URL` names (empty: SQLite); without it, the suite's default
 * (see `serverStore`), a fresh Postgres database when that is Postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp, type AppOptions } from '../../src/server/app.js';
import { createAppContext, type AppContext } from '../../src/server/context.js';
import { createTestDatabase, serverStore, type TestDatabase } from './postgres.js';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  context: AppContext;
  adminToken: string;
  close(): Promise<void>;
}

export async function startServer(
  env: Record<string, string> = {},
  options: AppOptions & { beforeListen?: (app: FastifyInstance, context: AppContext) => void; dataDir?: string; watchKnowledge?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'sangdam-server-'));
  const database = !('DATABASE_URL' in env) && serverStore === 'postgres' ? await databaseFor(options.dataDir) : undefined;
  const storeEnv = database ? { DATABASE_URL: database.url } : {};
  const config = loadConfig({ SANGDAM_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...storeEnv, ...env }, { configFile: '/none' });
  // Most tests read the shipped knowledge without editing it, so there is nothing to watch.
  const context = await createAppContext(config, { watchKnowledge: options.watchKnowledge ?? false });
  const app = await buildApp(context, { logger: false, ...options });
  options.beforeListen?.(app, context);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    context,
    adminToken: context.adminToken.token,
    async close() {
      await app.close();
      await context.close();
      if (!options.dataDir) {
        await database?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A caller that passes its own data dir restarts servers on the same data, so it gets
 * the same database each time; those are left for the run's clean-up to drop (CI drops
 * every child of the run's database).
 */
const callerDatabases = new Map<string, Promise<TestDatabase>>();
function databaseFor(dataDir: string | undefined): Promise<TestDatabase> {
  if (!dataDir) return createTestDatabase();
  let database = callerDatabases.get(dataDir);
  if (!database) callerDatabases.set(dataDir, (database = createTestDatabase()));
  return database;
}
