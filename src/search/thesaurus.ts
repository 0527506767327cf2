/**
 * Everyday words → statute vocabulary (corpus/thesaurus.yaml), kept as data so
 * it can grow without code changes.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { normalizeText } from '../korean/normalize.js';

const ThesaurusFile = z.object({
  entries: z.array(z.object({ everyday: z.array(z.string().min(1)).min(1), legal: z.array(z.string().min(1)).min(1) })),
});

/** The thesaurus that ships with the package (beside src/ and dist/). */
export const shippedThesaurusFile = new URL('../../corpus/thesaurus.yaml', import.meta.url).pathname;

export class Thesaurus {
  private readonly entries: { everyday: string[]; legal: string[] }[];

  constructor(entries: { everyday: string[]; legal: string[] }[]) {
    this.entries = entries.map((e) => ({ everyday: e.everyday.map((w) => normalizeText(w).replace(/\s+/g, '')), legal: e.legal }));
  }

  static empty(): Thesaurus {
    return new Thesaurus([]);
  }

  /** Reads and validates a thesaurus file; throws with the file and the problem. */
  static fromFile(file: string): Thesaurus {
    let raw: unknown;
    try {
      raw = parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message.split('\n')[0]}`);
    }
    const parsed = ThesaurusFile.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    }
    return new Thesaurus(parsed.data.entries);
  }

  /** Statute terms for the everyday words the text contains (spaces ignored: "짤렸어요" has 짤렸). */
  expand(text: string): string[] {
    const compact = normalizeText(text).replace(/\s+/g, '');
    const out = new Set<string>();
    for (const entry of this.entries) if (entry.everyday.some((w) => compact.includes(w))) for (const term of entry.legal) out.add(term);
    return [...out];
  }
}
