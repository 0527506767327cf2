import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeKind } from '../../config.js';
import { pingStore } from '../../store/database.js';
import { version } from '../../version.js';
import type { AppContext } from '../context.js';

const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  store: z.enum(['sqlite', 'postgres']),
  store_ok: z.boolean(),
  llm: z.string(),
  knowledge_version: z.string(),
});

export function healthRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { summary: '서버 상태', tags: ['system'], response: { 200: HealthResponse, 503: HealthResponse } } },
      async (_request, reply) => {
        const storeOk = await pingStore(context.store).then(
          () => true,
          () => false,
        );
        return reply.status(storeOk ? 200 : 503).send({
          status: storeOk ? 'ok' : 'degraded',
          version,
          store: storeKind(context.config),
          store_ok: storeOk,
          llm: context.config.llm,
          knowledge_version: context.knowledge.version(),
        });
      },
    );
  };
}
