/**
 * Search tokens: whole words (particles stripped) plus syllable bigrams, article
 * references as one token ("36조", "제 36 조" → "제36조"; "제43조의2"), numbers,
 * lower-cased Latin words, and statute short names expanded to the official
 * title's tokens (근기법 → 근로기준법).
 *
 * This runs over every statute article at index time, so the tables below are
 * built once and the scan is a single linear regex pass.
 */
import { LAW_ABBREVIATIONS } from './law-abbreviations.js';
import { normalizeText } from './normalize.js';
import { ALL_PARTICLES, stripParticle } from './particles.js';

// An article reference, a Hangul word (stopping before "제 36조"), a Latin word or a number.
const TOKEN =
  /(?:제\s?)?(\d{1,4})\s?(조|항|호)(?:\s?의\s?(\d{1,3}))?(?![원선점실])|((?:(?!제\s?\d)[\uac00-\ud7a3])+)|([a-z]+)|(\d+(?:\.\d+)?)/g;
const DIGIT_GROUP_COMMA = /(\d),(?=\d{3})/g;

const STOPWORDS = new Set([
  '및', '등', '또는', '그리고', '그', '이', '저', '제', '것', '수', '때', '더', '좀', '그냥', '혹은', '또', '아주', '너무', '진짜', '정말',
  '관한', '대한', '의한', '따른', '위한', '같은', '있는', '없는', '하는', '있다', '한다', '경우', '해당', '각', '다만', '이하', '이상',
  '등에', '등의', '안', '못', '잘',
]);

function pushWord(stem: string, out: string[]): void {
  out.push(stem);
  for (let i = 0; stem.length > 2 && i < stem.length - 1; i++) out.push(stem.slice(i, i + 2));
}

function wordTokens(word: string, out: string[], expandLaws = true): void {
  if (STOPWORDS.has(word) || ALL_PARTICLES.has(word)) return;
  const stem = stripParticle(word);
  const expansion = expandLaws ? (LAW_TOKENS.get(word) ?? LAW_TOKENS.get(stem)) : undefined;
  if (expansion) {
    out.push(...expansion);
    return;
  }
  if (!STOPWORDS.has(stem)) pushWord(stem, out);
}

function scan(text: string, out: string[]): void {
  for (const match of text.matchAll(TOKEN)) {
    const [, article, unit, branch, hangul, latin, number] = match;
    if (article !== undefined) out.push(`제${Number(article)}${unit}${branch === undefined ? '' : `의${Number(branch)}`}`);
    else if (hangul !== undefined) wordTokens(hangul, out);
    else if (latin !== undefined) out.push(latin);
    else if (number !== undefined) out.push(number);
  }
}

function prepare(input: string): string {
  return normalizeText(input).toLowerCase().replace(DIGIT_GROUP_COMMA, '$1');
}

// Short names and space-less official titles both map to the tokens of the spaced title.
const LAW_TOKENS: Map<string, readonly string[]> = (() => {
  const table = new Map<string, readonly string[]>();
  const titleTokens = (title: string) => {
    const out: string[] = [];
    for (const match of prepare(title).matchAll(TOKEN)) if (match[4]) wordTokens(match[4], out, false);
    return out;
  };
  for (const [short, title] of Object.entries(LAW_ABBREVIATIONS)) {
    const tokens = titleTokens(title);
    table.set(short, tokens);
    const compact = title.replace(/[\s·]/g, '');
    if (compact !== title) table.set(compact, tokens);
  }
  return table;
})();

/** Search tokens for `text`, in order of appearance (repeats kept for term frequency). */
export function tokenize(input: string): string[] {
  const out: string[] = [];
  scan(prepare(typeof input === 'string' ? input : ''), out);
  return out;
}
