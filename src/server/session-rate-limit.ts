/**
 * A second rate limit keyed by session instead of client IP, on every route
 * whose body or query declares a `session_id` (found as routes are added, so
 * routes of later assistants are limited too). One script hammering one session
 * from many addresses is held back; other sessions behind the same address are not.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.js';

function declaresSessionId(schema: unknown): boolean {
  if (!(schema instanceof z.ZodType)) return false;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return 'session_id' in (json.properties ?? {});
}

function sessionOf(request: FastifyRequest): string {
  const from = (value: unknown) => (value && typeof value === 'object' ? (value as { session_id?: unknown }).session_id : undefined);
  return String(from(request.body) ?? from(request.query) ?? '');
}

/** Call after @fastify/rate-limit is registered and before any route. */
export function installSessionRateLimit(app: FastifyInstance, maxPerMinute: number): void {
  // createRateLimit, not rateLimit(): the per-IP limit already ran on the request, and rateLimit() runs once per request.
  const check = app.createRateLimit({ max: maxPerMinute, timeWindow: '1 minute', keyGenerator: (request) => `session:${sessionOf(request)}` });
  const limiter = async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await check(request);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    void reply.header('Retry-After', String(outcome.ttlInSeconds));
    throw new AppError(429, 'SESSION_RATE_LIMITED', '이 상담에 요청이 너무 많아요. 잠시 후 다시 보내 주세요.');
  };
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
    if (!declaresSessionId(schema?.body) && !declaresSessionId(schema?.querystring)) return;
    // preHandler: the body is parsed and validated by then, so the key is the real session id.
    route.preHandler = [limiter, ...[route.preHandler ?? []].flat()];
  });
}
