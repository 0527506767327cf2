/**
 * Property-based HTTP fuzzing of every public route in the app's route table
 * (routes added later are fuzzed too): random JSON shapes and types in the
 * fields each route's schema names, very long and odd Unicode strings, path
 * traversal, wrong content types and truncated bodies. The server must never
 * answer 5xx, never crash, and a rejected request must leave every table of
 * the store (the checkpoints included) exactly as it was.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeTableOf, type RouteEntry } from '../src/server/route-table.js';
import { startSession } from './support/intake-driver.js';
import { startServer, type RunningServer } from './support/server.js';
import { rowCounts } from './support/store-tables.js';

const RUNS_PER_ROUTE = Number(process.env.SANGDAM_FUZZ_RUNS ?? 60);

let server: RunningServer;
let liveSession: string;

beforeAll(async () => {
  server = await startServer({ SANGDAM_RATE_LIMIT: '1000000', SANGDAM_SESSION_RATE_LIMIT: '1000000' });
  liveSession = (await startSession(server.url)).body.data.session_id;
});
afterAll(() => server?.close());

/** The property names a zod schema declares (empty when it is not an object). */
function declaredKeys(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(json.properties ?? {});
}

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme-ascii', minLength: 4001, maxLength: 20_000 }),
  fc.constantFrom('', ' ', '\u0000', '\u202e\u200b', '\ud800', '😀'.repeat(2500), 'ㄱ'.repeat(4001), '../../../etc/passwd', '%2e%2e%2f', "'; drop table chat_session; --", '<script>alert(1)</script>', 'sess_does_not_exist'),
  fc.constant('__LIVE_SESSION__'),
);
const anyValue = fc.oneof(oddText, fc.jsonValue({ maxDepth: 3 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

const contentTypes = ['application/json', 'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', ''];

interface FuzzRequest {
  path: string;
  query: string;
  contentType: string;
  body: string | undefined;
}

function live(text: string): string {
  return text.replaceAll('__LIVE_SESSION__', liveSession);
}

function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '?'));
  }
}

function requestFor(route: RouteEntry): fc.Arbitrary<FuzzRequest> {
  const fields = (keys: string[]) =>
    fc.record(Object.fromEntries(keys.map((key) => [key, anyValue])), { requiredKeys: [] }).chain((known) =>
      fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 2 }).map((extra) => ({ ...extra, ...known })),
    );
  const pathArb = fc
    .tuple(...route.url.split('/').map((segment) => (segment.startsWith(':') || segment === '*' ? oddText.map(encode) : fc.constant(segment))))
    .map((segments) => segments.join('/') || '/');
  const queryArb = fields(declaredKeys(route.schema?.querystring)).map((values) =>
    Object.entries(values)
      .map(([key, value]) => `${encode(key)}=${encode(typeof value === 'string' ? live(value) : JSON.stringify(value) ?? '')}`)
      .join('&'),
  );
  const bodyValue = fc.oneof(fields(declaredKeys(route.schema?.body)), anyValue);
  const bodyArb = fc.oneof(
    bodyValue.map((value) => live(JSON.stringify(value) ?? 'null')),
    fc.tuple(bodyValue, fc.nat()).map(([value, cut]) => {
      const text = live(JSON.stringify(value) ?? 'null');
      return text.slice(0, cut % Math.max(1, text.length));
    }),
    fc.constant(undefined),
  );
  return fc.record({ path: pathArb, query: queryArb, contentType: fc.constantFrom(...contentTypes), body: route.method === 'GET' || route.method === 'HEAD' ? fc.constant(undefined) : bodyArb });
}

async function send(method: string, request: FuzzRequest) {
  const headers: Record<string, string> = {};
  if (request.contentType && request.body !== undefined) headers['content-type'] = request.contentType;
  const res = await fetch(`${server.url}${request.path}${request.query ? `?${request.query}` : ''}`, { method, headers, body: request.body, redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: method === 'HEAD' ? '' : await res.text() };
}

describe('HTTP fuzzing of every public route', () => {
  it('finds public routes in the route table', () => {
    const routes = publicRoutes();
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(expect.arrayContaining(['POST /chat/start', 'POST /chat/message', 'GET /api/v1/search']));
  });

  it(`never answers 5xx and a rejected request changes nothing (${RUNS_PER_ROUTE} requests per route)`, async () => {
    const seen = new Map<string, Set<number>>();
    for (const route of publicRoutes()) {
      const statuses = new Set<number>();
      seen.set(`${route.method} ${route.url}`, statuses);
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (request) => {
          const before = await rowCounts(server.context.store);
          const res = await send(route.method, request);
          statuses.add(res.status);
          expect(res.status, `${route.method} ${request.path}?${request.query.slice(0, 200)} → ${res.text.slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400) {
            expect(await rowCounts(server.context.store)).toEqual(before);
            if (res.type.includes('json') && res.text) expect(JSON.parse(res.text), `${res.status} ${res.text.slice(0, 300)}`).toMatchObject({ success: false, error: { code: expect.any(String), message: expect.any(String) } });
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.SANGDAM_FUZZ_SEED ?? 11) },
      );
    }
    // Still up, and the session the fuzzer aimed at still answers.
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/chat/status?session_id=${liveSession}`)).status).toBe(200);
    // The fuzzer reached past validation somewhere, not only into 400s.
    expect([...seen.values()].some((statuses) => [...statuses].some((status) => status < 400))).toBe(true);
  }, 240_000);
});

function publicRoutes(): RouteEntry[] {
  return routeTableOf(server.app).filter((route) => !route.url.startsWith('/api/admin') && route.method !== 'OPTIONS');
}
