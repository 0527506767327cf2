/** The offline, deterministic interpreter: the default and every fallback. */
import type { Interpreter, KeywordExtraction } from './port.js';

const wordPattern = /[\p{Script=Hangul}\p{L}\p{N}]{2,}/gu;

export class RulesInterpreter implements Interpreter {
  readonly kind = 'rules' as const;

  async extractKeywords(text: string): Promise<KeywordExtraction> {
    const counts = new Map<string, number>();
    for (const match of text.normalize('NFC').matchAll(wordPattern)) {
      counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
    }
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return { keywords: ranked.slice(0, 30).map(([word]) => word) };
  }
}
