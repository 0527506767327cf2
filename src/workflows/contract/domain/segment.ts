/**
 * Splits contract text into clauses: "제N조(제목)" articles first; without
 * them, numbered items ("1.", "2)") and "항목:" headings (also as "- 항목:" bullets). Offsets point into
 * the text so a finding can highlight its clause.
 */
import type { Clause } from './types.js';

const ARTICLE = /^[ \t]*(제\s*\d+\s*조(?:의\s*\d+)?)\s*(?:[(（]([^)）\n]{1,30})[)）])?/gm;
const NUMBERED = /^[ \t]*(\d{1,2})\s*[.)]\s*([^:：\n]{0,30})/gm;
const HEADING = /^[ \t]*(?:[-•*]\s*)?([가-힣][가-힣 ·/]{0,14}?)\s*[:：]/gm;

interface Start {
  index: number;
  ref: string;
  title: string;
}

export function segmentClauses(text: string): Clause[] {
  const articles = starts(text, ARTICLE, (m) => ({ ref: m[1]!.replace(/\s+/g, ''), title: (m[2] ?? '').trim() }));
  const found = articles.length > 0 ? articles : [
    ...starts(text, NUMBERED, (m) => ({ ref: `${m[1]}.`, title: m[2]!.trim() })),
    ...starts(text, HEADING, (m) => ({ ref: m[1]!.trim(), title: m[1]!.trim() })),
  ].sort((a, b) => a.index - b.index);
  // A numbered item and a heading on the same line are one clause.
  const unique = found.filter((start, i) => i === 0 || lineOf(text, start.index) !== lineOf(text, found[i - 1]!.index));
  return unique.map((start, i) => {
    const end = unique[i + 1]?.index ?? text.length;
    const body = text.slice(start.index, end).trimEnd();
    return { ref: start.ref, title: start.title || start.ref, text: body, start: start.index, end: start.index + body.length };
  });
}

function starts(text: string, pattern: RegExp, read: (m: RegExpExecArray) => Omit<Start, 'index'>): Start[] {
  return [...text.matchAll(pattern)].map((m) => ({ index: m.index + (m[0].length - m[0].trimStart().length), ...read(m) }));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}
