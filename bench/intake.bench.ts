/**
 * Intake turns through the real HTTP API (scripted sessions) against the engine
 * floor: a bare LangGraph graph with the same checkpointer and the same number
 * of node runs per invoke, measured in the same process.
 *
 * A product turn resumes the node that paused for the person, runs the nodes
 * after it and pauses again in the node that asks the next question. The floor
 * has that shape too (a loop of trivial nodes, one of which pauses with
 * `interrupt()`), so it pays what LangGraph itself charges for a pause and a
 * resume. The straight chain of earlier measurements, which never pauses, is
 * reported beside it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Annotation, Command, END, START, StateGraph, interrupt, type BaseCheckpointSaver } from '@langchain/langgraph';
import { loadConfig } from '../src/config.js';
import { createCheckpointer } from '../src/engine/checkpointer.js';
import { buildApp } from '../src/server/app.js';
import { createAppContext } from '../src/server/context.js';
import { createTestDatabase } from '../test/support/postgres.js';
import { percentile } from './stats.js';

const accounts = [
  '집주인이 전세 보증금 2억을 계약 끝났는데 안 돌려줘요',
  '사장이 석 달째 월급을 안 줘요. 밀린 게 600만원이에요',
  '친구한테 500만원 빌려줬는데 안 갚아요 차용증은 없어요',
  '당근마켓에서 아이폰 산다고 45만원 보냈는데 판매자가 잠수탔어요',
];

function answerFor(type: string, field: string | null): string {
  if (type === 'boolean') return '네';
  if (type === 'date') return '작년 10월';
  if (type === 'integer') return /amount|deposit|rent|wage|income/.test(field ?? '') ? '300만원' : '2';
  if (type === 'choice') return '1번';
  return '모르겠어요';
}

const State = Annotation.Root({ n: Annotation<number>({ reducer: (a, b) => a + b, default: () => 0 }) });

/** A chain of `nodes` trivial nodes: the engine's cost for one turn of that many node runs. */
function chain(nodes: number, checkpointer: BaseCheckpointSaver) {
  let graph = new StateGraph(State) as unknown as StateGraph<typeof State.spec, any, any, string>;
  for (let i = 0; i < nodes; i++) graph = graph.addNode(`n${i}`, async () => ({ n: 1 })) as never;
  graph.addEdge(START, 'n0' as never);
  for (let i = 1; i < nodes; i++) graph.addEdge(`n${i - 1}` as never, `n${i}` as never);
  graph.addEdge(`n${nodes - 1}` as never, END);
  return graph.compile({ checkpointer });
}

/**
 * A loop of `nodes` trivial nodes whose first node waits for the person: invoked with a resume, it runs
 * the waiting node to its end, the others, and the waiting node again up to its pause — `nodes` node runs
 * that finish, as the product's state log counts them, plus the one that pauses.
 */
function pausingLoop(nodes: number, checkpointer: BaseCheckpointSaver) {
  let graph = new StateGraph(State) as unknown as StateGraph<typeof State.spec, any, any, string>;
  graph = graph.addNode('ask', async () => {
    interrupt('next question');
    return { n: 1 };
  }) as never;
  for (let i = 1; i < nodes; i++) graph = graph.addNode(`n${i}`, async () => ({ n: 1 })) as never;
  graph.addEdge(START, 'ask' as never);
  graph.addEdge('ask' as never, 'n1' as never);
  for (let i = 2; i < nodes; i++) graph.addEdge(`n${i - 1}` as never, `n${i}` as never);
  graph.addEdge(`n${nodes - 1}` as never, 'ask' as never);
  return graph.compile({ checkpointer });
}

