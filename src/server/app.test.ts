import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startServer, type RunningServer } from '../../test/support/server.js';
import { serverStore } from '../../test/support/postgres.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(
    { SANGDAM_RATE_LIMIT: '1000' },
    {
      bodyLimitBytes: 2048,
      beforeListen(app) {
        app.post('/test/echo', { schema: { body: z.object({ text: z.string().min(1).max(10) }) } }, async (request) => ({
          success: true,
          data: request.body,
        }));
        app.get('/test/crash', async () => {
          throw new Error('secret internal detail at /srv/app.ts:12');
        });
      },
    },
  );
});
afterAll(() => server.close());

const post = (url: string, body: string, type = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'content-type': type }, body });

describe('server basics', () => {
  it('answers /health with store, llm and version', async () => {
    const res = await fetch(`${server.url}/health`);
    expect(res.status).toBe(200);
    const pkg = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version: string };
    expect(await res.json()).toMatchObject({ status: 'ok', version: pkg.version, store: serverStore, store_ok: true, llm: 'none' });
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('serves the OpenAPI document and the /docs reference', async () => {
    const doc = (await (await fetch(`${server.url}/docs/json`)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/health');
    const page = await fetch(`${server.url}/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });
});

describe('error envelope', () => {
  async function expectEnvelope(res: Response, status: number, code: string) {
    expect(res.status).toBe(status);
    const body = (await res.json()) as { success: boolean; error: { code: string; message: string; request_id: string } };
    expect(body.success).toBe(false);
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(/[가-힣]/);
    expect(body.error.request_id).toBe(res.headers.get('x-request-id'));
    return body.error;
  }

  it('404 for an unknown route', async () => {
    await expectEnvelope(await fetch(`${server.url}/no/such/route`), 404, 'NOT_FOUND');
  });

  it('414 for a path parameter over the length limit, and 400 for a malformed URL', async () => {
    await expectEnvelope(await fetch(`${server.url}/api/v1/agent/${'a'.repeat(300)}/stream`, { method: 'POST' }), 414, 'URI_TOO_LONG');
    await expectEnvelope(await fetch(`${server.url}/api/v1/agent/%E0%A4%A/stream`, { method: 'POST' }), 400, 'INVALID_URL');
  });

  it('400 for invalid JSON', async () => {
    await expectEnvelope(await post(`${server.url}/test/echo`, '{"text": '), 400, 'INVALID_JSON');
  });

  it('400 naming the field for a schema violation', async () => {
    const error = await expectEnvelope(await post(`${server.url}/test/echo`, JSON.stringify({ text: 'x'.repeat(11) })), 400, 'INVALID_INPUT');
    expect(error.message).toContain('text');
  });

  it('413 for a body over the limit', async () => {
    await expectEnvelope(await post(`${server.url}/test/echo`, JSON.stringify({ text: 'x'.repeat(5000) })), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('415 for a content type it does not read', async () => {
    await expectEnvelope(await post(`${server.url}/test/echo`, 'text=hi', 'application/x-www-form-urlencoded'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('500 without leaking the cause', async () => {
    const res = await fetch(`${server.url}/test/crash`);
    const text = await res.clone().text();
    await expectEnvelope(res, 500, 'INTERNAL_ERROR');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('.ts');
  });

  it('accepts a valid body', async () => {
    const res = await post(`${server.url}/test/echo`, JSON.stringify({ text: '안녕' }));
    expect(await res.json()).toEqual({ success: true, data: { text: '안녕' } });
  });
});

describe('admin routes', () => {
  it.each([
    ['no header', {}],
    ['a wrong token', { authorization: 'Bearer wrong-token-wrong-token' }],
    ['a malformed header', { authorization: server?.adminToken ?? 'x' }],
  ])('reject %s with 401', async (_name, headers) => {
    const res = await fetch(`${server.url}/api/admin/ai-log`, { headers });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
  });

  it('accept the generated token, stored in the data dir', async () => {
    expect(server.context.adminToken.generated).toBe(true);
    expect(readFileSync(server.context.adminToken.file!, 'utf8').trim()).toBe(server.adminToken);
    const res = await fetch(`${server.url}/api/admin/ai-log`, { headers: { authorization: `Bearer ${server.adminToken}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { calls: [] } });
  });
});

describe('rate limiting', () => {
  it('answers 429 in the envelope past the limit', async () => {
    const limited = await startServer({ SANGDAM_RATE_LIMIT: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await fetch(`${limited.url}/no/such`)).status);
      expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
      const res = await fetch(`${limited.url}/no/such`);
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
      expect((await fetch(`${limited.url}/health`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('store outage', () => {
  // The Postgres outage (and recovery) is in test/fault-injection.test.ts.
  it('reports 503 with a clear message when the SQLite store is gone', async () => {
    const broken = await startServer(
      { DATABASE_URL: '' },
      {
        beforeListen(app, context) {
          app.get('/test/store', async () => {
            await context.stateLog.progress('x');
            return { success: true };
          });
        },
      },
    );
    try {
      broken.context.store.sqlite!.close();
      const health = await fetch(`${broken.url}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'degraded', store_ok: false });
      const res = await fetch(`${broken.url}/test/store`);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('STORE_UNAVAILABLE');
    } finally {
      await broken.app.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing', async () => {
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const closing = await startServer(
      {},
      {
        beforeListen(app) {
          app.get('/test/slow', async () => {
            started();
            await new Promise((resolve) => setTimeout(resolve, 300));
            return { success: true, data: 'finished' };
          });
        },
      },
    );
    const response = fetch(`${closing.url}/test/slow`);
    await inFlight;
    const closed = closing.close();
    const res = await response;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: 'finished' });
    await closed;
    await expect(fetch(`${closing.url}/health`)).rejects.toThrow();
  });
});
