/** The Fastify application: shared plugins, error envelope, and one route module per area. */
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { version } from '../version.js';
import { todayIn, type AppContext } from './context.js';
import { clientErrorHandler } from './client-errors.js';
import { frameworkErrorHandler, installErrorHandling } from './errors.js';
import { recordRoutes } from './route-table.js';
import { installSecurityHeaders } from './security-headers.js';
import { installSessionRateLimit } from './session-rate-limit.js';
import { adminRoutes } from './routes/admin.js';
import { adminKnowledgeRoutes } from './routes/admin-knowledge.js';
import { adminTaxonomyRoutes } from './routes/admin-taxonomy.js';
import { healthRoutes } from './routes/health.js';
import { adminCaseRoutes } from './routes/admin-cases.js';
import { askRoutes } from './routes/ask.js';
import { intakeRoutes } from './routes/intake.js';
import { contractRoutes } from './routes/contract.js';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../workflows/contract/domain/extract-document.js';
import { recommendRoutes } from './routes/recommend.js';
import { searchRoutes } from './routes/search.js';
import { denseRetrieval } from '../search/embeddings.js';
import { webRoutes } from './routes/web.js';

export interface AppOptions {
  /** Pino logger settings; false in tests. */
  logger?: boolean | { level: string };
  bodyLimitBytes?: number;
}

export async function buildApp(context: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: context.config.logLevel },
    bodyLimit: options.bodyLimitBytes ?? 1024 * 1024,
    genReqId: () => `req_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`,
    requestIdHeader: false,
    forceCloseConnections: 'idle',
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    trustProxy: context.config.trustProxy?.split(',').map((entry) => entry.trim()) ?? false,
  }).withTypeProvider<ZodTypeProvider>();

  recordRoutes(app);
  installSecurityHeaders(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Requests in flight when shutdown begins still finish; their keep-alive
  // sockets must then close, or the server would wait for them to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (closing) reply.header('Connection', 'close');
  });

  await app.register(rateLimit, {
    max: context.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Health checks from a load balancer must not eat the budget.
    allowList: (request) => request.url === '/health',
  });
  installSessionRateLimit(app, context.config.sessionRateLimitPerMinute);
  installErrorHandling(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'sangdam API', version, description: '상담 접수, 법률 Q&A, 계약서 검토, 팝업 추천 API' },
      components: {
        securitySchemes: { adminToken: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(healthRoutes(context));
  await app.register(intakeRoutes(() => context.intake));
  await app.register(searchRoutes(context.search, denseRetrieval(context.config, context.store)));
  await app.register(askRoutes(() => context.ask));
  await app.register(contractRoutes(() => context.contract, DEFAULT_MAX_UPLOAD_BYTES));
  await app.register(recommendRoutes(() => context.recommend, () => todayIn(context.config.timezone)));
  await app.register(
    adminRoutes(context, [
      adminKnowledgeRoutes(context.knowledge, context.config.knowledgeDir),
      adminCaseRoutes(context.intakeRepository, context.stateLog),
      adminTaxonomyRoutes(context.knowledge),
    ]),
    { prefix: '/api/admin' },
  );
  // Last: its catch-all GET must not shadow any API route.
  await app.register(webRoutes());
  return app;
}