async function measure(store: 'sqlite' | 'postgres', databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sangdam-bench-intake-'));
  const env: Record<string, string> = { SANGDAM_DATA_DIR: dataDir, LOG_LEVEL: 'silent', SANGDAM_RATE_LIMIT: '1000000' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const context = await createAppContext(loadConfig(env, { configFile: '/none' }), { watchKnowledge: false });
  const app = await buildApp(context, { logger: false });
  // Server time of a request (the measure): from Fastify's onRequest to onSend, handed to
  // the client in a Server-Timing header. The round trip adds the HTTP client and socket.
  const received = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => void received.set(request, performance.now()));
  app.addHook('onSend', async (request, reply) => void reply.header('server-timing', `app;dur=${performance.now() - received.get(request)!}`));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = async (route: string, body: unknown) => {
    const t = performance.now();
    const res = await fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json()) as { data: { session_id: string; current_state: string; expected_input: { type: string; field: string | null } } };
    const server = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);
    return { ms: server, roundTripMs: performance.now() - t, data: json.data };
  };
  const sessions = Number(process.env.BENCH_SESSIONS ?? 40);
  const turnTimes: number[] = [];
  const roundTrips: number[] = [];
  // The floor runs right after each turn, so load from other processes weighs on both alike.
  // Floors of 2–5 node runs are timed; the one matching the measured node runs per turn is used.
  const checkpointer = await createCheckpointer(context.store);
  const floorSizes = [2, 3, 4, 5];
  const floors = new Map(floorSizes.map((n) => [n, { graph: pausingLoop(n, checkpointer), times: [] as number[] }]));
  const straightFloors = new Map(floorSizes.map((n) => [n, { graph: chain(n, checkpointer), times: [] as number[] }]));
  // Saved as the product saves a turn (src/engine/run-turn.ts): once, when the run pauses or ends.
  const floorConfig = (thread: string) => ({ configurable: { thread_id: thread }, durability: 'exit' as const });
  // Each loop's threads start paused, as a session waits for the person between turns.
  for (let s = 0; s < sessions; s++) for (const floor of floors.values()) await floor.graph.invoke({ n: 0 }, floorConfig(`floor-${s}`));
  let floorRuns = 0;
  const timeFloor = async () => {
    const thread = `floor-${floorRuns++ % sessions}`;
    for (const floor of floors.values()) {
      const t = performance.now();
      await floor.graph.invoke(new Command({ resume: 'answer' }), floorConfig(thread));
      floor.times.push(performance.now() - t);
    }
    for (const floor of straightFloors.values()) {
      const t = performance.now();
      await floor.graph.invoke({ n: 0 }, floorConfig(`straight-${thread}`));
      floor.times.push(performance.now() - t);
    }
  };
  const ids: string[] = [];
  let busy = 0;
  const timedPost = async (route: string, body: unknown) => {
    const result = await post(route, body);
    busy += result.ms;
    turnTimes.push(result.ms);
    roundTrips.push(result.roundTripMs);
    await timeFloor();
    return result;
  };
  for (let s = 0; s < sessions; s++) {
    const first = await timedPost('/chat/start', { reference_date: '2026-11-22' });
    ids.push(first.data.session_id);
    let turn = await timedPost('/chat/message', { session_id: first.data.session_id, user_message: accounts[s % accounts.length] });
    for (let i = 0; i < 20 && turn.data.current_state === 'FACT_COLLECTION'; i++) {
      turn = await timedPost('/chat/message', { session_id: first.data.session_id, user_message: answerFor(turn.data.expected_input.type, turn.data.expected_input.field) });
    }
  }
  let nodeRuns = 0;
  for (const id of ids) nodeRuns += (await context.stateLog.forSession(id)).length;
  const nodesPerTurn = Math.min(5, Math.max(2, Math.round(nodeRuns / turnTimes.length)));
  const floorTimes = floors.get(nodesPerTurn)!.times;
  const straightTimes = straightFloors.get(nodesPerTurn)!.times;
  await app.close();
  await context.close();
  rmSync(dataDir, { recursive: true, force: true });

  turnTimes.sort((a, b) => a - b);
  floorTimes.sort((a, b) => a - b);
  straightTimes.sort((a, b) => a - b);
  roundTrips.sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 1000) / 1000;
  const p50 = percentile(turnTimes, 50);
  const floorP50 = percentile(floorTimes, 50);
  return {
    bench: 'intake.turn',
    store,
    sessions,
    turns: turnTimes.length,
    node_runs_per_turn: nodesPerTurn,
    turn_p50_ms: r(p50),
    turn_p99_ms: r(percentile(turnTimes, 99)),
    turns_per_sec: r((turnTimes.length / busy) * 1000),
    round_trip_p50_ms: r(percentile(roundTrips, 50)),
    floor_p50_ms: r(floorP50),
    floor_p99_ms: r(percentile(floorTimes, 99)),
    p50_ratio_vs_floor: r(p50 / floorP50),
    round_trip_p50_ratio_vs_floor: r(percentile(roundTrips, 50) / floorP50),
    straight_floor_p50_ms: r(percentile(straightTimes, 50)),
    p50_ratio_vs_straight_floor: r(p50 / percentile(straightTimes, 50)),
  };
}

export async function run(): Promise<object[]> {
  const results: object[] = [await measure('sqlite')];
  if (process.env.SANGDAM_TEST_PG_URL) {
    const database = await createTestDatabase();
    try {
      results.push(await measure('postgres', database.url));
    } finally {
      await database.drop();
    }
  } else {
    results.push({ bench: 'intake.turn', store: 'postgres', skipped: 'set SANGDAM_TEST_PG_URL to measure Postgres' });
  }
  return results;
}
