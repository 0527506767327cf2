/**
 * Query understanding: which laws a query names (official titles, titles
 * without spaces, short names such as 근기법), the article citations it makes
 * ("근로기준법 제36조", "근기법 36조", "같은 법 제109조" with the law before
 * it), and everyday words expanded to statute vocabulary from the thesaurus.
 */
import { LAW_ABBREVIATIONS } from '../korean/law-abbreviations.js';
import { normalizeText } from '../korean/normalize.js';
import { normaliseArticle } from './corpus.js';
import type { Thesaurus } from './thesaurus.js';

export interface Citation {
  law: string;
  article: string;
}

export interface UnderstoodQuery {
  /** The query with thesaurus terms added (the original words stay). */
  expanded: string;
  /** Laws named in the query, official titles. */
  laws: string[];
  citations: Citation[];
}

const ARTICLE = /제?\s?(\d{1,4})\s?조(?:\s?의\s?(\d{1,3}))?/g;

/** Official titles by every way people write them, longest first so "민사소송법" wins over "민법". */
export function lawNameIndex(officialTitles: readonly string[]): [string, string][] {
  const names = new Map<string, string>();
  for (const title of officialTitles) {
    names.set(title, title);
    names.set(title.replace(/\s+/g, ''), title);
  }
  for (const [short, title] of Object.entries(LAW_ABBREVIATIONS)) if (officialTitles.includes(title)) names.set(short, title);
  return [...names.entries()].sort((a, b) => b[0].length - a[0].length);
}

/** Names grouped by their first two characters, so a query is scanned once rather than once per name. */
const byPrefix = new WeakMap<readonly [string, string][], Map<string, [string, string][]>>();

function prefixIndex(names: readonly [string, string][]): Map<string, [string, string][]> {
  let index = byPrefix.get(names);
  if (!index) {
    index = new Map();
    for (const entry of names) {
      const key = entry[0].slice(0, 2);
      index.set(key, [...(index.get(key) ?? []), entry]);
    }
    byPrefix.set(names, index);
  }
  return index;
}

export function understandQuery(input: string, names: readonly [string, string][], thesaurus: Thesaurus): UnderstoodQuery {
  const text = normalizeText(input);
  const candidates = prefixIndex(names);
  const found: { at: number; name: string; law: string }[] = [];
  for (let at = 0; at < text.length - 1; at++) {
    for (const [name, law] of candidates.get(text.slice(at, at + 2)) ?? []) if (text.startsWith(name, at)) found.push({ at, name, law });
  }
  // Longest names claim their characters first, so "민사소송법" is not also "민법".
  found.sort((a, b) => b.name.length - a.name.length || a.at - b.at);
  const mentions: { at: number; end: number; law: string }[] = [];
  const taken: boolean[] = [];
  for (const { at, name, law } of found) {
    if (taken[at]) continue;
    for (let i = at; i < at + name.length; i++) taken[i] = true;
    mentions.push({ at, end: at + name.length, law });
  }
  mentions.sort((a, b) => a.at - b.at);
  const citations: Citation[] = [];
  for (const match of text.matchAll(ARTICLE)) {
    const at = match.index ?? 0;
    const article = normaliseArticle(`제${match[1]}조${match[2] ? `의${match[2]}` : ''}`);
    // The law is the nearest one named before the article ("같은 법" refers back to it too).
    const law = [...mentions].reverse().find((m) => m.end <= at)?.law;
    if (article && law) citations.push({ law, article });
  }
  return {
    expanded: [text, ...thesaurus.expand(text)].join(' '),
    laws: [...new Set(mentions.map((m) => m.law))],
    citations: citations.filter((c, i) => citations.findIndex((d) => d.law === c.law && d.article === c.article) === i),
  };
}
