import { Annotation, END, START, StateGraph, interrupt, Command } from '@langchain/langgraph';
import { PostgresSaver } from '@langchain/langgraph-checkpoint-postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeTargets } from '../../test/support/stores.js';
import type { Store } from '../store/database.js';
import { createCheckpointer } from './checkpointer.js';
import { SingleStatementPostgresSaver } from './postgres-saver.js';

const State = Annotation.Root({
  count: Annotation<number>({ reducer: (a, b) => a + b, default: () => 0 }),
  notes: Annotation<string[]>({ reducer: (a, b) => [...a, ...b], default: () => [] }),
  answer: Annotation<string | null>({ reducer: (_a, b) => b, default: () => null }),
  untouched: Annotation<string>({ reducer: (_a, b) => b, default: () => 'never written' }),
});

/** Counts, notes, then waits for an answer: a turn saves several channels and a pending interrupt. */
function waitingGraph(checkpointer: PostgresSaver) {
  return new StateGraph(State)
    .addNode('tally', async () => ({ count: 1, notes: ['counted'] }))
    .addNode('ask', async () => ({ answer: interrupt<string, string>('question') }))
    .addEdge(START, 'tally')
    .addEdge('tally', 'ask')
    .addEdge('ask', END)
    .compile({ checkpointer });
}

const postgres = storeTargets('postgres checkpointer').find((t) => t.dialect === 'postgres')!;
describe.skipIf(!postgres.enabled)('SingleStatementPostgresSaver', () => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await postgres.open();
    store = opened.store;
    cleanup = opened.cleanup;
  });
  afterAll(() => cleanup?.());

  it('is the checkpointer a Postgres store gets', async () => {
    expect(await createCheckpointer(store)).toBeInstanceOf(SingleStatementPostgresSaver);
  });

  it('saves turns that the library saver reads back whole, with their parent chain', async () => {
    const saver = (await createCheckpointer(store)) as SingleStatementPostgresSaver;
    const graph = waitingGraph(saver);
    const config = { configurable: { thread_id: 'batched-1' } };
    await graph.invoke({ count: 0 }, config);
    await graph.invoke(new Command({ resume: '네' }), config);
    await graph.invoke({ count: 5, notes: ['again'] }, config);

    const library = new PostgresSaver(store.pool!);
    const read = await waitingGraph(library).getState(config);
    expect(read.values).toEqual({ count: 7, notes: ['counted', 'again', 'counted'], answer: '네', untouched: 'never written' });
    expect(read.next).toEqual(['ask']);

    const history = [];
    for await (const tuple of library.list(config)) history.push(tuple);
    expect(history.length).toBeGreaterThan(3);
    for (const [i, tuple] of history.slice(0, -1).entries()) {
      expect(tuple.parentConfig?.configurable?.checkpoint_id).toBe(history[i + 1]!.checkpoint.id);
    }
  });

  it('saves the same checkpoint again harmlessly, and a failed save leaves no channel rows behind', async () => {
    const saver = (await createCheckpointer(store)) as SingleStatementPostgresSaver;
    const config = { configurable: { thread_id: 'batched-2' } };
    await waitingGraph(saver).invoke({ count: 0 }, config);
    const saved = (await saver.getTuple(config))!;
    const blobRows = async () => Number((await store.pool!.query(`select count(*) as n from checkpoint_blobs where thread_id = 'batched-2'`)).rows[0].n);
    const before = await blobRows();
    const target = { configurable: { thread_id: 'batched-2', checkpoint_ns: '' } };
    await saver.put(target, saved.checkpoint, saved.metadata!, saved.checkpoint.channel_versions);
    expect(await blobRows()).toBe(before);
    // A new channel version with metadata that is not JSON: the checkpoint row fails, so the blob must not land.
    const broken = { ...saved.checkpoint, id: 'broken-checkpoint', channel_versions: { ...saved.checkpoint.channel_versions, count: 'v-broken' } };
    vi.spyOn(saver as unknown as { _dumpMetadata: () => Promise<unknown> }, '_dumpMetadata').mockResolvedValueOnce('{not json');
    await expect(saver.put(target, broken, saved.metadata!, { count: 'v-broken' })).rejects.toThrow();
    expect(await blobRows()).toBe(before);
  });

  it('saves pending writes as the library does, a key written twice included', async () => {
    const ours = (await createCheckpointer(store)) as SingleStatementPostgresSaver;
    const library = new PostgresSaver(store.pool!);
    const batches: [string, unknown][][] = [
      // Only special channels: the library upserts one by one, so the last write of a key stays.
      [['__interrupt__', 'first'], ['__interrupt__', 'second'], ['__error__', 'boom']],
      // Regular channels beside a special one: inserted if absent, so the first write of a key stays.
      [['notes', ['a']], ['__error__', 'kept'], ['__error__', 'dropped'], ['answer', '네']],
    ];
    const saved = async (saver: PostgresSaver, thread: string) => {
      const config = { configurable: { thread_id: thread, checkpoint_ns: '', checkpoint_id: 'c1' } };
      for (const [i, writes] of batches.entries()) await saver.putWrites(config, writes, `task-${i}`);
      await saver.putWrites(config, [['answer', 'again']], 'task-1');
      const { rows } = await store.pool!.query(`select task_id, idx, channel, type, blob from checkpoint_writes where thread_id = $1 order by task_id, idx`, [thread]);
      return rows;
    };
    const expected = await saved(library, 'writes-library');
    expect(expected.length).toBeGreaterThan(4);
    expect(await saved(ours, 'writes-ours')).toEqual(expected);
  });
});
