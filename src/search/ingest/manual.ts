/**
 * The starter corpus written for this project (corpus/manual/*.jsonl): plain
 * explanations of the provisions behind the taxonomy's scenarios, each citing
 * its law and article. Indexed on first start so every assistant has something
 * to retrieve with no ingest at all.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { normaliseArticle, type CorpusDocument } from '../corpus.js';
import type { SearchIndex } from '../search-index.js';
import { readJsonLine } from './json-line.js';
import type { Skipped } from './skip.js';

const ManualLine = z.object({
  id: z.string().min(1),
  doc_type: z.literal('manual'),
  law: z.string().min(1),
  article: z.string().min(1),
  title: z.string().min(1),
  text: z.string().min(1),
  source: z.string().min(1),
  url: z.string().nullable().optional(),
});

/** The corpus folder that ships with the package (beside src/ and dist/). */
export const shippedManualDir = new URL('../../../corpus/manual', import.meta.url).pathname;

export function readManualDir(dir: string): { documents: CorpusDocument[]; skipped: Skipped[] } {
  const documents: CorpusDocument[] = [];
  const skipped: Skipped[] = [];
  if (!existsSync(dir)) return { documents, skipped: [{ where: dir, reason: 'folder not found' }] };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()) {
    readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const parsed = readJsonLine(line, `${file}:${i + 1}`, ManualLine);
        if (parsed.ok !== true) {
          if (parsed.ok === false) skipped.push(parsed.skipped);
          return;
        }
        const article = normaliseArticle(parsed.data.article);
        if (!article) {
          skipped.push({ where: `${file}:${i + 1}`, reason: `article "${parsed.data.article}" is not a label such as 제36조` });
          return;
        }
        const m = parsed.data;
        documents.push({
          id: m.id,
          doc_type: 'manual',
          law: m.law,
          article,
          paragraph: null,
          chapter: null,
          title: m.title,
          text: m.text,
          promulgated: null,
          effective: null,
          version_status: 'in_force',
          url: m.url ?? null,
          source: m.source,
          parent_id: null,
        });
      });
  }
  return { documents, skipped };
}

/** Indexes the starter corpus unless the index already holds manual entries. */
export async function ensureStarterCorpus(index: SearchIndex, dir = shippedManualDir): Promise<number> {
  if ((await index.count('manual')) > 0) return 0;
  const { documents } = readManualDir(dir);
  await index.upsert(documents);
  return documents.length;
}
