import { Annotation, END, START, StateGraph } from '@langchain/langgraph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeTargets } from '../../test/support/stores.js';
import { openStore, type Store } from '../store/database.js';
import { StateLogRepository } from '../store/repositories/state-log.js';
import type { StateLogRow } from '../store/schema.js';
import { createCheckpointer, type Checkpointer } from './checkpointer.js';
import { RunawayTurnError, SessionBusyError, StepBudgetExceededError } from './errors.js';
import { TurnRunner } from './run-turn.js';
import { InProcessSessionLock, PostgresSessionLock, type SessionLock } from './session-lock.js';

const Counter = Annotation.Root({
  turns: Annotation<number>({ reducer: (a, b) => a + b, default: () => 0 }),
  current_state: Annotation<string>({ reducer: (_a, b) => b, default: () => 'START' }),
  delayMs: Annotation<number>({ reducer: (_a, b) => b, default: () => 0 }),
});

/** Two nodes per turn: `receive` (slow when asked) then `answer`. */
function twoStepGraph(checkpointer: Checkpointer) {
  return new StateGraph(Counter)
    .addNode('receive', async (state) => {
      await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      return { turns: 1, current_state: 'RECEIVED' };
    })
    .addNode('answer', async () => ({ current_state: 'ANSWERED' }))
    .addEdge(START, 'receive')
    .addEdge('receive', 'answer')
    .addEdge('answer', END)
    .compile({ checkpointer });
}

function loopingGraph(checkpointer: Checkpointer) {
  return new StateGraph(Counter)
    .addNode('spin', async () => ({ turns: 1 }))
    .addEdge(START, 'spin')
    .addConditionalEdges('spin', () => 'spin')
    .compile({ checkpointer });
}

function expectLinearChain(rows: StateLogRow[]) {
  for (let i = 1; i < rows.length; i++) expect(rows[i]!.from_state).toBe(rows[i - 1]!.to_state);
}

const stateOf = (update: Record<string, unknown>) => update.current_state as string | undefined;

for (const target of storeTargets('engine')) {
  describe.skipIf(!target.enabled)(`runTurn on ${target.dialect}`, () => {
    let store: Store;
    let checkpointer: Checkpointer;
    let lock: SessionLock;
    let opened: Awaited<ReturnType<typeof target.open>>;
    beforeAll(async () => {
      opened = await target.open();
      store = opened.store;
      checkpointer = await createCheckpointer(store);
      lock = store.dialect === 'postgres' ? new PostgresSessionLock(store.pool!) : new InProcessSessionLock();
    });
    afterAll(() => opened?.cleanup());

    const runner = (budget = 50, lockWaitMs = 10_000) =>
      new TurnRunner({ lock, stateLog: new StateLogRepository(store), stepBudget: budget, lockWaitMs });

    it('runs a turn, checkpoints it and logs every node run', async () => {
      const graph = twoStepGraph(checkpointer);
      const first = await runner().run<{ turns: number }>({ graph, graphName: 'counter', sessionId: 'log-1', input: {}, stateOf });
      expect(first.values.turns).toBe(1);
      expect(first.nodesRun).toBe(2);
      const second = await runner().run<{ turns: number }>({ graph, graphName: 'counter', sessionId: 'log-1', input: {}, stateOf });
      expect(second.values.turns).toBe(2);
      const rows = await new StateLogRepository(store).forSession('log-1');
      expect(rows.map((r) => [r.from_state, r.node, r.to_state])).toEqual([
        [null, 'receive', 'RECEIVED'],
        ['RECEIVED', 'answer', 'ANSWERED'],
        ['ANSWERED', 'receive', 'RECEIVED'],
        ['RECEIVED', 'answer', 'ANSWERED'],
      ]);
    });

    it('serialises concurrent turns of one session into one chain', async () => {
      const graph = twoStepGraph(checkpointer);
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          runner().run<{ turns: number }>({ graph, graphName: 'counter', sessionId: 'race-1', input: { delayMs: 15 }, stateOf }),
        ),
      );
      expect(results.map((r) => r.values.turns).sort()).toEqual([1, 2, 3, 4, 5]);
      const rows = await new StateLogRepository(store).forSession('race-1');
      expect(rows).toHaveLength(10);
      expectLinearChain(rows);
      const history = [];
      for await (const checkpoint of checkpointer.list({ configurable: { thread_id: 'race-1' } })) history.push(checkpoint);
      // Every checkpoint has exactly one parent chain: no forks.
      const parents = history.map((c) => c.parentConfig?.configurable?.checkpoint_id).filter(Boolean);
      expect(new Set(parents).size).toBe(parents.length);
    });

    it('answers busy when another turn holds the session too long', async () => {
      const graph = twoStepGraph(checkpointer);
      const slow = runner().run({ graph, graphName: 'counter', sessionId: 'busy-1', input: { delayMs: 400 }, stateOf });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(
        runner(50, 100).run({ graph, graphName: 'counter', sessionId: 'busy-1', input: { delayMs: 0 }, stateOf }),
      ).rejects.toBeInstanceOf(SessionBusyError);
      await slow;
    });

    it('writes the log in the transaction of a commit that takes it, once', async () => {
      const graph = twoStepGraph(checkpointer);
      await runner().run({
        graph,
        graphName: 'counter',
        sessionId: 'tx-log-1',
        input: {},
        stateOf,
        commit: (_values, logInsert) => store.db.transaction().execute(async (tx) => void (await logInsert(tx)?.execute())),
      });
      expect(await new StateLogRepository(store).forSession('tx-log-1')).toHaveLength(2);
    });

    it('still logs a turn whose commit fails after taking the log (the rollback drops it)', async () => {
      const graph = twoStepGraph(checkpointer);
      const failing = runner().run({
        graph,
        graphName: 'counter',
        sessionId: 'tx-log-2',
        input: {},
        stateOf,
        commit: (_values, logInsert) =>
          store.db.transaction().execute(async (tx) => {
            await logInsert(tx)?.execute();
            throw new Error('projection failed');
          }),
      });
      await expect(failing).rejects.toThrow('projection failed');
      const rows = await new StateLogRepository(store).forSession('tx-log-2');
      expect(rows.map((r) => r.node)).toEqual(['receive', 'answer']);
    });

    it('answers busy at once when told not to wait', async () => {
      const graph = twoStepGraph(checkpointer);
      const slow = runner().run({ graph, graphName: 'counter', sessionId: 'busy-0', input: { delayMs: 300 }, stateOf });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(
        runner().run({ graph, graphName: 'counter', sessionId: 'busy-0', input: {}, stateOf, lockWaitMs: 0 }),
      ).rejects.toBeInstanceOf(SessionBusyError);
      await slow;
    });

    it('stops a runaway turn at the per-turn node limit', async () => {
      const limited = new TurnRunner({ lock, stateLog: new StateLogRepository(store), stepBudget: 50, maxNodesPerTurn: 7 });
      await expect(limited.run({ graph: loopingGraph(checkpointer), graphName: 'loop', sessionId: 'loop-1', input: {} })).rejects.toBeInstanceOf(
        RunawayTurnError,
      );
      const rows = await new StateLogRepository(store).forSession('loop-1');
      // LangGraph notices the loop on the step after the limit.
      expect(rows.length).toBeLessThanOrEqual(8);
    });

    it('counts the step budget in turns across the session', async () => {
      const graph = twoStepGraph(checkpointer);
      const small = runner(2);
      await small.run({ graph, graphName: 'counter', sessionId: 'budget-1', input: {}, stateOf });
      await small.run({ graph, graphName: 'counter', sessionId: 'budget-1', input: {}, stateOf });
      const third = small.run({ graph, graphName: 'counter', sessionId: 'budget-1', input: {}, stateOf });
      await expect(third).rejects.toBeInstanceOf(StepBudgetExceededError);
      await expect(third).rejects.toThrowError(/exceeded its step budget of 2 turns/);
      const rows = await new StateLogRepository(store).forSession('budget-1');
      expect(rows.map((r) => r.turn)).toEqual([1, 1, 2, 2]);
    });

    it('continues a session after the store is reopened (restart)', async () => {
      await runner().run({ graph: twoStepGraph(checkpointer), graphName: 'counter', sessionId: 'restart-1', input: {}, stateOf });
      const reopened = openStore({ dataDir: opened.dataDir, databaseUrl: opened.databaseUrl });
      try {
        const again = await createCheckpointer(reopened);
        const fresh = new TurnRunner({
          lock: reopened.dialect === 'postgres' ? new PostgresSessionLock(reopened.pool!) : new InProcessSessionLock(),
          stateLog: new StateLogRepository(reopened),
          stepBudget: 50,
        });
        const result = await fresh.run<{ turns: number }>({
          graph: twoStepGraph(again),
          graphName: 'counter',
          sessionId: 'restart-1',
          input: {},
          stateOf,
        });
        expect(result.values.turns).toBe(2);
      } finally {
        if (reopened.dialect === 'postgres') await reopened.close();
      }
    });
  });
}

