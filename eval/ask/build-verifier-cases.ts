/**
 * Builds the verifier eval set (eval/ask/verifier-{dev,test}.jsonl) from
 * ../shared/corpus/statutes.jsonl, deterministically: for each kind of
 * hallucination, articles that have the feature to corrupt; each corrupted
 * answer is paired with a grounded control (a faithful quote or a paraphrase)
 * of the same article. Rows keep only (law, article) references, the answer
 * and the gold label; the article texts are read from the corpus at eval time.
 * The split is by article, so no article appears in both splits.
 *
 *   npx tsx eval/ask/build-verifier-cases.ts
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { provisionBody } from '../../src/search/statute-text.js';
import { loadStatutes, type StatuteRow } from './statutes.js';
import type { VerifierCase } from './verifier.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const PER_KIND = 20;


const statutes = loadStatutes();
if (!statutes) process.exit(0);
const rows = statutes.filter((r) => r.text.length >= 40 && r.text.length <= 1500);
const laws = [...new Set(rows.map((r) => r.law))].sort();

const hash = (s: string) => createHash('sha256').update(s).digest();
const pick = <T>(items: readonly T[], seed: string): T => items[hash(seed).readUInt32BE(0) % items.length]!;
const splitOf = (r: StatuteRow) => (hash(`${r.law}|${r.article}`)[0]! % 2 === 0 ? 'dev' : 'test');

/** Sentences of an article's body without paragraph markers, longest useful first. */
function sentencesOf(r: StatuteRow): string[] {
  return provisionBody(r.text)
    .split(/(?<=다\.)\s*|\n+/)
    .map((s) => s.replace(/^[\s①-⑳]+|^\d+\.\s*/, '').trim())
    .filter((s) => s.length >= 20 && s.endsWith('다.'));
}

const cite = (r: StatuteRow) => `${r.law} ${r.article}`;
const quote = (sentence: string, r: StatuteRow) => `${sentence.replace(/\.$/, '')} (${cite(r)}).`;
function paraphrase(sentence: string, r: StatuteRow): string {
  const polite = sentence
    .replace(/하여야 한다\.$/, '해야 합니다.')
    .replace(/한다\.$/, '합니다.')
    .replace(/있다\.$/, '있습니다.')
    .replace(/없다\.$/, '없습니다.')
    .replace(/이다\.$/, '입니다.')
    .replace(/아니하다\.$/, '않습니다.');
  return `${cite(r)}에 따르면 ${polite}`;
}

/** A distractor from another law, so every case has more than one document. */
function distractor(r: StatuteRow): StatuteRow {
  const others = rows.filter((o) => o.law !== r.law && o.law.length > 0);
  return pick(others, `distractor:${r.law}:${r.article}`);
}

interface Corruption {
  kind: string;
  /** The sentence holds what this kind corrupts. */
  applies: (sentence: string, r: StatuteRow) => boolean;
  corrupt: (sentence: string, r: StatuteRow) => string;
}

/** The sentence with parenthesised text blanked out, same length, so positions still match. */
const outsideParentheses = (s: string) => s.replace(/\([^)]*\)/g, (m) => '·'.repeat(m.length));
const bump = (n: string, by = 1) => String(Number(n.replace(/,/g, '')) + by);
const articleNumber = (article: string) => Number(/\d+/.exec(article)![0]);

