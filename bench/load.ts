/**
 * `npm run bench:load`: throughput and latency of real `sangdam serve`
 * processes on loopback, with a fixed request count per scenario.
 * - intake turns (scripted sessions; each worker runs one session at a time and
 *   starts a new one when it ends; every request goes to a random instance) on
 *   SQLite × 1 instance, Postgres × 1 and Postgres × 2;
 * - search (GET /api/v1/search) and recommend (POST /api/v1/recommend) on
 *   SQLite and Postgres;
 * each with floors from the same run: the bare LangGraph invoke on the same
 * checkpointer (bench/engine-floor.bench.ts) and GET /health on the same server.
 * Prints one JSON line per measurement. Needs SANGDAM_TEST_PG_URL for Postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { answerFor, openers, referenceDate, type Expected } from '../test/support/intake-driver.js';
import { createTestDatabase } from '../test/support/postgres.js';
import { startServerProcess, type ServerProcess } from '../test/support/server-process.js';
import { run as engineFloor } from './engine-floor.bench.js';
import { percentile } from './stats.js';

const turnRequests = Number(process.env.BENCH_LOAD_TURNS ?? 400);
const searchRequests = Number(process.env.BENCH_LOAD_SEARCHES ?? 2000);
const recommendRequests = Number(process.env.BENCH_LOAD_RECOMMENDS ?? 400);
const workers = Number(process.env.BENCH_LOAD_CONCURRENCY ?? 8);
const round = (n: number) => Math.round(n * 100) / 100;

interface LatencyReport {
  requests: number;
  non_2xx: number;
  per_sec: number;
  p50_ms: number;
  p99_ms: number;
}

function summarise(samples: number[], failures: number, wallMs: number): LatencyReport {
  const sorted = [...samples].sort((a, b) => a - b);
  return { requests: samples.length, non_2xx: failures, per_sec: round((samples.length / wallMs) * 1000), p50_ms: round(percentile(sorted, 50)), p99_ms: round(percentile(sorted, 99)) };
}

/**
 * `workers` loops issuing `total` requests in all, each timed from send to the
 * end of the body. (autocannon's amount mode ends on a whole-second tick, too
 * coarse for short runs, so this driver measures instead.)
 */
async function drive(total: number, step: (worker: number) => Promise<boolean>): Promise<LatencyReport> {
  const samples: number[] = [];
  let failures = 0;
  let issued = 0;
  const loop = async (worker: number) => {
    while (issued < total) {
      issued++;
      const started = performance.now();
      const ok = await step(worker);
      samples.push(performance.now() - started);
      if (!ok) failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)));
  return summarise(samples, failures, performance.now() - started);
}

async function get(url: string): Promise<boolean> {
  const res = await fetch(url);
  await res.arrayBuffer();
  return res.status === 200;
}

async function postJson(url: string, body: unknown): Promise<boolean> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return res.status === 200;
}

