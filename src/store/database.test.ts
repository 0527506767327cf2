import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeTargets } from '../../test/support/stores.js';
import { migrate, migrationStatus, pingStore, type Store } from './database.js';
import { AiProcessLogRepository } from './repositories/ai-process-log.js';
import { StateLogRepository } from './repositories/state-log.js';

for (const target of storeTargets('store')) {
  describe.skipIf(!target.enabled)(`store on ${target.dialect}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ store, cleanup } = await target.open());
    });
    afterAll(() => cleanup?.());

    it('applies every migration and is idempotent', async () => {
      expect(store.dialect).toBe(target.dialect);
      await pingStore(store);
      const before = await migrationStatus(store);
      expect(before.pending).toEqual([]);
      expect(before.applied).toContain('0001_foundation');
      await migrate(store);
      expect((await migrationStatus(store)).applied).toEqual(before.applied);
    });

    it('records and reads state transitions in order', async () => {
      const log = new StateLogRepository(store);
      await log.record([
        { sessionId: 's1', graph: 'g', turn: 1, fromState: null, toState: 'A', node: 'a', durationMs: 1.6 },
        { sessionId: 's1', graph: 'g', turn: 2, fromState: 'A', toState: 'B', node: 'b', durationMs: 2 },
        { sessionId: 's2', graph: 'g', turn: 1, fromState: null, toState: 'A', node: 'a', durationMs: 3 },
      ]);
      const rows = await log.forSession('s1');
      expect(rows.map((r) => [r.from_state, r.to_state, r.duration_ms])).toEqual([
        [null, 'A', 2],
        ['A', 'B', 2],
      ]);
      expect(await log.progress('s1')).toEqual({ turns: 2, lastState: 'B' });
      expect(await log.progress('nobody')).toEqual({ turns: 0, lastState: null });
    });

    it('logs AI calls without prompt text', async () => {
      const ai = new AiProcessLogRepository(store);
      await ai.record({ provider: 'openai', model: 'm', purpose: 'p', latencyMs: 12.4, ok: false, error: 'x'.repeat(900), fellBack: true });
      const [row] = await ai.recent(1);
      expect(row).toMatchObject({ provider: 'openai', ok: 0, fell_back: 1, latency_ms: 12, tokens_in: null });
      expect(row!.error).toHaveLength(500);
    });
  });
}
