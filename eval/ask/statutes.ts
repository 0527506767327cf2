/** The real statute corpus the ask evals read, or undefined (with a notice) when ../shared is absent. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface StatuteRow {
  law: string;
  article: string;
  title: string | null;
  text: string;
}

export const statutesFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpus/statutes.jsonl');

export function loadStatutes(): StatuteRow[] | undefined {
  if (!existsSync(statutesFile)) {
    console.error(`[skip] ${statutesFile} is absent: the ask evals need ../shared/corpus.`);
    return undefined;
  }
  return readFileSync(statutesFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as StatuteRow & { deleted?: boolean })
    .filter((row) => !row.deleted && row.law && row.article && row.text);
}
