/**
 * `sangdam retention --older-than 90d [--dry-run]` as an operator runs it (the
 * CLI from source), on both dialects: old sessions go with their checkpoints
 * and every derived row; recent sessions are untouched and continue.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAge } from '../src/cli/retention.js';
import { applyRetention, type RetentionReport } from '../src/store/retention.js';
import { answerFor, say, startSession } from './support/intake-driver.js';
import { dialectTargets, storeEnv } from './support/dialects.js';
import { startServer, type RunningServer } from './support/server.js';
import { tableNames } from './support/store-tables.js';

const run = promisify(execFile);

describe('retention age', () => {
  it('reads days and hours and refuses anything else', () => {
    expect(parseAge('90d')).toBe(90 * 86_400_000);
    expect(parseAge('12h')).toBe(12 * 3_600_000);
    for (const bad of ['0d', '90', '-1d', '3w', 'd', '1.5d']) expect(parseAge(bad)).toBeNull();
  });
});

for (const target of dialectTargets('retention')) {
  describe.skipIf(!target.enabled)(`sangdam retention on ${target.dialect}`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sangdam-retention-'));
    let env: Record<string, string>;
    let drop: () => Promise<void> = async () => {};
    let server: RunningServer;

    beforeAll(async () => {
      const store = await storeEnv(target.dialect);
      drop = store.drop;
      env = { ...store.env, SANGDAM_RATE_LIMIT: '100000' };
      server = await startServer(env, { dataDir });
    });
    afterAll(async () => {
      await server?.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const retention = async (...args: string[]) => {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'retention', ...args, '--json'], {
        env: { ...process.env, DATABASE_URL: '', ...env, SANGDAM_DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        timeout: 60_000,
      });
      return JSON.parse(stdout.trim().split('\n').at(-1)!) as RetentionReport;
    };

    /** Rows per table that belong to a session (checkpoint tables use thread_id). */
    const rowsOf = async (sessionId: string) => {
      const counts: Record<string, number> = {};
      const store = server.context.store;
      for (const table of await tableNames(store)) {
        const columns = (await store.db.introspection.getTables()).find((t) => t.name === table)?.columns.map((c) => c.name) ?? [];
        const key = columns.includes('session_id') ? 'session_id' : columns.includes('thread_id') ? 'thread_id' : undefined;
        if (!key) continue;
        const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(key)} = ${sessionId}`.execute(store.db);
        counts[table] = Number(rows[0]!.n);
      }
      return counts;
    };
    const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

    it('reports in a dry run, then deletes old sessions, their checkpoints and derived rows', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const started = await startSession(server.url);
        const id = started.body.data.session_id;
        const reply = await say(server.url, id, '친구한테 500만원 빌려줬는데 안 갚아요');
        await say(server.url, id, answerFor(reply.body.data.expected_input));
        ids.push(id);
      }
      const [oldA, oldB, recent] = ids as [string, string, string];
      const longAgo = new Date(Date.now() - 100 * 86_400_000).toISOString();
      const old = new Date(Date.now() - 95 * 86_400_000);
      await server.context.store.db.updateTable('chat_session').set({ updated_at: longAgo }).where('session_id', 'in', [oldA, oldB]).execute();
      await server.context.store.db
        .insertInto('ai_process_log')
        .values({ provider: 'openai', model: 'm', purpose: 'classify', latency_ms: 1, tokens_in: null, tokens_out: null, ok: 1, error: null, fell_back: 0, at: longAgo })
        .execute();
      const before = await rowsOf(oldA);
      expect(before.chat_message).toBeGreaterThan(0);
      expect(Object.entries(before).some(([table, n]) => table.includes('checkpoint') && n > 0)).toBe(true);

      const dry = await retention('--older-than', '90d', '--dry-run');
      expect(dry.dryRun).toBe(true);
      expect(dry.sessions).toEqual({ chat_session: 2 });
      expect(dry.rows.chat_message).toBe(before.chat_message! * 2);
      expect(dry.rows.ai_process_log).toBe(1);
      expect(await rowsOf(oldA)).toEqual(before);

      const real = await retention('--older-than', '90d');
      expect(real.sessions).toEqual({ chat_session: 2 });
      expect(real.checkpointThreads).toBe(2);
      expect(real.rows).toEqual(dry.rows);
      expect(total(await rowsOf(oldA))).toBe(0);
      expect(total(await rowsOf(oldB))).toBe(0);
      expect(total(await rowsOf(recent))).toBeGreaterThan(0);

      // Nothing left to do, and the recent session carries on.
      const again = await applyRetention(server.context.store, { cutoff: old, dryRun: true, deleteThread: async () => {} });
      expect(again.sessions).toEqual({ chat_session: 0 });
      expect((await fetch(`${server.url}/chat/status?session_id=${oldA}`)).status).toBe(404);
      expect((await say(server.url, recent, '네')).status).toBe(200);
    }, 90_000);
  });
}
