/**
 * `npm run eval:retrieval -- [--sets court-dev,plain-dev] [--limit N]`: indexes
 * ../shared/corpus/statutes.jsonl (and the starter corpus, as a server does) and
 * reports Recall@5, Recall@10 and MRR@10 on (a) court-style queries from
 * ../shared/eval/precedent_refs_dev.jsonl.gz and (b) our plain-language
 * questions (dev and test files), each next to a plain syllable-bigram BM25
 * baseline built in the same run. The decisions are split by a hash of their id:
 * half are ingested as the precedent corpus (the product ranks articles that
 * similar decisions cite), a quarter are dev queries, a quarter test queries, so
 * no query ever finds its own decision. Ranking is tuned on the dev sets only
 * (`--weights '{"precedent":2}'` overrides the ranking weights for that); the
 * test sets are the held-out numbers; `--posting-budget N` overrides how many
 * postings one search may read (on dev only, likewise). `--postgres` builds both indexes on
 * Postgres (throwaway databases under SANGDAM_TEST_PG_URL) instead of SQLite.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { tokenize } from '../../src/korean/tokenize.js';
import type { CorpusDocument } from '../../src/search/corpus.js';
import { parseStatuteLine } from '../../src/search/ingest/jsonl.js';
import { readManualDir, shippedManualDir } from '../../src/search/ingest/manual.js';
import { parsePrecedentLine } from '../../src/search/ingest/precedents.js';
import { rankingWeights, Retriever, type RankingWeights } from '../../src/search/retriever.js';
import { SearchIndex, type SearchHit } from '../../src/search/search-index.js';
import { Thesaurus } from '../../src/search/thesaurus.js';
import { migrate, openStore } from '../../src/store/database.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const shared = path.resolve(here, '../../../shared');
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const wanted = (option('--sets') ?? 'court-dev,court-test,plain-dev,plain-test').split(',');
const limit = Number(option('--limit') ?? Infinity);
const statutes = path.join(shared, 'corpus/statutes.jsonl');
if (!existsSync(statutes)) {
  console.error(`[skip] ${statutes} is absent: the retrieval eval needs ../shared/corpus.`);
  process.exit(0);
}

/** The baseline: every syllable bigram of the text, no query understanding. */
const bigramTokens = (text: string) => {
  const out: string[] = [];
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (word.length === 1) out.push(word);
    for (let i = 0; i < word.length - 1; i++) out.push(word.slice(i, i + 2));
  }
  return out;
};

/** `--postgres`: both indexes in throwaway databases under SANGDAM_TEST_PG_URL instead of SQLite. */
const pgParent = args.includes('--postgres') ? process.env.SANGDAM_TEST_PG_URL : undefined;
if (args.includes('--postgres') && !pgParent) throw new Error('--postgres needs SANGDAM_TEST_PG_URL to name a server and a parent database.');