const postgres = storeTargets('engine across processes').find((t) => t.dialect === 'postgres')!;
describe.skipIf(!postgres.enabled)('runTurn with two independent pools (two server processes)', () => {
  it('serialises one session across both through the advisory lock', async () => {
    const opened = await postgres.open();
    const second = openStore({ dataDir: opened.dataDir, databaseUrl: opened.databaseUrl });
    try {
      const make = async (store: Store) => {
        const checkpointer = await createCheckpointer(store);
        const runner = new TurnRunner({ lock: new PostgresSessionLock(store.pool!), stateLog: new StateLogRepository(store), stepBudget: 100 });
        return () => runner.run<{ turns: number }>({ graph: twoStepGraph(checkpointer), graphName: 'counter', sessionId: 'shared', input: { delayMs: 10 }, stateOf });
      };
      const [a, b] = await Promise.all([make(opened.store), make(second)]);
      const results = await Promise.all([a(), b(), a(), b(), a(), b()]);
      expect(results.map((r) => r.values.turns).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
      const rows = await new StateLogRepository(opened.store).forSession('shared');
      expect(rows).toHaveLength(12);
      expectLinearChain(rows);
    } finally {
      await second.close();
      await opened.cleanup();
    }
  });

  it('answers busy at once in the other process when told not to wait', async () => {
    const opened = await postgres.open();
    const second = openStore({ dataDir: opened.dataDir, databaseUrl: opened.databaseUrl });
    try {
      const turn = async (store: Store, delayMs: number, lockWaitMs: number) => {
        const runner = new TurnRunner({ lock: new PostgresSessionLock(store.pool!), stateLog: new StateLogRepository(store), stepBudget: 100 });
        return runner.run({ graph: twoStepGraph(await createCheckpointer(store)), graphName: 'counter', sessionId: 'held', input: { delayMs }, stateOf, lockWaitMs });
      };
      const slow = turn(opened.store, 400, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(turn(second, 0, 0)).rejects.toBeInstanceOf(SessionBusyError);
      await slow;
      // The refused try left no lock behind: the next turn from the second process runs.
      await expect(turn(second, 0, 0)).resolves.toMatchObject({ nodesRun: 2 });
    } finally {
      await second.close();
      await opened.cleanup();
    }
  });
});
