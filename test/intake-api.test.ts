/**
 * The intake API end to end over real HTTP, with the shipped knowledge base and
 * the offline rules interpreter, on SQLite and on Postgres.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFor } from './support/intake-driver.js';
import { createTestDatabase, postgresEnabled, type TestDatabase } from './support/postgres.js';
import { startServer, type RunningServer } from './support/server.js';

interface Envelope<T> {
  success: boolean;
  data: T;
  error?: { code: string; message: string };
}
interface Expected {
  type: string;
  field: string | null;
  options?: { value: string; label: string }[];
}
interface Turn {
  session_id: string;
  current_state: string;
  completion_rate: number;
  bot_message: string;
  expected_input: Expected;
}

const targets = [
  { dialect: 'sqlite', enabled: true },
  { dialect: 'postgres', enabled: postgresEnabled('intake API') },
] as const;

for (const target of targets) {
  describe.skipIf(!target.enabled)(`intake API on ${target.dialect}`, () => {
    let server: RunningServer;
    let database: TestDatabase | undefined;
    let env: Record<string, string>;
    let dataDir: string;

    const call = async <T>(method: 'GET' | 'POST', route: string, body?: unknown, raw?: string) => {
      const res = await fetch(`${server.url}${route}`, {
        method,
        headers: body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {},
        body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      return { status: res.status, body: (await res.json()) as Envelope<T> };
    };
    const start = () => call<Turn & { messages: { code: string }[] }>('POST', '/chat/start', { channel: 'web', reference_date: '2026-11-22' });
    const say = (session: string, text: string) => call<Turn>('POST', '/chat/message', { session_id: session, user_message: text });

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'sangdam-intake-'));
      env = { SANGDAM_RATE_LIMIT: '100000' };
      if (target.dialect === 'postgres') {
        database = await createTestDatabase();
        env.DATABASE_URL = database.url;
      }
      server = await startServer(env, { dataDir });
    });
    afterAll(async () => {
      await server?.close();
      await database?.drop();
    });

    it('opens with the K0 messages and asks for the account', async () => {
      const { status, body } = await start();
      expect(status).toBe(200);
      expect(body.data.current_state).toBe('CASE_CLASSIFICATION');
      expect(body.data.messages.map((m) => m.code)).toEqual(expect.arrayContaining(['DISCLAIMER', 'PRIVACY_NOTICE', 'START_PROMPT']));
      expect(body.data.expected_input).toMatchObject({ type: 'string', field: 'narrative' });
      expect(body.data.completion_rate).toBe(0);
    });

    it('classifies an account, keeps what it said, and asks only for the rest until completed', async () => {
      const session = (await start()).body.data.session_id;
      const first = await say(session, '집주인이 전세 보증금 2억을 계약 끝났는데 안 돌려줘요. 계약서는 있어요. 제 번호는 010-1234-5678이에요');
      expect(first.status).toBe(200);
      expect(first.body.data.current_state).toBe('FACT_COLLECTION');
      const status = (await call<{ filled_fields: string[] }>('GET', `/chat/status?session_id=${session}`)).body.data;
      expect(status.filled_fields).toEqual(expect.arrayContaining(['deposit_amount']));
      const asked: string[] = [];
      let turn = first.body.data;
      for (let i = 0; i < 20 && turn.current_state === 'FACT_COLLECTION'; i++) {
        const field = turn.expected_input.field!;
        expect(status.filled_fields, `asked about ${field}, which the account already gave`).not.toContain(field);
        expect(asked, `asked ${field} twice`).not.toContain(field);
        asked.push(field);
        turn = (await say(session, answerFor(turn.expected_input))).body.data;
      }
      expect(turn.current_state).toBe('COMPLETED');
      expect(turn.completion_rate).toBe(100);
      const result = (await call<{
        status: string;
        case: { scenario: string };
        facts: Record<string, unknown>;
        summaries: Record<string, { text: string }>;
        transcript: { role: string; text: string }[];
      }>('GET', `/chat/result?session_id=${session}`)).body.data;
      expect(result.status).toBe('COMPLETED');
      expect(result.case.scenario).toBe('LEASE_DEPOSIT');
      expect(result.facts.deposit_amount).toBe(200_000_000);
      expect(Object.keys(result.summaries).sort()).toEqual(['COUNSELOR', 'CRM', 'INTERNAL_BRIEF', 'LAWYER']);
      expect(result.summaries.LAWYER!.text).toContain('200,000,000원');
      expect(JSON.stringify(result.transcript)).not.toContain('1234-5678');
      expect((await say(session, '하나 더 있어요')).status).toBe(409);
    });

    it('marks "모르겠어요" unknown and never asks that field again', async () => {
      const session = (await start()).body.data.session_id;
      let turn = (await say(session, '친구한테 500만원 빌려줬는데 안 갚아요')).body.data;
      const field = turn.expected_input.field!;
      turn = (await say(session, '잘 모르겠어요')).body.data;
      const status = (await call<{ unknown_fields: string[] }>('GET', `/chat/status?session_id=${session}`)).body.data;
      expect(status.unknown_fields).toContain(field);
      for (let i = 0; i < 20 && turn.current_state === 'FACT_COLLECTION'; i++) {
        expect(turn.expected_input.field).not.toBe(field);
        turn = (await say(session, answerFor(turn.expected_input))).body.data;
      }
    });

    it('stops at once on an emergency and refuses further turns', async () => {
      const session = (await start()).body.data.session_id;
      const turn = await say(session, '지금 남편이 칼 들고 문 앞에 있어요 살려주세요');
      expect(turn.body.data.current_state).toBe('EMERGENCY_STOP');
      expect(turn.body.data.bot_message).toContain('112');
      const after = await say(session, '여보세요');
      expect(after.status).toBe(409);
      expect(after.body.error!.code).toBe('SESSION_EMERGENCY_STOPPED');
    });

    it('answers small talk with what the service does and keeps waiting for the account', async () => {
      const session = (await start()).body.data.session_id;
      const turn = (await say(session, '안녕하세요')).body.data;
      expect(turn.current_state).toBe('CASE_CLASSIFICATION');
      expect(turn.expected_input.field).toBe('narrative');
    });

    it('/chat/end completes a session with what was collected', async () => {
      const session = (await start()).body.data.session_id;
      await say(session, '사장이 석 달째 월급을 안 줘요. 밀린 월급이 600만원이에요');
      const ended = await call<{ status: string; summaries: Record<string, unknown> }>('POST', '/chat/end', { session_id: session });
      expect(ended.status).toBe(200);
      expect(ended.body.data.status).toBe('COMPLETED');
      expect(Object.keys(ended.body.data.summaries)).toHaveLength(4);
    });

    it('continues a session after a restart of the server (same data)', async () => {
      const session = (await start()).body.data.session_id;
      const before = (await say(session, '당근마켓에서 아이폰 산다고 45만원 보냈는데 판매자가 잠수탔어요')).body.data;
      await server.close();
      server = await startServer(env, { dataDir });
      const status = await call<{ current_state: string }>('GET', `/chat/status?session_id=${session}`);
      expect(status.body.data.current_state).toBe(before.current_state);
      const next = await say(session, answerFor(before.expected_input));
      expect(next.status).toBe(200);
    });

    it('answers every error of the contract in the envelope', async () => {
      const session = (await start()).body.data.session_id;
      expect((await say(session, '   ')).status).toBe(400);
      expect((await say(session, 'ㄱ'.repeat(4001))).status).toBe(400);
      expect((await call('POST', '/chat/message', undefined, '{"session_id": ')).body.error!.code).toBe('INVALID_JSON');
      const missing = await say('sess_does_not_exist', '안녕하세요');
      expect(missing.status).toBe(404);
      expect(missing.body.error!.code).toBe('SESSION_NOT_FOUND');
      expect((await call('GET', '/chat/result?session_id=sess_nope')).status).toBe(404);
      expect((await call('POST', '/chat/start', { reference_date: '2026-02-30' })).status).toBe(400);
    });

    it('serialises concurrent turns of one session: one goes through, the other gets 409, the chain stays linear', async () => {
      const session = (await start()).body.data.session_id;
      await say(session, '친구한테 500만원 빌려줬는데 안 갚아요');
      const [a, b] = await Promise.all([say(session, '네'), say(session, '아니요')]);
      const statuses = [a.status, b.status].sort();
      expect(statuses[0]).toBe(200);
      expect([200, 409]).toContain(statuses[1]);
      if (statuses[1] === 409) expect([a, b].find((r) => r.status === 409)!.body.error!.code).toBe('SESSION_BUSY');
      const detail = (await (await fetch(`${server.url}/api/admin/cases/${session}`, { headers: { authorization: `Bearer ${server.adminToken}` } })).json()) as {
        data: { state_log: { from_state: string | null; to_state: string }[]; transcript: unknown[] };
      };
      const log = detail.data.state_log;
      for (let i = 1; i < log.length; i++) expect(log[i]!.from_state).toBe(log[i - 1]!.to_state);
      const answered = statuses.filter((s) => s === 200).length;
      // start (1 bot line) + account (user + bot) + each accepted answer (user + bot)
      expect(detail.data.transcript).toHaveLength(3 + 2 * answered);
    });

    it('closes a session that uses up its step budget, with a message', async () => {
      const limited = await startServer({ ...env, SANGDAM_STEP_BUDGET: '3' }, { dataDir: mkdtempSync(path.join(tmpdir(), 'sangdam-budget-')) });
      try {
        const post = async (route: string, body: unknown) =>
          (await (await fetch(`${limited.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Envelope<Turn>;
        const session = (await post('/chat/start', {})).data.session_id;
        await post('/chat/message', { session_id: session, user_message: '친구한테 500만원 빌려줬는데 안 갚아요' });
        await post('/chat/message', { session_id: session, user_message: '네' });
        const over = await post('/chat/message', { session_id: session, user_message: '네' });
        expect(over.data.current_state).toBe('COMPLETED');
        expect(over.data.expected_input.type).toBe('none');
        expect(over.data.bot_message.length).toBeGreaterThan(0);
        const after = await fetch(`${limited.url}/chat/message`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session_id: session, user_message: '네' }) });
        expect(after.status).toBe(409);
      } finally {
        await limited.close();
      }
    });

    it('lets staff find the case with the admin token only', async () => {
      const auth = { authorization: `Bearer ${server.adminToken}` };
      expect((await fetch(`${server.url}/api/admin/cases`)).status).toBe(401);
      const list = (await (await fetch(`${server.url}/api/admin/cases?page_size=50`, { headers: auth })).json()) as Envelope<{ total: number; cases: { sessionId: string }[] }>;
      expect(list.data.total).toBeGreaterThan(0);
      const detail = (await (await fetch(`${server.url}/api/admin/cases/${list.data.cases[0]!.sessionId}`, { headers: auth })).json()) as Envelope<{ state_log: unknown[] }>;
      expect(detail.data.state_log.length).toBeGreaterThan(0);
      const csv = await fetch(`${server.url}/api/admin/cases/export?format=csv`, { headers: auth });
      expect(csv.headers.get('content-type')).toContain('text/csv');
      expect((await csv.text()).split('\r\n')[0]).toContain('session_id');
    });
  });
}
