/**
 * The per-article JSONL format of ../shared/corpus/statutes.jsonl: one statute
 * article per line. Bad lines are reported with their line number and skipped.
 */
import { z } from 'zod';
import { normaliseArticle, statusOn, statuteId, type CorpusDocument } from '../corpus.js';
import { readJsonLine } from './json-line.js';
import type { Skipped } from './skip.js';

const StatuteLine = z.object({
  law: z.string().min(1),
  kind: z.string().optional(),
  article: z.string().min(1),
  title: z.string().nullable().optional(),
  chapter: z.string().nullable().optional(),
  text: z.string(),
  promulgated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().optional(),
  effective: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().optional(),
  version_status: z.string().optional(),
  url: z.string().nullable().optional(),
  source: z.string().optional(),
  deleted: z.boolean().optional(),
});

export type JsonlLine = { ok: true; document: CorpusDocument } | { ok: false; skipped: Skipped } | { ok: 'ignored' };

export function parseStatuteLine(line: string, where: string, asOf: string): JsonlLine {
  const parsed = readJsonLine(line, where, StatuteLine);
  if (parsed.ok !== true) return parsed;
  const r = parsed.data;
  const article = normaliseArticle(r.article);
  if (!article) return { ok: false, skipped: { where, reason: `article "${r.article}" is not a label such as 제36조` } };
  if (r.deleted || r.text.trim() === '') return { ok: false, skipped: { where, reason: `${r.law} ${article}: deleted or empty article` } };
  const repealed = r.version_status === 'repealed';
  return {
    ok: true,
    document: {
      id: statuteId(r.law, article),
      doc_type: 'statute',
      law: r.law,
      article,
      paragraph: null,
      chapter: r.chapter ?? null,
      title: r.title ?? null,
      text: r.text,
      promulgated: r.promulgated ?? null,
      effective: r.effective ?? null,
      version_status: repealed ? 'repealed' : statusOn(r.effective ?? null, asOf),
      url: r.url ?? null,
      source: r.source ?? where,
      parent_id: null,
    },
  };
}