async function throwawayDatabase(parentUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sangdam_eval_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: parentUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const url = new URL(parentUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

async function buildIndex(tokenizer: (t: string) => string[], docs: CorpusDocument[], postingBudget?: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sangdam-eval-retrieval-'));
  const database = pgParent ? await throwawayDatabase(pgParent) : undefined;
  const store = openStore({ dataDir: dir, databaseUrl: database?.url });
  await migrate(store);
  const index = new SearchIndex(store, tokenizer, { postingBudget });
  await index.upsert(docs);
  return { store, index, dir, drop: () => database?.drop() };
}

interface Query {
  text: string;
  gold: string[];
}

function score(results: SearchHit[][], queries: Query[]) {
  let r5 = 0;
  let r10 = 0;
  let mrr = 0;
  queries.forEach((q, i) => {
    const keys = results[i]!.map((h) => `${h.law}|${h.article}`);
    const found = (k: number) => q.gold.filter((g) => keys.slice(0, k).includes(g)).length / q.gold.length;
    r5 += found(5);
    r10 += found(10);
    const rank = keys.slice(0, 10).findIndex((key) => q.gold.includes(key));
    mrr += rank >= 0 ? 1 / (rank + 1) : 0;
  });
  const n = queries.length || 1;
  const r = (x: number) => Math.round((x / n) * 1000) / 1000;
  return { recall_at_5: r(r5), recall_at_10: r(r10), mrr_at_10: r(mrr) };
}

/** Decisions go to the corpus, dev or test by a hash of their id: stable, and blind to content. */
const splitOf = (id: string) => (['corpus', 'corpus', 'dev', 'test'] as const)[createHash('sha256').update(id).digest()[0]! & 3]!;
const precedentFile = path.join(shared, 'eval/precedent_refs_dev.jsonl.gz');
const precedentLines = existsSync(precedentFile) ? gunzipSync(readFileSync(precedentFile)).toString('utf8').split('\n').filter((l) => l.trim()) : [];
const precedentCorpus = precedentLines
  .filter((line) => splitOf((JSON.parse(line) as { id: string }).id) === 'corpus')
  .map((line, i) => parsePrecedentLine(line, `precedent_refs_dev:${i + 1}`))
  .flatMap((r) => (r.ok === true ? [r.document] : []));

const statuteDocs = readFileSync(statutes, 'utf8')
  .split('\n')
  .map((line, i) => parseStatuteLine(line, `statutes.jsonl:${i + 1}`, '2026-11-22'))
  .flatMap((r) => (r.ok === true ? [r.document] : []));
const keys = new Set(statuteDocs.map((d) => `${d.law}|${d.article}`));
// Our index holds what a server holds: the statutes, the shipped explanations and ingested decisions.
const budget = option('--posting-budget');
const ours = await buildIndex(tokenize, [...statuteDocs, ...readManualDir(shippedManualDir).documents, ...precedentCorpus], budget ? Number(budget) : undefined);
const baseline = await buildIndex(bigramTokens, statuteDocs, Infinity);
const thesaurusFile = path.resolve(here, '../../corpus/thesaurus.yaml');
const weights: RankingWeights = { ...rankingWeights, ...(JSON.parse(option('--weights') ?? '{}') as Partial<RankingWeights>) };
const retriever = new Retriever(ours.index, existsSync(thesaurusFile) ? Thesaurus.fromFile(thesaurusFile) : Thesaurus.empty(), { weights });

async function run(name: string, queries: Query[]) {
  const mine: SearchHit[][] = [];
  const base: SearchHit[][] = [];
  for (const q of queries) {
    mine.push(await retriever.retrieve(q.text, 10, { docType: 'statute' }));
    base.push(await baseline.index.search(q.text, 10, { docType: 'statute' }));
  }
  const a = score(mine, queries);
  const b = score(base, queries);
  return {
    set: name,
    queries: queries.length,
    sangdam: a,
    baseline_bigram_bm25: b,
    recall_at_5_ratio: b.recall_at_5 > 0 ? Math.round((a.recall_at_5 / b.recall_at_5) * 100) / 100 : null,
  };
}

function courtQueries(split: 'dev' | 'test'): Query[] {
  const out: Query[] = [];
  for (const line of precedentLines) {
    if (out.length >= limit) break;
    const row = JSON.parse(line) as { id: string; issues?: string; positives?: { law: string; article: string }[] };
    const gold = (row.positives ?? []).map((p) => `${p.law}|${p.article}`).filter((key) => keys.has(key));
    if (row.issues && gold.length > 0 && splitOf(row.id) === split) out.push({ text: row.issues, gold });
  }
  return out;
}

function plainQuestions(split: string): Query[] {
  const file = path.join(here, `questions-${split}.jsonl`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, limit)
    .map((l) => JSON.parse(l) as { question: string; gold: { law: string; article: string }[] })
    .map((q) => ({ text: q.question, gold: q.gold.map((g) => `${g.law}|${g.article}`) }));
}

const sets: Record<string, [string, () => Query[]]> = {
  'court-dev': ['precedent_refs_dev, dev quarter (court-style, 63-law corpus)', () => courtQueries('dev')],
  'court-test': ['precedent_refs_dev, test quarter (court-style, 63-law corpus, held out)', () => courtQueries('test')],
  'plain-dev': ['plain-language questions (dev)', () => plainQuestions('dev')],
  'plain-test': ['plain-language questions (test, held out)', () => plainQuestions('test')],
};
const report = [];
for (const name of wanted) {
  const set = sets[name];
  if (!set) throw new Error(`unknown set "${name}": choose from ${Object.keys(sets).join(', ')}`);
  report.push(await run(set[0], set[1]()));
}
console.log(JSON.stringify(report, null, 2));
for (const built of [ours, baseline]) {
  await built.store.close();
  await built.drop();
  rmSync(built.dir, { recursive: true, force: true });
}
