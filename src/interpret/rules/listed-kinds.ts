/**
 * A free-text question that lists the kinds it expects ("정규직, 계약직(기간제),
 * 수습, 아르바이트 중에서 알려 주세요") is answered by an account that names
 * exactly one of them ("입사한지 2년됐고 정규직이에요"). Two named ("계약직인데
 * 정규직 전환 약속") leave it to be asked.
 */
import { escapeRegExp } from '../../korean/regex.js';

// "A, B(설명), C 중에서": the list right before 중에서.
const LISTED = /([^.?!]*?)\s?중(?:에서|에)\s/;
// Everyday short names of a listed kind.
const SHORT_NAMES: Readonly<Record<string, readonly string[]>> = { 아르바이트: ['알바'] };

/** The kinds a question lists before 중에서, in order. */
export function listedKinds(question: string): string[] {
  const list = LISTED.exec(question)?.[1];
  if (!list || !list.includes(',')) return [];
  return list
    .split(',')
    .map((item) => item.replace(/\([^)]*\)/g, '').trim().split(/\s+/).at(-1) ?? '')
    .filter((kind) => /^[가-힣]{2,8}$/.test(kind));
}

/** The one listed kind `text` names, if it names exactly one. */
export function kindNamed(text: string, kinds: readonly string[]): string | undefined {
  const named = kinds.filter((kind) =>
    [kind, ...(SHORT_NAMES[kind] ?? [])].some((name) => new RegExp(`(?<![가-힣])${escapeRegExp(name)}`).test(text)),
  );
  return named.length === 1 ? named[0] : undefined;
}
