/** Staff routes. Every route registered under this plugin requires the admin token. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenMatches } from '../admin-token.js';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';

/** Admin routes, plus the area plugins given (each registered inside, so the token check covers them). */
export function adminRoutes(context: AppContext, areas: FastifyPluginAsyncZod[] = []): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!tokenMatches(context.adminToken.token, request.headers.authorization)) {
        throw new AppError(401, 'UNAUTHORIZED', '관리자 인증이 필요해요. Authorization: Bearer <관리자 토큰> 헤더를 보내 주세요.');
      }
    });

    app.get(
      '/ai-log',
      {
        schema: {
          summary: '최근 LLM 호출 기록 (개인정보 없음)',
          tags: ['admin'],
          security: [{ adminToken: [] }],
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
        },
      },
      async (request) => ({ success: true, data: { calls: await context.aiLog.recent(request.query.limit) } }),
    );
    for (const area of areas) await app.register(area);
  };
}
