/** Splits an answer into text and citations "(근로기준법 제36조)" so each citation can become a chip. */
export type Segment = { kind: 'text'; text: string } | { kind: 'citation'; law: string; article: string; label: string };

const CITATION = /\(([^()]+?)\s(제\d+조(?:의\d+)?)[^()]*\)/g;

export function segmentsOf(answer: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of answer.matchAll(CITATION)) {
    const at = match.index ?? 0;
    if (at > last) segments.push({ kind: 'text', text: answer.slice(last, at) });
    segments.push({ kind: 'citation', law: match[1]!.trim(), article: match[2]!, label: `${match[1]!.trim()} ${match[2]}` });
    last = at + match[0].length;
  }
  if (last < answer.length) segments.push({ kind: 'text', text: answer.slice(last) });
  return segments;
}