const corruptions: Corruption[] = [
  {
    kind: 'fabricated_article',
    applies: () => true,
    corrupt: (s, r) => `${s.replace(/\.$/, '')} (${r.law} ${r.article}, ${r.law} 제${articleNumber(r.article) + 2000}조).`,
  },
  {
    kind: 'wrong_article_number',
    applies: () => true,
    corrupt: (s, r) => `${s.replace(/\.$/, '')} (${r.law} 제${articleNumber(r.article) + 1}조).`,
  },
  {
    kind: 'wrong_law_name',
    applies: () => true,
    corrupt: (s, r) => `${s.replace(/\.$/, '')} (${pick(laws.filter((l) => l !== r.law), `law:${r.law}:${r.article}`)} ${r.article}).`,
  },
  {
    kind: 'wrong_penalty',
    applies: (s) => /\d+년 이하의 (징역|금고)|\d[\d,]*(만|천만|억)?\s?원 이하의 (벌금|과태료)/.test(s),
    corrupt: (s, r) =>
      quote(
        /\d+년 이하의 (징역|금고)/.test(s)
          ? s.replace(/(\d+)(년 이하의 (?:징역|금고))/, (_m, n: string, rest: string) => `${bump(n, 2)}${rest}`)
          : s.replace(/(\d[\d,]*)((?:만|천만|억)?\s?원 이하의 (?:벌금|과태료))/, (_m, n: string, rest: string) => `${bump(n, 3)}${rest}`),
        r,
      ),
  },
  {
    kind: 'wrong_amount',
    applies: (s) => /\d[\d,]*\s?(만|천만|억)?\s?원(?! 이하의 (벌금|과태료))|\d+\s?(명|배|세|회)/.test(s),
    corrupt: (s, r) =>
      quote(
        /\d[\d,]*\s?(만|천만|억)?\s?원(?! 이하의 (벌금|과태료))/.test(s)
          ? s.replace(/(\d[\d,]*)(\s?(?:만|천만|억)?\s?원)(?! 이하의 (?:벌금|과태료))/, (_m, n: string, rest: string) => `${bump(n, 5)}${rest}`)
          : s.replace(/(\d+)(\s?(?:명|배|세|회))/, (_m, n: string, rest: string) => `${bump(n, 2)}${rest}`),
        r,
      ),
  },
  {
    kind: 'wrong_deadline',
    applies: (s) => /\d+\s?(일|개월|주|시간)\s?(이내|이상|간|마다|이 지난|전|후)/.test(s),
    corrupt: (s, r) => quote(s.replace(/(\d+)(\s?(?:일|개월|주|시간)\s?(?:이내|이상|간|마다|이 지난|전|후))/, (_m, n: string, rest: string) => `${bump(n, 7)}${rest}`), r),
  },
  {
    kind: 'wrong_percentage',
    applies: (s) => /100분의 \d+|\d+\s?(퍼센트|%)/.test(s),
    corrupt: (s, r) =>
      quote(
        s.replace(/(100분의 )(\d+)|(\d+)(\s?(?:퍼센트|%))/, (_m, a?: string, n?: string, m?: string, unit?: string) =>
          a ? `${a}${bump(n!, 10)}` : `${bump(m!, 10)}${unit}`,
        ),
        r,
      ),
  },
  {
    kind: 'fabricated_case_number',
    applies: () => true,
    corrupt: (s, r) => `대법원 ${2010 + (articleNumber(r.article) % 14)}다${10000 + articleNumber(r.article) * 37} 판결과 같이, ${quote(s, r)}`,
  },
  {
    kind: 'flipped_condition',
    // Not inside a definition's parenthesis ("(이하 "법"이라 한다)"), which states no condition.
    applies: (s) => /이상|이하|초과|미만|하여야 한다\.$|할 수 없다\.$|아니한다\.$/.test(outsideParentheses(s)),
    corrupt: (s, r) => {
      const swaps: [RegExp, string][] = [
        [/이상/, '이하'],
        [/이하/, '이상'],
        [/초과/, '미만'],
        [/미만/, '초과'],
        [/하여야 한다\.$/, '하지 않아도 된다.'],
        [/할 수 없다\.$/, '할 수 있다.'],
        [/아니한다\.$/, '한다.'],
      ];
      const masked = outsideParentheses(s);
      const [from, to] = swaps.find(([from]) => from.test(masked))!;
      const at = from.exec(masked)!;
      return quote(`${s.slice(0, at.index)}${to}${s.slice(at.index + at[0].length)}`, r);
    },
  },
  {
    kind: 'unsupported_claim',
    applies: () => true,
    corrupt: (s, r) => {
      const other = distractorFar(r);
      return `${quote(s, r)} ${pick(sentencesOf(other), `claim:${r.law}:${r.article}`)}`;
    },
  },
];

/** A sentence source from a law that is neither the article's nor its distractor's. */
function distractorFar(r: StatuteRow): StatuteRow {
  const avoid = new Set([r.law, distractor(r).law]);
  return pick(
    rows.filter((o) => !avoid.has(o.law) && sentencesOf(o).length > 0),
    `far:${r.law}:${r.article}`,
  );
}

const cases: Record<'dev' | 'test', VerifierCase[]> = { dev: [], test: [] };
const used = new Set<string>();
for (const corruption of corruptions) {
  const perSplit = { dev: 0, test: 0 };
  const candidates = [...rows].sort((a, b) => hash(`${corruption.kind}:${a.law}:${a.article}`).compare(hash(`${corruption.kind}:${b.law}:${b.article}`)));
  for (const r of candidates) {
    const split = splitOf(r);
    if (perSplit[split] >= PER_KIND / 2 || used.has(`${r.law}|${r.article}`)) continue;
    const sentence = sentencesOf(r).find((s) => corruption.applies(s, r));
    if (!sentence) continue;
    const corrupted = corruption.corrupt(sentence, r);
    if (corrupted.includes(sentence.replace(/\.$/, '')) && !['fabricated_article', 'wrong_article_number', 'wrong_law_name', 'fabricated_case_number', 'unsupported_claim'].includes(corruption.kind)) continue;
    used.add(`${r.law}|${r.article}`);
    perSplit[split]++;
    const documents = [r, distractor(r)].map((d) => ({ law: d.law, article: d.article }));
    const n = String(cases[split].length / 2 + 1).padStart(3, '0');
    const controlKind = cases[split].length % 4 === 0 ? 'faithful_quote' : 'paraphrase';
    const control = controlKind === 'faithful_quote' ? quote(sentence, r) : paraphrase(sentence, r);
    const id = `v-${split}-${n}`;
    cases[split].push(
      { id: `${id}-h`, kind: corruption.kind, grounded: false, pair: `${id}-g`, documents, answer: corrupted },
      { id: `${id}-g`, kind: controlKind, grounded: true, pair: `${id}-h`, documents, answer: control },
    );
  }
}
for (const split of ['dev', 'test'] as const) {
  writeFileSync(path.join(here, `verifier-${split}.jsonl`), cases[split].map((c) => JSON.stringify(c)).join('\n') + '\n');
  console.log(`${split}: ${cases[split].length} cases`);
}
