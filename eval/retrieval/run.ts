/**
 * `npm run eval:retrieval -- [--split dev|test] [--limit N]`: indexes
 * ../shared/corpus/statutes.jsonl and reports Recall@5, Recall@10 and MRR@10
 * on (a) court-style queries from ../shared/eval/precedent_refs_dev.jsonl.gz
 * and (b) our plain-language questions, next to a plain syllable-bigram BM25
 * baseline built in the same run.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { tokenize } from '../../src/korean/tokenize.js';
import { parseStatuteLine } from '../../src/search/ingest/jsonl.js';
import { Retriever } from '../../src/search/retriever.js';
import { SearchIndex, type SearchHit } from '../../src/search/search-index.js';
import { Thesaurus } from '../../src/search/thesaurus.js';
import { migrate, openStore } from '../../src/store/database.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const shared = path.resolve(here, '../../../shared');
const args = process.argv.slice(2);
const split = args.includes('--split') ? args[args.indexOf('--split') + 1]! : 'dev';
const limit = args.includes('--limit') ? Number(args[args.indexOf('--limit') + 1]) : Infinity;
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

async function buildIndex(tokenizer: (t: string) => string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sangdam-eval-retrieval-'));
  const store = openStore({ dataDir: dir });
  await migrate(store);
  const index = new SearchIndex(store, tokenizer);
  const docs = readFileSync(statutes, 'utf8')
    .split('\n')
    .map((line, i) => parseStatuteLine(line, `statutes.jsonl:${i + 1}`, '2026-11-22'))
    .flatMap((r) => (r.ok === true ? [r.document] : []));
  await index.upsert(docs);
  return { store, index, dir, keys: new Set(docs.map((d) => `${d.law}|${d.article}`)) };
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

const ours = await buildIndex(tokenize);
const baseline = await buildIndex(bigramTokens);
const thesaurusFile = path.resolve(here, '../../corpus/thesaurus.yaml');
const retriever = new Retriever(ours.index, ours.store, existsSync(thesaurusFile) ? Thesaurus.fromFile(thesaurusFile) : Thesaurus.empty());

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

const precedentFile = path.join(shared, 'eval/precedent_refs_dev.jsonl.gz');
const precedents: Query[] = [];
if (existsSync(precedentFile)) {
  for (const line of gunzipSync(readFileSync(precedentFile)).toString('utf8').split('\n')) {
    if (!line.trim() || precedents.length >= limit) continue;
    const row = JSON.parse(line) as { issues?: string; positives?: { law: string; article: string }[] };
    const gold = (row.positives ?? []).map((p) => `${p.law}|${p.article}`).filter((key) => ours.keys.has(key));
    if (row.issues && gold.length > 0) precedents.push({ text: row.issues, gold });
  }
}
const questionsFile = path.join(here, `questions-${split}.jsonl`);
const questions: Query[] = existsSync(questionsFile)
  ? readFileSync(questionsFile, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { question: string; gold: { law: string; article: string }[] })
      .map((q) => ({ text: q.question, gold: q.gold.map((g) => `${g.law}|${g.article}`) }))
  : [];

const report = [await run('precedent_refs_dev (court-style, 63-law corpus)', precedents), await run(`plain-language questions (${split})`, questions)];
console.log(JSON.stringify(report, null, 2));
for (const built of [ours, baseline]) {
  await built.store.close();
  rmSync(built.dir, { recursive: true, force: true });
}
