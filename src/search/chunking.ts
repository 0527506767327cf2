/**
 * Long statute articles are also indexed one 항 at a time. BM25 divides a
 * match by the document's length, so in an article of ten paragraphs the one
 * paragraph a question is about scores weakly; as its own chunk it scores as a
 * short article would. The whole article stays in the index too (what a lookup
 * by article returns), and every chunk names it as its parent.
 */
import { statuteId, type CorpusDocument } from './corpus.js';

/** Articles longer than this many characters, with at least two 항, are chunked. */
export const LONG_ARTICLE_CHARS = 1500;

/** A circled number (①–⑳, ㉑–㉟, ㊱–㊿) at the start of a line opens a 항. */
const paragraphStart = /^[\u2460-\u2473\u3251-\u325f\u32b1-\u32bf]/u;

function circledNumber(mark: number): number {
  if (mark <= 0x2473) return mark - 0x2460 + 1;
  if (mark <= 0x325f) return mark - 0x3251 + 21;
  return mark - 0x32b1 + 36;
}

export function paragraphChunks(doc: CorpusDocument, longerThan = LONG_ARTICLE_CHARS): CorpusDocument[] {
  if (doc.doc_type !== 'statute' || doc.parent_id || !doc.law || !doc.article || doc.text.length <= longerThan) return [];
  const paragraphs: string[] = [];
  for (const line of doc.text.split('\n')) {
    if (paragraphStart.test(line) || paragraphs.length === 0) paragraphs.push(line);
    else paragraphs[paragraphs.length - 1] += `\n${line}`;
  }
  if (paragraphs.filter((p) => paragraphStart.test(p)).length < 2) return [];
  return paragraphs.flatMap((text) => {
    const mark = text.codePointAt(0)!;
    // Text before the first 항 (rare) is the article's lead-in: it stays with the whole article only.
    const paragraph = paragraphStart.test(text) ? `제${circledNumber(mark)}항` : null;
    return paragraph ? [{ ...doc, id: statuteId(doc.law!, doc.article!, paragraph), paragraph, text, parent_id: doc.id }] : [];
  });
}
