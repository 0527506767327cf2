/**
 * The full statute corpus (../shared/corpus/statutes_all.jsonl.gz, 204,484
 * articles) indexed on SQLite, and on Postgres when SANGDAM_BENCH_PG_URL or
 * SANGDAM_TEST_PG_URL names a server (a throwaway database is created and
 * dropped): build time, index size, peak memory sampled during the build, and
 * query latency p50/p99 over 1,000 mixed queries (plain-language questions,
 * court-style holdings, citations, short topic words) through the retriever,
 * next to plain BM25 over the same queries in the same process, each also as
 * CPU time per query (the steadier number on a machine shared with others).
 * Skips with a notice when the corpus is absent. Not part of `npm test`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { tokenize } from '../src/korean/tokenize.js';
import { readManualDir, shippedManualDir } from '../src/search/ingest/manual.js';
import { ingestJsonl } from '../src/search/ingest/run.js';
import { Retriever } from '../src/search/retriever.js';
import { SearchIndex } from '../src/search/search-index.js';
import { Thesaurus } from '../src/search/thesaurus.js';
import { migrate, openStore, type Store } from '../src/store/database.js';
import { time } from './stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const shared = path.resolve(here, '../../shared');
const corpus = path.join(shared, 'corpus/statutes_all.jsonl.gz');
const pgUrl = process.env.SANGDAM_BENCH_PG_URL || process.env.SANGDAM_TEST_PG_URL || undefined;
const QUERIES = 1000;
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

/** A deterministic mix: a quarter each of plain questions, court holdings, citations and topic words. */
function mixedQueries(): string[] {
  const plain = ['dev', 'test'].flatMap((split) =>
    readFileSync(path.resolve(here, `../eval/retrieval/questions-${split}.jsonl`), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => (JSON.parse(l) as { question: string }).question),
  );
  const precedentFile = path.join(shared, 'eval/precedent_refs_dev.jsonl.gz');
  const court = existsSync(precedentFile)
    ? gunzipSync(readFileSync(precedentFile))
        .toString('utf8')
        .split('\n')
        .filter((l) => l.trim())
        .slice(0, QUERIES / 4)
        .map((l) => (JSON.parse(l) as { issues: string }).issues)
    : [];
  const manual = readManualDir(shippedManualDir).documents;
  const citations = manual.map((d) => `${d.law} ${d.article}`);
  const topics = manual.map((d) => d.title!.replace(/\s*\(해설\)\s*/, '').split(/\s+/).slice(0, 2).join(' '));
  const pools = [plain, court.length ? court : plain, citations, topics];
  return Array.from({ length: QUERIES }, (_, i) => pools[i % 4]![Math.floor(i / 4) % pools[i % 4]!.length]!);
}

async function measure(store: Store, backend: string, size: () => Promise<number>) {
  await migrate(store);
  const index = new SearchIndex(store, tokenize);
  let peak = process.memoryUsage().rss;
  const started = performance.now();
  const report = await ingestJsonl(index, corpus, '2026-11-22', () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  });
  const buildMs = performance.now() - started;
  console.warn(`[search bench] ${backend}: ${report.ingested} articles indexed in ${(buildMs / 1000).toFixed(1)} s; querying …`);
  await index.upsert(readManualDir(shippedManualDir).documents);
  const retriever = new Retriever(index, Thesaurus.fromFile(path.resolve(here, '../corpus/thesaurus.yaml')));
  const queries = mixedQueries();
  const ours = await time((i) => retriever.retrieve(queries[Math.max(i, 0) % queries.length]!, 10), QUERIES);
  const plain = await time((i) => index.search(queries[Math.max(i, 0) % queries.length]!, 10), QUERIES);
  return {
    bench: `search index on ${backend}`,
    articles: report.ingested,
    skipped: report.skipped.length,
    build_s: Math.round(buildMs / 100) / 10,
    index_mb: mb(await size()),
    peak_rss_mb: mb(peak),
    query_p50_ms: ours.p50_ms,
    query_p99_ms: ours.p99_ms,
    plain_bm25_p50_ms: plain.p50_ms,
    plain_bm25_p99_ms: plain.p99_ms,
    query_cpu_p50_ms: ours.cpu_p50_ms,
    query_cpu_p99_ms: ours.cpu_p99_ms,
    plain_bm25_cpu_p50_ms: plain.cpu_p50_ms,
    p50_ratio_to_plain_bm25: Math.round((ours.p50_ms / plain.p50_ms) * 100) / 100,
    targets: { query_p50_ms: 10, sqlite_build_s: 120 },
  };
}

async function onSqlite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sangdam-bench-search-'));
  const store = openStore({ dataDir: dir });
  try {
    return await measure(store, 'SQLite (FTS5)', async () => {
      store.sqlite!.pragma('wal_checkpoint(TRUNCATE)');
      return statSync(store.location).size;
    });
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(parentUrl: string) {
  const name = `sangdam_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: parentUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(parentUrl);
  url.pathname = `/${name}`;
  const store = openStore({ dataDir: tmpdir(), databaseUrl: url.toString() });
  try {
    return await measure(store, 'Postgres (tsvector + GIN)', async () => {
      const result = await store.pool!.query(`select pg_total_relation_size('search_document') as bytes`);
      return Number((result.rows[0] as { bytes: string }).bytes);
    });
  } finally {
    await store.close();
    await admin.query(`drop database if exists "${name}"`);
    await admin.end();
  }
}

export async function run(): Promise<object[]> {
  if (!existsSync(corpus)) {
    console.warn(`[skip] search bench: ${corpus} is absent.`);
    return [{ bench: 'search index', skipped: `${corpus} is absent` }];
  }
  const results: object[] = [await onSqlite()];
  // Shown at once: the Postgres run takes a while longer.
  console.warn(`[search bench] ${JSON.stringify(results[0])}`);
  if (pgUrl) results.push(await onPostgres(pgUrl));
  else console.warn('[skip] search bench on Postgres: set SANGDAM_BENCH_PG_URL (or SANGDAM_TEST_PG_URL) to run it.');
  return results;
}
