/**
 * Two real `sangdam serve` processes on one Postgres database. Many intake
 * sessions, each turn sent to a random instance, some turns sent to both at
 * once. Afterwards: one linear state chain per session, every acknowledged turn
 * stored exactly once, and each outcome equal to a replay on a single instance.
 * The 50 sessions × 10 turns by default; SANGDAM_MULTI_SESSIONS and
 * SANGDAM_MULTI_TURNS change the size.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerFor,
  caseDetail,
  comparable,
  historyProblems,
  openers,
  replay,
  resultOf,
  seededRandom,
  sendTurn,
  startSession,
  type SessionRecord,
} from './support/intake-driver.js';
import { createTestDatabase, postgresEnabled, type TestDatabase } from './support/postgres.js';
import { startServer, type RunningServer } from './support/server.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

const sessionEnded = (error: unknown) => ['SESSION_COMPLETED', 'SESSION_EMERGENCY_STOPPED'].includes((error as { code?: string } | undefined)?.code ?? '');

const SESSIONS = Number(process.env.SANGDAM_MULTI_SESSIONS ?? 50);
const TURNS = Number(process.env.SANGDAM_MULTI_TURNS ?? 10);
const adminToken = 'multi-instance-admin-token-0001';

describe.skipIf(!postgresEnabled('multi-instance'))('two server processes on one Postgres', () => {
  let database: TestDatabase;
  let instances: ServerProcess[] = [];
  let single: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, SANGDAM_ADMIN_TOKEN: adminToken, SANGDAM_RATE_LIMIT: '1000000' };
    // Started together: both run migrations and checkpointer set-up against one empty database.
    instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    single = await startServer({ SANGDAM_RATE_LIMIT: '1000000' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await single?.close();
    await database?.drop();
  });

  it(`keeps ${SESSIONS} sessions × ${TURNS} turns consistent across instances`, async () => {
    const random = seededRandom(20261124);
    const pick = () => instances[Math.floor(random() * instances.length)]!.url;
    // Choices are drawn up front so the run is the same whatever the timing.
    const plans = Array.from({ length: SESSIONS }, () => Array.from({ length: TURNS }, () => ({ url: pick(), both: random() < 0.25 })));

    const records = await Promise.all(
      plans.map(async (plan, index): Promise<SessionRecord> => {
        const started = await startSession(pick());
        expect(started.status).toBe(200);
        const record: SessionRecord = { sessionId: started.body.data.session_id, acknowledged: [], unanswered: [], last: started.body.data };
        for (const [turn, step] of plan.entries()) {
          if (record.last.expected_input.type === 'none') break;
          const text = turn === 0 ? openers[index % openers.length]! : answerFor(record.last.expected_input);
          const targets = step.both ? instances.map((instance) => instance.url) : [step.url];
          const statuses = await Promise.all(targets.map((url) => sendTurn(url, record, text)));
          // A turn sent twice at once: one may be refused as busy, never both lost to an error.
          for (const status of statuses) expect([200, 409], `${record.sessionId}: ${JSON.stringify(record.lastError)}`).toContain(status);
          // Both copies of an earlier turn may have run one after the other, and the older reply may have
          // arrived last: the session then ended though the reply kept says otherwise. The replay below
          // still checks that ending.
          if (statuses.every((status) => status === 409) && sessionEnded(record.lastError)) break;
          expect(statuses, `${record.sessionId}: ${JSON.stringify(record.lastError)}`).toContain(200);
        }
        return record;
      }),
    );

    const concurrentPairs = plans.flat().filter((step) => step.both).length;
    expect(concurrentPairs).toBeGreaterThan(0);
    for (const record of records) {
      const detail = await caseDetail(pick(), adminToken, record.sessionId);
      expect(historyProblems(record, detail), record.sessionId).toEqual([]);
      // Exactly the acknowledged turns: nothing extra was applied.
      expect(detail.transcript.filter((line) => line.role === 'user')).toHaveLength(record.acknowledged.length);
      expect(new Set(detail.state_log.map((entry) => entry.turn)).size).toBe(record.acknowledged.length + 1);
      const fromInstances = comparable(await resultOf(pick(), record.sessionId));
      expect(fromInstances).toEqual(await replay(single.url, record.acknowledged));
    }
  }, 90_000 + SESSIONS * TURNS * 500);
});
