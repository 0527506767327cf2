/**
 * Security over real HTTP: every /api/admin route (from the app's route table,
 * so later routes are covered) refuses missing and wrong tokens; rate limits
 * per client IP (behind a trusted proxy) and per session; workbook upload
 * limits; security headers; no raw personal data in any table of the store
 * (checkpoints included) after sessions full of it, on both dialects.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTableOf } from '../src/server/route-table.js';
import type { Store } from '../src/store/database.js';
import { answerFor, postJson, say, startSession, type Expected } from './support/intake-driver.js';
import { dialectTargets, storeEnv } from './support/dialects.js';
import { startServer, type RunningServer } from './support/server.js';
import { tableNames } from './support/store-tables.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('admin routes, route by route', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SANGDAM_RATE_LIMIT: '100000' });
  });
  afterAll(() => server?.close());

  const adminRoutes = () => routeTableOf(server.app).filter((route) => route.url.startsWith('/api/admin') && !['HEAD', 'OPTIONS'].includes(route.method));

  it('finds the admin routes in the route table', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer wrong-token-wrong-token-wrong'],
    ['the right token without "Bearer"', 'RIGHT'],
    ['the right token with a suffix', 'Bearer RIGHTx'],
    ['Basic auth', 'Basic YWRtaW46YWRtaW4='],
  ])('every admin route refuses %s with 401', async (_name, header) => {
    for (const route of adminRoutes()) {
      const url = route.url.replace(/:[^/]+/g, 'x').replace('*', 'x');
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (header) headers.authorization = header.replace('RIGHT', server.adminToken);
      const res = await fetch(`${server.url}${url}`, { method: route.method, headers, body: route.method === 'GET' ? undefined : '{}' });
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
      expect(await errorCode(res)).toBe('UNAUTHORIZED');
    }
  });

  it('every admin GET route lets the right token through', async () => {
    for (const route of adminRoutes().filter((r) => r.method === 'GET')) {
      const res = await fetch(`${server.url}${route.url.replace(/:[^/]+/g, 'x')}`, { headers: { authorization: `Bearer ${server.adminToken}` } });
      expect(res.status, `${route.method} ${route.url}`).not.toBe(401);
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('rate limits', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SANGDAM_RATE_LIMIT: '5', SANGDAM_SESSION_RATE_LIMIT: '3', SANGDAM_TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('limits each client IP on its own behind a trusted proxy', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${server.url}/no/such`, { headers: from('203.0.113.7') })).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    expect((await fetch(`${server.url}/no/such`, { headers: from('203.0.113.8') })).status).toBe(404);
  });

  it('limits one session across client addresses, leaving other sessions alone', async () => {
    const session = (await (await fetch(`${server.url}/chat/start`, { method: 'POST', headers: { ...from('198.51.100.1'), 'content-type': 'application/json' }, body: '{}' })).json()) as {
      data: { session_id: string };
    };
    const status = (ip: string, id: string) => fetch(`${server.url}/chat/status?session_id=${id}`, { headers: from(ip) });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await status(`198.51.100.${10 + i}`, session.data.session_id)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await status('198.51.100.50', 'sess_other')).status).toBe(404);
  });
});

describe('workbook upload limits', () => {
  let server: RunningServer;
  let knowledgeDir: string;
  let files: string[];
  beforeAll(async () => {
    knowledgeDir = mkdtempSync(path.join(tmpdir(), 'sangdam-upload-'));
    cpSync(path.resolve('knowledge'), knowledgeDir, { recursive: true });
    files = readdirSync(knowledgeDir, { recursive: true }).map(String).sort();
    server = await startServer({ SANGDAM_KNOWLEDGE_DIR: knowledgeDir, SANGDAM_RATE_LIMIT: '100000' });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(knowledgeDir, { recursive: true, force: true });
  });

  const upload = (body: Buffer | string, type: string, fileName = 'knowledge_base.xlsx') =>
    fetch(`${server.url}/api/admin/knowledge/workbook`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': type, 'content-disposition': `attachment; filename="${fileName}"` },
      body,
    });
  const version = async () => ((await (await fetch(`${server.url}/health`)).json()) as { knowledge_version: string }).knowledge_version;

  it('refuses a body over 20 MB with 413', async () => {
    const res = await upload(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(20 * 1024 * 1024 + 1)]), XLSX);
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sniffs the bytes, not the name or the declared type', async () => {
    const live = await version();
    const text = await upload('이건 엑셀이 아니에요', XLSX, 'looks-right.xlsx');
    expect(text.status).toBe(415);
    expect(await errorCode(text)).toBe('NOT_A_WORKBOOK');
    expect((await upload('a,b\n1,2', 'text/csv', 'data.xlsx')).status).toBe(415);
    // Right magic bytes, broken zip: refused as content, not a crash.
    const workbook = readFileSync(path.join(knowledgeDir, 'knowledge_base.xlsx'));
    const truncated = await upload(workbook.subarray(0, Math.floor(workbook.length / 2)), XLSX);
    expect(truncated.status).toBeGreaterThanOrEqual(400);
    expect(truncated.status).toBeLessThan(500);
    // A real workbook under a hostile name: the name is never used as a path.
    const renamed = await upload(workbook, 'application/octet-stream', '../../../tmp/evil.sh');
    expect(renamed.status).toBe(200);
    expect(await version()).toBe(live);
    expect(readdirSync(knowledgeDir, { recursive: true }).map(String).sort()).toEqual(files);
  });
});

describe('security headers', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SANGDAM_RATE_LIMIT: '100000' });
  });
  afterAll(() => server?.close());

  it.each(['/health', '/chat/status?session_id=sess_x', '/api/v1/search?q=%EC%9E%84%EB%8C%80%EC%B0%A8', '/no/such/route', '/', '/docs/'])('are on %s', async (route) => {
    const res = await fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    if (/^\/(chat|api)\//.test(route)) expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

/** Identifiers a person might type, and the raw forms that must never be stored. */
const pii = {
  text: '제 주민번호는 851231-1357913이고 연락처는 010-9876-5432, 메일은 hong.gildong@example.com 이에요. 국민은행 123456-01-987654 계좌로 보냈고 카드 4111-1111-1111-1111로도 결제했어요.',
  raw: ['851231-1357913', '8512311357913', '1357913', '010-9876-5432', '01098765432', 'hong.gildong', '123456-01-987654', '12345601987654', '4111-1111-1111-1111', '4111111111111111'],
};

