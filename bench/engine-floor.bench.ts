/**
 * The engine floor: a bare one-node LangGraph.js invoke per thread with
 * MemorySaver, SqliteSaver and PostgresSaver. Later per-turn benchmarks divide
 * by these numbers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Annotation, END, MemorySaver, START, StateGraph, type BaseCheckpointSaver } from '@langchain/langgraph';
import { createCheckpointer } from '../src/engine/checkpointer.js';
import { migrate, openStore, type Store } from '../src/store/database.js';
import { createTestDatabase } from '../test/support/postgres.js';
import { time } from './stats.js';

const State = Annotation.Root({ n: Annotation<number>({ reducer: (a, b) => a + b, default: () => 0 }) });

export function floorGraph(checkpointer: BaseCheckpointSaver) {
  return new StateGraph(State)
    .addNode('step', async () => ({ n: 1 }))
    .addEdge(START, 'step')
    .addEdge('step', END)
    .compile({ checkpointer });
}

async function measure(name: string, checkpointer: BaseCheckpointSaver, iterations: number) {
  const graph = floorGraph(checkpointer);
  // 20 threads with repeated turns: the shape of real sessions; saved once per run, as the product saves a turn.
  const timing = await time((i) => graph.invoke({ n: 0 }, { configurable: { thread_id: `t${Math.abs(i) % 20}` }, durability: 'exit' }), iterations);
  return { bench: 'engine.floor', checkpointer: name, ...timing };
}

export async function run(): Promise<object[]> {
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 300);
  const results: Array<Record<string, unknown>> = [await measure('memory', new MemorySaver(), iterations)];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sangdam-bench-'));
  const sqlite = openStore({ dataDir });
  results.push(await measure('sqlite', await createCheckpointer(sqlite), iterations));
  await sqlite.close();
  rmSync(dataDir, { recursive: true, force: true });

  if (process.env.SANGDAM_TEST_PG_URL) {
    // A throwaway database, so the bench never writes into one that matters.
    const database = await createTestDatabase();
    const pg: Store = openStore({ dataDir, databaseUrl: database.url });
    await migrate(pg);
    results.push(await measure('postgres', await createCheckpointer(pg), iterations));
    await pg.close();
    await database.drop();
  } else {
    results.push({ bench: 'engine.floor', checkpointer: 'postgres', skipped: 'set SANGDAM_TEST_PG_URL to measure Postgres' });
  }
  const memory = results[0]!.p50_ms as number;
  return results.map((r) => (typeof r.p50_ms === 'number' ? { ...r, p50_ratio_vs_memory: Math.round(((r.p50_ms as number) / memory) * 100) / 100 } : r));
}
