/**
 * kill -9 under load: sessions are driven against real `sangdam serve`
 * processes, one process is killed while a batch of turns is in flight, and
 * restarted on the same data. Every turn that got a 200 must be in the store,
 * each state log stays one chain, and every session continues from where its
 * last acknowledged turn left it. Postgres with two processes; SQLite with one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answerFor, caseDetail, historyProblems, openers, say, seededRandom, sendTurn, startSession, type SessionRecord } from './support/intake-driver.js';
import { createTestDatabase, postgresEnabled, type TestDatabase } from './support/postgres.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

const SESSIONS = 12;
const TURNS_BEFORE = 2;
const adminToken = 'crash-safety-admin-token-00001';

async function crashScenario(env: Record<string, string>, processes: number): Promise<void> {
  const random = seededRandom(processes * 7919);
  const instances: ServerProcess[] = await Promise.all(Array.from({ length: processes }, () => startServerProcess(env)));
  const live = () => instances.filter((instance) => instance.child.exitCode === null && instance.child.signalCode === null);
  const pick = () => live()[Math.floor(random() * live().length)]!.url;
  try {
    const records: SessionRecord[] = [];
    for (let i = 0; i < SESSIONS; i++) {
      const started = await startSession(pick());
      expect(started.status).toBe(200);
      records.push({ sessionId: started.body.data.session_id, acknowledged: [], unanswered: [], last: started.body.data });
    }
    const nextText = (record: SessionRecord, index: number) =>
      record.acknowledged.length === 0 ? openers[index % openers.length]! : answerFor(record.last.expected_input);
    for (let turn = 0; turn < TURNS_BEFORE; turn++) {
      await Promise.all(records.map((record, index) => sendTurn(pick(), record, nextText(record, index))));
    }

    // One batch: a turn for every session, each to a random instance; the victim dies when the first answer arrives.
    const victim = instances[0]!;
    let killed: Promise<void> | undefined;
    const batch = records.map(async (record, index) => {
      const url = index % processes === 0 ? victim.url : pick();
      if (record.last.expected_input.type === 'none') return;
      await sendTurn(url, record, nextText(record, index));
      killed ??= victim.crash();
    });
    await Promise.all(batch);
    await killed;
    expect(victim.child.signalCode).toBe('SIGKILL');

    instances[0] = await startServerProcess(env);
    const restarted = instances[0].url;
    for (const record of records) {
      const detail = await caseDetail(restarted, adminToken, record.sessionId);
      expect(historyProblems(record, detail), record.sessionId).toEqual([]);
      const storedUserTurns = detail.transcript.filter((line) => line.role === 'user').length;
      const graph = (await fetch(`${restarted}/chat/result?session_id=${record.sessionId}`).then((r) => r.json())) as {
        data: { current_state: string; transcript: { role: string; text: string }[] };
      };
      const graphUserTurns = graph.data.transcript.filter((line) => line.role === 'user').map((line) => line.text);
      if (storedUserTurns === record.acknowledged.length) {
        if (graphUserTurns.length === record.acknowledged.length) {
          // Nothing beyond the acknowledged turns landed: the session is exactly where its last 200 left it.
          expect(graph.data.current_state).toBe(record.last.current_state);
        } else {
          // The kill fell between saving the turn's graph state and writing it to the store: the turn landed whole
          // (its message is the one sent without an answer) and the session's next turn writes it to the store.
          expect(graphUserTurns.length).toBe(record.acknowledged.length + 1);
          expect(record.unanswered).toContain(graphUserTurns.at(-1));
        }
      }
      if (record.last.expected_input.type === 'none') continue;
      const next = await say(restarted, record.sessionId, answerFor(record.last.expected_input));
      const after = await caseDetail(restarted, adminToken, record.sessionId);
      if (['COMPLETED', 'EMERGENCY_STOP'].includes(graph.data.current_state)) {
        // The turn that landed unanswered closed the session: the message is refused, and the store has caught up.
        expect(next.status).toBe(409);
        expect(after.transcript.filter((line) => line.role === 'user')).toHaveLength(graphUserTurns.length);
        continue;
      }
      expect(next.status, JSON.stringify(next.body.error)).toBe(200);
      // The store has caught up with everything the graph holds, the new turn included.
      expect(after.transcript.filter((line) => line.role === 'user')).toHaveLength(graphUserTurns.length + 1);
    }
    // The kill did interrupt turns in flight: the scenario tested what it claims.
    expect(records.reduce((sum, record) => sum + record.unanswered.length, 0)).toBeGreaterThan(0);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

describe('crash safety on SQLite (one process)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sangdam-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged turn through kill -9 and continues every session', async () => {
    await crashScenario({ SANGDAM_DATA_DIR: dataDir, SANGDAM_ADMIN_TOKEN: adminToken, SANGDAM_RATE_LIMIT: '1000000' }, 1);
  }, 120_000);
});

describe.skipIf(!postgresEnabled('crash safety'))('crash safety on Postgres (two processes)', () => {
  let database: TestDatabase | undefined;
  afterAll(() => database?.drop());

  it('keeps every acknowledged turn through kill -9 of one instance and continues every session', async () => {
    database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sangdam-crash-pg-'));
    try {
      await crashScenario({ DATABASE_URL: database.url, SANGDAM_DATA_DIR: dataDir, SANGDAM_ADMIN_TOKEN: adminToken, SANGDAM_RATE_LIMIT: '1000000' }, 2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
