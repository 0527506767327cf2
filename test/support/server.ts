/** Starts the real server (real HTTP on loopback) over a temp data dir. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp, type AppOptions } from '../../src/server/app.js';
import { createAppContext, type AppContext } from '../../src/server/context.js';

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
  const config = loadConfig({ SANGDAM_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }, { configFile: '/none' });
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
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
