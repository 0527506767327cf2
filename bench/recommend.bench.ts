/**
 * Recommend end to end, offline (rules interpreter, SQLite index of the shipped
 * catalogue): POST /api/v1/recommend through the real server and the service
 * in process, against a floor measured in the same run: a bare LangGraph with
 * the same shape (a chain, a three-way fan-out and join, then a chain) and
 * trivial nodes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Annotation, END, START, StateGraph } from '@langchain/langgraph';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/server/app.js';
import { createAppContext } from '../src/server/context.js';
import { time } from './stats.js';

const queries = [
  '이번 주 토요일 밤에 동명동에서 갈 만한 캐릭터 팝업 있어? 주차 되는 데로',
  '성수동 이번 주말 무료 팝업 추천해줘',
  '12월 첫째 주말에 잠실에서 아이랑 갈 만한 팝업',
  '요즘 새로 생긴 팝업 뭐 있어?',
  '강아지랑 같이 갈 수 있는 연남동 카페 팝업',
  '안녕하세요',
];

const State = Annotation.Root({ n: Annotation<number>({ reducer: (a, b) => a + b, default: () => 0 }) });

/** ingest → router → planner → {a, b, c} → sync → draft → validate → format: the recommend graph's shape, doing nothing. */
function floorGraph() {
  const step = async () => ({ n: 1 });
  return new StateGraph(State)
    .addNode('ingest', step)
    .addNode('router', step)
    .addNode('planner', step)
    .addNode('a', step)
    .addNode('b', step)
    .addNode('c', step)
    .addNode('sync', step)
    .addNode('draft', step)
    .addNode('validate', step)
    .addNode('format', step)
    .addEdge(START, 'ingest')
    .addEdge('ingest', 'router')
    .addEdge('router', 'planner')
    .addEdge('planner', 'a')
    .addEdge('planner', 'b')
    .addEdge('planner', 'c')
    .addEdge(['a', 'b', 'c'], 'sync')
    .addEdge('sync', 'draft')
    .addEdge('draft', 'validate')
    .addEdge('validate', 'format')
    .addEdge('format', END)
    .compile();
}

export async function run(): Promise<object[]> {
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sangdam-bench-recommend-'));
  const context = await createAppContext(loadConfig({ SANGDAM_DATA_DIR: dataDir, LOG_LEVEL: 'silent', SANGDAM_RATE_LIMIT: '1000000' }, { configFile: '/none' }), {
    watchKnowledge: false,
  });
  const app = await buildApp(context, { logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const body = (i: number) => ({ query: queries[Math.abs(i) % queries.length]!, reference_date: '2026-11-24' });
    const http = await time(async (i) => {
      const res = await fetch(`${base}/api/v1/recommend`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body(i)) });
      if (res.status !== 200) throw new Error(`recommend answered ${res.status}`);
      await res.json();
    }, iterations);
    const inProcess = await time((i) => context.recommend.recommend({ ...body(i), max_results: 5 }), iterations);
    const floor = floorGraph();
    const baseline = await time(() => floor.invoke({ n: 0 }), iterations);
    const r = (n: number) => Math.round(n * 1000) / 1000;
    return [
      {
        bench: 'recommend.e2e',
        store: 'sqlite',
        iterations,
        http_p50_ms: http.p50_ms,
        http_p99_ms: http.p99_ms,
        in_process_p50_ms: inProcess.p50_ms,
        in_process_p99_ms: inProcess.p99_ms,
        floor_p50_ms: baseline.p50_ms,
        floor_p99_ms: baseline.p99_ms,
        http_p50_ratio_vs_floor: r(http.p50_ms / baseline.p50_ms),
        in_process_p50_ratio_vs_floor: r(inProcess.p50_ms / baseline.p50_ms),
      },
    ];
  } finally {
    await app.close();
    await context.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
