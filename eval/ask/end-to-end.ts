/**
 * Part (b) of `npm run eval:ask`: plain-language questions answered end to end
 * (retrieve → generate → hallucination_check → regenerate_strict) against the
 * real statute corpus, indexed into a temporary store. Reports the share of
 * grounded answers, of 근거 부족 answers, and citation accuracy against the
 * gold articles: precision (cited articles that are gold) and the share of
 * questions whose answer cites at least one gold article.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RulesAskInterpreter } from '../../src/interpret/rules/ask.js';
import { loadKnowledge } from '../../src/knowledge/compile.js';
import { tokenize } from '../../src/korean/tokenize.js';
import { parseStatuteLine } from '../../src/search/ingest/jsonl.js';
import { SearchIndex } from '../../src/search/search-index.js';
import { migrate, openStore } from '../../src/store/database.js';
import { AskService } from '../../src/workflows/ask/service.js';
import { statutesFile } from './statutes.js';

const here = path.dirname(fileURLToPath(import.meta.url));

interface Question {
  id: string;
  question: string;
  gold: { law: string; article: string }[];
}

export async function openStatuteAsk() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sangdam-eval-ask-'));
  const store = openStore({ dataDir: dir });
  await migrate(store);
  const index = new SearchIndex(store, tokenize);
  const docs = readFileSync(statutesFile, 'utf8')
    .split('\n')
    .map((line, i) => parseStatuteLine(line, `statutes.jsonl:${i + 1}`, '2026-11-22'))
    .flatMap((r) => (r.ok === true ? [r.document] : []));
  await index.upsert(docs);
  const knowledge = await loadKnowledge(path.resolve(here, '../../knowledge'));
  const service = new AskService(AskService.depsFor(index, new RulesAskInterpreter(), () => knowledge));
  return {
    service,
    insufficient: knowledge.messages('ASK_INSUFFICIENT')[0]?.message_text.slice(0, 5) ?? '근거 부족',
    async close() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const CITATION = /\(([^()]+?) (제\d+조(?:의\d+)?)\)/g;
const round = (x: number) => Math.round(x * 1000) / 1000;

export async function runEndToEnd(split: string, ask: Awaited<ReturnType<typeof openStatuteAsk>>) {
  // The plain-language questions written for the retrieval eval, with their gold articles.
  const questions = readFileSync(path.resolve(here, `../retrieval/questions-${split}.jsonl`), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Question);
  let grounded = 0;
  let insufficient = 0;
  let citedTotal = 0;
  let citedGold = 0;
  let hit = 0;
  let regenerated = 0;
  for (const q of questions) {
    const result = await ask.service.ask({ question: q.question, n_results: 5, filter_type: 'statute', max_retries: 1 });
    if (result.grounded) grounded++;
    if (result.retry_count > 0) regenerated++;
    if (result.answer.startsWith(ask.insufficient)) insufficient++;
    const gold = new Set(q.gold.map((g) => `${g.law}|${g.article}`));
    const cited = new Set([...result.answer.matchAll(CITATION)].map((m) => `${m[1]}|${m[2]}`));
    citedTotal += cited.size;
    const good = [...cited].filter((c) => gold.has(c)).length;
    citedGold += good;
    if (good > 0) hit++;
  }
  const n = questions.length;
  return {
    split,
    questions: n,
    grounded_share: round(grounded / n),
    regenerated_share: round(regenerated / n),
    insufficient_share: round(insufficient / n),
    citation_precision: round(citedGold / Math.max(1, citedTotal)),
    questions_citing_a_gold_article: round(hit / n),
  };
}
