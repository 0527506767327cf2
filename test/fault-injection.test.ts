/**
 * Faults from outside the process. The LLM (a fake OpenAI-compatible server,
 * real SDK over loopback) answers 500, hangs, sends malformed or wrongly shaped
 * JSON, or drops the connection mid-stream: every session still completes, on
 * the rules fallback, with exactly the outcome of a server with no LLM at all.
 * The store (Postgres behind a loopback proxy) goes away: requests get 503 with
 * a clear message and nothing is half-written; when it returns the same
 * process serves again without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFor, comparable, openers, postJson, resultOf, say, startSession, type Expected } from './support/intake-driver.js';
import type { FakeBehaviour } from './support/fake-openai.js';
import { startLlmPair, type LlmPair } from './support/llm-pair.js';
import { createTestDatabase, postgresEnabled, type TestDatabase } from './support/postgres.js';
import { startServer, type RunningServer } from './support/server.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';

/** Runs one whole session: the account, answers until nothing is asked (at most 15), then /chat/end. */
async function completeSession(base: string, opener: string): Promise<Record<string, unknown>> {
  const started = await startSession(base);
  expect(started.status).toBe(200);
  const sessionId = started.body.data.session_id;
  let expected: Expected = started.body.data.expected_input;
  for (let turn = 0; turn < 15 && expected.type !== 'none'; turn++) {
    const reply = await say(base, sessionId, turn === 0 ? opener : answerFor(expected));
    expect(reply.status, JSON.stringify(reply.body.error)).toBe(200);
    expected = reply.body.data.expected_input;
  }
  const ended = await postJson<{ status: string }>(`${base}/chat/end`, { session_id: sessionId });
  expect(ended.status).toBe(200);
  expect(ended.body.data.status).toBe('COMPLETED');
  return comparable(await resultOf(base, sessionId));
}

const faults: Array<[string, FakeBehaviour]> = [
  ['answers 500', { kind: 'status', status: 500 }],
  ['answers 429 with an HTML body', { kind: 'status', status: 429, body: '<html>slow down</html>' }],
  ['hangs past the timeout', { kind: 'hang' }],
  ['sends malformed JSON', { kind: 'reply', content: '{"candidates": [{"scenario": ' }],
  ['sends JSON of the wrong shape', { kind: 'reply', content: '{"candidates": "all of them", "facts": 42, "emergency": "maybe"}' }],
  ['drops the stream mid-way', { kind: 'drop-stream', pieces: ['{"intent": "con'] }],
];

describe('LLM faults fall back to rules for every call', () => {
  let pair: LlmPair;
  // A short timeout and no retries keep the hanging case quick; the behaviour is the same with the defaults.
  beforeAll(async () => {
    pair = await startLlmPair(150);
  });
  afterAll(() => pair?.close());

  it.each(faults)('completes a session when the LLM %s, with the rules outcome', async (_name, behaviour) => {
    const { fake, withLlm, rulesOnly } = pair;
    fake.script(behaviour);
    const before = fake.requests.length;
    const opener = openers[faults.findIndex(([, b]) => b === behaviour) % openers.length]!;
    const outcome = await completeSession(withLlm.url, opener);
    expect(fake.requests.length).toBeGreaterThan(before);
    expect(outcome).toEqual(await completeSession(rulesOnly.url, opener));

    const log = (await (await fetch(`${withLlm.url}/api/admin/ai-log?limit=500`, { headers: { authorization: `Bearer ${withLlm.adminToken}` } })).json()) as {
      data: { calls: { ok: boolean | number; fell_back?: boolean | number; fellBack?: boolean | number }[] };
    };
    const recent = log.data.calls.slice(0, fake.requests.length - before);
    expect(recent.length).toBeGreaterThan(0);
    for (const call of recent) expect(Boolean(call.ok)).toBe(false);
  }, 60_000);
});

describe.skipIf(!postgresEnabled('store outage'))('store outage on Postgres', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(database.url);
    proxied.port = String(proxy.port);
    server = await startServer({ DATABASE_URL: proxied.toString(), SANGDAM_RATE_LIMIT: '100000' });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 with a clear message while the store is gone and recovers by itself', async () => {
    const started = await startSession(server.url);
    const sessionId = started.body.data.session_id;
    expect((await say(server.url, sessionId, openers[0]!)).status).toBe(200);

    proxy.cut();
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', store_ok: false });
    for (const reply of [await say(server.url, sessionId, '네'), await startSession(server.url)]) {
      expect(reply.status).toBe(503);
      expect(reply.body.error!.code).toBe('STORE_UNAVAILABLE');
      expect(reply.body.error!.message).toMatch(/저장소에 연결할 수 없어요/);
    }

    proxy.restore();
    const deadline = Date.now() + 15_000;
    while ((await fetch(`${server.url}/health`)).status !== 200) {
      if (Date.now() > deadline) throw new Error('the server did not recover within 15 s of the store returning');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const status = (await (await fetch(`${server.url}/chat/status?session_id=${sessionId}`)).json()) as { data: { turns: number } };
    const next = await say(server.url, sessionId, '네');
    expect(next.status, JSON.stringify(next.body.error)).toBe(200);
    const transcript = (await resultOf(server.url, sessionId)).transcript as { role: string }[];
    // The account and the answer after recovery; the refused turn left nothing behind.
    expect(transcript.filter((line) => line.role === 'user')).toHaveLength(2);
    expect(status.data.turns).toBeGreaterThan(0);
    expect((await startSession(server.url)).status).toBe(200);
  }, 60_000);
});