/** Scripted people, one session at a time each; session starts count as requests (they run the graph too). */
function intakeTurns(urls: string[], total: number): Promise<LatencyReport> {
  const sessions: Array<{ id: string; expected: Expected; turns: number } | undefined> = [];
  const post = async (route: string, body: unknown) => {
    const url = urls[Math.floor(Math.random() * urls.length)]!;
    const res = await fetch(`${url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json()) as { data?: { session_id: string; expected_input: Expected } };
    return res.status === 200 ? json.data : undefined;
  };
  return drive(total, async (worker) => {
    const session = sessions[worker];
    if (!session) {
      const data = await post('/chat/start', { channel: 'api', reference_date: referenceDate });
      sessions[worker] = data && { id: data.session_id, expected: data.expected_input, turns: 0 };
      return data !== undefined;
    }
    const text = session.turns === 0 ? openers[(worker + session.turns) % openers.length]! : answerFor(session.expected);
    const data = await post('/chat/message', { session_id: session.id, user_message: text });
    sessions[worker] = data && data.expected_input.type !== 'none' ? { id: session.id, expected: data.expected_input, turns: session.turns + 1 } : undefined;
    return data !== undefined;
  });
}

const searchQuery = `/api/v1/search?q=${encodeURIComponent('보증금을 돌려받지 못했어요')}&k=5`;
const recommendQueries = ['이번 주 토요일 밤에 동명동에서 갈 만한 캐릭터 팝업 있어? 주차 되는 데로', '성수동 무료 전시 팝업 추천해 줘', '아이랑 갈 만한 주말 팝업 알려줘'];

interface Floor {
  p50_ms: number;
  per_sec: number;
}

async function scenario(store: 'sqlite' | 'postgres', instances: number, env: Record<string, string>, engine: Floor | undefined): Promise<object[]> {
  const servers: ServerProcess[] = await Promise.all(Array.from({ length: instances }, () => startServerProcess({ ...env, SANGDAM_RATE_LIMIT: '1000000', SANGDAM_SESSION_RATE_LIMIT: '1000000' })));
  try {
    const urls = servers.map((server) => server.url);
    await intakeTurns(urls, workers * 4); // warm-up: JIT, pools, knowledge caches
    const http = await drive(1000, () => get(`${urls[0]}/health`));
    const versus = (report: LatencyReport, graph = true) => ({
      p50_ratio_vs_http_floor: round(report.p50_ms / Math.max(1, http.p50_ms)),
      ...(engine && graph ? { p50_ratio_vs_engine_floor: round(report.p50_ms / engine.p50_ms), per_sec_ratio_vs_engine_floor: round(report.per_sec / engine.per_sec) } : {}),
    });
    const turns = await intakeTurns(urls, turnRequests);
    const results: object[] = [
      { bench: 'load.http_floor', store, instances, route: 'GET /health', ...http },
      { bench: 'load.intake_turns', store, instances, concurrency: workers, ...turns, ...versus(turns) },
    ];
    if (instances === 1) {
      const search = await drive(searchRequests, () => get(`${urls[0]}${searchQuery}`));
      results.push({ bench: 'load.search', store, instances, concurrency: workers, ...search, ...versus(search, false) });
      const recommend = await drive(recommendRequests, (worker) =>
        postJson(`${urls[0]}/api/v1/recommend`, { query: recommendQueries[worker % recommendQueries.length], reference_date: referenceDate }),
      );
      results.push({ bench: 'load.recommend', store, instances, concurrency: workers, ...recommend, ...versus(recommend, false) });
    }
    return results;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

// Other work on the machine moves every number: print how busy it was.
const machine = () => ({ bench: 'load.machine', cpus: cpus().length, loadavg_1m: round(loadavg()[0]!) });
console.log(JSON.stringify({ ...machine(), at: 'start' }));
const dataDir = mkdtempSync(path.join(tmpdir(), 'sangdam-load-'));
try {
  const floors = (await engineFloor()) as Array<{ checkpointer: string } & Partial<Floor>>;
  for (const floor of floors) console.log(JSON.stringify(floor));
  const floorOf = (store: string) => floors.find((f) => f.checkpointer === store && f.p50_ms !== undefined) as Floor | undefined;
  const print = (lines: object[]) => lines.forEach((line) => console.log(JSON.stringify(line)));
  print(await scenario('sqlite', 1, { SANGDAM_DATA_DIR: dataDir }, floorOf('sqlite')));
  if (process.env.SANGDAM_TEST_PG_URL) {
    for (const instances of [1, 2]) {
      const database = await createTestDatabase();
      try {
        print(await scenario('postgres', instances, { DATABASE_URL: database.url, SANGDAM_DATA_DIR: dataDir }, floorOf('postgres')));
      } finally {
        await database.drop();
      }
    }
  } else {
    console.log(JSON.stringify({ bench: 'load.intake_turns', store: 'postgres', skipped: 'set SANGDAM_TEST_PG_URL to measure Postgres' }));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(JSON.stringify({ ...machine(), at: 'end' }));
}
