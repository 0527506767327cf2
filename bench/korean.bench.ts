/**
 * Korean parser throughput on a mixed workload: every fixture expression run
 * through its own parser, against a trivial baseline (String.prototype.normalize
 * over the same inputs) measured in the same run. A second measurement runs the
 * tokenizer over statute-like text, the search indexing hot path.
 */
import {
  detectEmergency,
  extractEmotions,
  maskPii,
  parseAmount,
  parseAnswer,
  parseDate,
  tokenize,
} from '../src/korean/index.js';
import { AMOUNT_CASES } from '../src/korean/fixtures/amounts.js';
import { BOOLEAN_CASES, CHOICE_CASES, CHOICE_OPTIONS, INTEGER_CASES, STRING_CASES } from '../src/korean/fixtures/answers.js';
import { DATE_CASES, DATE_REFERENCE } from '../src/korean/fixtures/dates.js';
import { PII_CASES } from '../src/korean/fixtures/pii.js';
import { EMERGENCY_CASES, EMOTION_CASES, TOKEN_CASES } from '../src/korean/fixtures/signals.js';

type Job = [text: string, run: (text: string) => unknown];

function workload(): Job[] {
  return [
    ...DATE_CASES.map(([t]): Job => [t, (s) => parseDate(s, DATE_REFERENCE)]),
    ...AMOUNT_CASES.map(([t]): Job => [t, (s) => parseAmount(s)]),
    ...BOOLEAN_CASES.map(([t]): Job => [t, (s) => parseAnswer(s, { type: 'boolean' })]),
    ...CHOICE_CASES.map(([t]): Job => [t, (s) => parseAnswer(s, { type: 'choice', options: CHOICE_OPTIONS })]),
    ...INTEGER_CASES.map(([t]): Job => [t, (s) => parseAnswer(s, { type: 'integer' })]),
    ...STRING_CASES.map(([t]): Job => [t, (s) => parseAnswer(s, { type: 'string' })]),
    ...PII_CASES.map(([t]): Job => [t, (s) => maskPii(s)]),
    ...EMERGENCY_CASES.map(([t]): Job => [t, (s) => detectEmergency(s)]),
    ...EMOTION_CASES.map(([t]): Job => [t, (s) => extractEmotions(s)]),
    ...TOKEN_CASES.map(([t]): Job => [t, (s) => tokenize(s)]),
  ];
}

/** Repeats `pass` until `minMs` have elapsed; returns passes per second. */
function rate(pass: () => void, minMs: number): number {
  for (let i = 0; i < 3; i++) pass(); // warm-up
  let passes = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    pass();
    passes++;
    elapsed = performance.now() - started;
  }
  return (passes / elapsed) * 1000;
}

const round = (n: number) => Math.round(n * 100) / 100;

// Article-shaped text: numbered clauses, references, particles, 및/또는.
const ARTICLE =
  '제23조(해고 등의 제한) ① 사용자는 근로자에게 정당한 이유 없이 해고, 휴직, 정직, 전직, 감봉, 그 밖의 징벌(懲罰)을 하지 못한다. ' +
  '② 사용자는 근로자가 업무상 부상 또는 질병의 요양을 위하여 휴업한 기간과 그 후 30일 동안 또는 산전(産前)·산후(産後)의 여성이 ' +
  '이 법에 따라 휴업한 기간과 그 후 30일 동안은 해고하지 못한다. 다만, 제84조에 따라 일시보상을 하였을 경우 또는 사업을 계속할 수 없게 된 경우에는 그러하지 아니하다.';

export async function run(): Promise<object[]> {
  const minMs = Number(process.env.BENCH_MIN_MS ?? 1500);
  const jobs = workload();
  let sink = 0;
  const parsers = rate(() => {
    for (const [text, parse] of jobs) sink += parse(text) === undefined ? 0 : 1;
  }, minMs);
  const baseline = rate(() => {
    for (const [text] of jobs) sink += text.normalize('NFC').length;
  }, minMs);
  const articles = rate(() => {
    sink += tokenize(ARTICLE).length;
  }, minMs);
  const articleBaseline = rate(() => {
    sink += ARTICLE.normalize('NFC').split(' ').length;
  }, minMs);
  if (sink < 0) console.log(sink); // keeps the work observable
  return [
    {
      bench: 'korean.parsers',
      expressions: jobs.length,
      expressions_per_sec: round(parsers * jobs.length),
      baseline: 'String.prototype.normalize',
      baseline_per_sec: round(baseline * jobs.length),
      ratio: round(baseline / parsers),
    },
    {
      bench: 'korean.tokenize',
      article_chars: ARTICLE.length,
      articles_per_sec: round(articles),
      chars_per_sec: round(articles * ARTICLE.length),
      baseline: 'normalize + split',
      baseline_per_sec: round(articleBaseline),
      ratio: round(articleBaseline / articles),
      est_seconds_for_200k_articles: round(200_000 / articles),
    },
  ];
}
