/**
 * The documents an answer is checked against, indexed once: each provision's
 * law and article (given, or read from its title/text when a client sends
 * bare text), its values by claim kind, its sentences and syllable bigrams.
 */
import { normalizeText } from '../../../korean/normalize.js';
import { provisionBody } from '../../../search/statute-text.js';
import { valuesIn, type ClaimKind } from './claims.js';

export interface SourceDocument {
  law?: string | null | undefined;
  article?: string | null | undefined;
  title?: string | null | undefined;
  text: string;
}

export interface Provision {
  index: number;
  law: string | null;
  article: string | null;
  text: string;
  /** Text without spaces, for look-ups of names and case numbers. */
  compact: string;
  values: Map<ClaimKind, Set<string>>;
  sentences: { text: string; grams: Set<string> }[];
  grams: Set<string>;
}

const CIRCLED = '①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳';

/** Syllable bigrams of the letters and digits of a text (single-syllable words count whole). */
export function bigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of normalizeText(text).match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (word.length === 1) out.add(word);
    for (let i = 0; i < word.length - 1; i++) out.add(word.slice(i, i + 2));
  }
  return out;
}

export function indexProvisions(documents: readonly SourceDocument[]): Provision[] {
  return documents.map((doc, index) => {
    const body = provisionBody(doc.text);
    const sentences = body
      // The answer splitter's boundaries, so a quoted sentence meets its own source sentence.
      .split(/(?<=[가-힣)\]」』][.!?])\s+|(?<=다\.)(?=\S)|\n+/)
      .map((s) => s.trim())
      .filter((s) => s.length > 0)
      .map((s) => ({ text: s, grams: bigrams(s) }));
    return {
      index,
      law: doc.law ?? null,
      article: doc.article ?? null,
      text: body,
      compact: `${doc.law ?? ''}${doc.article ?? ''}${doc.title ?? ''}${body}`.replace(/\s+/g, ''),
      values: valuesIn(body),
      sentences,
      grams: bigrams(body),
    };
  });
}

/** Whether a provision has paragraph ①… numbered `paragraph` and item "N." numbered `item`. */
export function hasParts(provision: Provision, paragraph: number | null, item: number | null): boolean {
  if (paragraph !== null && paragraph > 1 && !provision.text.includes(CIRCLED[paragraph - 1] ?? `제${paragraph}항`)) return false;
  if (item !== null && !new RegExp(`(?:^|\\n)\\s*${item}\\.\\s`).test(provision.text)) return false;
  return true;
}
