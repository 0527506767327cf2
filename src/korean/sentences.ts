/**
 * Sentence boundaries for phone-typed Korean, where punctuation is often
 * missing: a sentence also ends after a final ending (…요, …다, …죠) followed by
 * a space (not the nouns 다음, 처음, 마음, 소음 and 바다, which end in 음 and 다 too, nor the
 * connective -니까: "뉴스 보니까 …" goes on, nor before 때문, which only follows a noun:
 * "층간소음 때문에 …" is one sentence).
 */
import { FINAL, finalOf } from './hangul.js';

export interface Sentence {
  start: number;
  end: number;
  text: string;
}

// A full stop between digits is a decimal point or a date's separator (3.3%, 0.085, 2026.3.15), not an end.
const BOUNDARY = /(?!(?<=\d)\.\d)[.!?…\n]+(?![.!?…\n]|\s*[ㅠㅜㅋㅎ])\s*|(?<=[가-힣][요다죠음함네까])(?<!(?:다|처|마|소)음|니까|바다)\s+(?![ㅠㅜㅋㅎ!~.]|때문)/g;

export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  const push = (end: number, next: number) => {
    const raw = text.slice(start, end);
    const trimmed = raw.trim();
    if (trimmed.length > 0) {
      const offset = start + raw.indexOf(trimmed);
      sentences.push({ start: offset, end: offset + trimmed.length, text: trimmed });
    }
    start = next;
  };
  for (const match of text.matchAll(BOUNDARY)) {
    const at = match.index ?? 0;
    // Keep the punctuation with its sentence; the whitespace goes.
    const punctuationEnd = at + match[0].trimEnd().length;
    push(punctuationEnd, at + match[0].length);
  }
  push(text.length, text.length);
  return sentences;
}

/**
 * Whether the splitter cut `sentence` after a bare stem with 다 ("게임하다 | 죽여버린다", "횡단보도 건너다 |
 * 치였어요"): in chat that is mostly -다(가), "while doing", and the sentence goes on in the next one. A
 * sentence closed by 다 has a tense or -ㄴ/는 before it (했다, 준다, 먹는다).
 */
export function endsWhileDoing(sentence: string): boolean {
  const stem = /([가-힣])다$/.exec(sentence.trim())?.[1];
  return stem !== undefined && finalOf(stem) === FINAL.none;
}

/** Index of the sentence containing `offset` (binary search over starts). */
export function sentenceAt(sentences: readonly Sentence[], offset: number): number {
  let low = 0;
  let high = sentences.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (sentences[mid]!.start <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}
