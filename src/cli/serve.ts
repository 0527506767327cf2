import type { Command } from 'commander';
import { buildApp } from '../server/app.js';
import { createAppContext } from '../server/context.js';
import { configOrExit } from './load-config.js';

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('API 서버와 웹 앱을 실행합니다 (기본 http://127.0.0.1:8787)')
    .option('-p, --port <port>', '포트 (PORT보다 우선)')
    .action(async (options: { port?: string }) => {
      if (options.port) process.env.PORT = options.port;
      const config = configOrExit();
      const context = await createAppContext(config);
      const app = await buildApp(context);
      if (context.adminToken.generated) {
        app.log.warn(`SANGDAM_ADMIN_TOKEN is not set: generated one and stored it in ${context.adminToken.file}`);
      } else if (context.adminToken.file) {
        app.log.info(`admin token: ${context.adminToken.file}`);
      }
      let closing = false;
      const shutdown = async (signal: string) => {
        if (closing) return;
        closing = true;
        app.log.info(`${signal}: finishing in-flight requests, then closing`);
        // Fastify waits for in-flight requests; the store closes in the context.
        await app.close();
        await context.close();
        process.exit(0);
      };
      process.on('SIGINT', () => void shutdown('SIGINT'));
      process.on('SIGTERM', () => void shutdown('SIGTERM'));
      const address = await app.listen({ port: config.port, host: config.host });
      // Always shown, whatever LOG_LEVEL says: the one line a person starting the server needs.
      console.log(`sangdam ${address} — store: ${context.store.dialect} (${context.store.location}), llm: ${config.llm}`);
    });
}