/** Every value of every row of every table as text (binary columns, e.g. checkpoints, decoded as UTF-8). */
async function everyStoredText(store: Store): Promise<Map<string, string>> {
  const dump = new Map<string, string>();
  for (const table of await tableNames(store)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(store.db);
    const text = rows
      .flatMap((row) => Object.values(row))
      .map((value) => (value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : typeof value === 'string' ? value : JSON.stringify(value)))
      .join('\n');
    dump.set(table, text);
  }
  return dump;
}

for (const target of dialectTargets('PII scan')) {
  describe.skipIf(!target.enabled)(`no raw personal data in the store (${target.dialect})`, () => {
    let server: RunningServer;
    let drop: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const store = await storeEnv(target.dialect);
      drop = store.drop;
      server = await startServer({ ...store.env, SANGDAM_RATE_LIMIT: '100000' });
    });
    afterAll(async () => {
      await server?.close();
      await drop();
    });

    it('masks identifiers everywhere: every table and the checkpoints', async () => {
      for (const opener of ['친구한테 500만원 빌려줬는데 안 갚아요. ', '전세 보증금을 못 돌려받고 있어요. ']) {
        const started = await postJson<{ session_id: string; expected_input: Expected }>(`${server.url}/chat/start`, {
          channel: 'web',
          user_meta: { note: pii.text, contact: { phone: '010-9876-5432', email: 'hong.gildong@example.com' } },
        });
        expect(started.status).toBe(200);
        const sessionId = started.body.data.session_id;
        let expected = (await say(server.url, sessionId, opener + pii.text)).body.data.expected_input;
        for (let turn = 0; turn < 6 && expected.type !== 'none'; turn++) {
          const reply = await say(server.url, sessionId, expected.type === 'string' ? pii.text : answerFor(expected));
          expected = reply.body.data.expected_input;
        }
        expect((await postJson(`${server.url}/chat/end`, { session_id: sessionId })).status).toBe(200);
      }
      const dump = await everyStoredText(server.context.store);
      expect([...dump.keys()].some((table) => table.includes('checkpoint'))).toBe(true);
      // The text did reach the store, masked.
      expect([...dump.values()].join('\n')).toContain('010-****-5432');
      const leaks = [...dump].flatMap(([table, text]) => pii.raw.filter((needle) => text.includes(needle)).map((needle) => `${table}: ${needle}`));
      expect(leaks).toEqual([]);
    }, 60_000);
  });
}
