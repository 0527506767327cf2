/**
 * Ingest runs: read a source, turn it into documents, upsert them in batches
 * (idempotent by id, so a run can simply be repeated after an interruption),
 * report progress, counts and every skipped record with its reason.
 */
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { CorpusDocument } from '../corpus.js';
import type { SearchIndex } from '../search-index.js';
import { parseStatuteLine } from './jsonl.js';
import { lawFilesToDocuments } from './legalize-kr.js';
import type { Skipped } from './skip.js';

export interface IngestReport {
  ingested: number;
  skipped: Skipped[];
}

export type Progress = (done: number, total: number | null) => void;

const BATCH = 2000;

/** JSONL in the format of statutes.jsonl (plain or .gz), or a folder of such files. */
export async function ingestJsonl(index: SearchIndex, source: string, asOf: string, progress: Progress = () => {}): Promise<IngestReport> {
  const files = existsSync(source) && statSync(source).isDirectory()
    ? readdirSync(source).filter((f) => /\.jsonl(\.gz)?$/.test(f)).sort().map((f) => path.join(source, f))
    : [source];
  const skipped: Skipped[] = [];
  let ingested = 0;
  let batch: CorpusDocument[] = [];
  for (const file of files) {
    if (!existsSync(file)) {
      skipped.push({ where: file, reason: 'file not found' });
      continue;
    }
    const input = file.endsWith('.gz') ? createReadStream(file).pipe(createGunzip()) : createReadStream(file);
    let line = 0;
    for await (const text of createInterface({ input, crlfDelay: Infinity })) {
      line++;
      const parsed = parseStatuteLine(text, `${path.basename(file)}:${line}`, asOf);
      if (parsed.ok === true) batch.push(parsed.document);
      else if (parsed.ok === false) skipped.push(parsed.skipped);
      if (batch.length >= BATCH) {
        await index.upsert(batch);
        ingested += batch.length;
        batch = [];
        progress(ingested, null);
      }
    }
  }
  await index.upsert(batch);
  ingested += batch.length;
  progress(ingested, ingested);
  return { ingested, skipped };
}

/** A clone (or copy) of legalize-kr: `kr/{법령명}/{구분}.md`, one folder per law. */
export async function ingestLegalizeKr(index: SearchIndex, root: string, asOf: string, progress: Progress = () => {}): Promise<IngestReport> {
  const kr = existsSync(path.join(root, 'kr')) ? path.join(root, 'kr') : root;
  if (!existsSync(kr)) return { ingested: 0, skipped: [{ where: root, reason: 'no kr/ folder here: point at a legalize-kr clone' }] };
  const laws = readdirSync(kr).filter((d) => statSync(path.join(kr, d)).isDirectory()).sort();
  const skipped: Skipped[] = [];
  let ingested = 0;
  for (const [i, law] of laws.entries()) {
    const dir = path.join(kr, law);
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => ({ path: `kr/${law}/${f}`, markdown: readFileSync(path.join(dir, f), 'utf8') }));
    const { documents, skipped: passed } = lawFilesToDocuments(files, asOf);
    await index.upsert(documents);
    ingested += documents.length;
    skipped.push(...passed);
    progress(i + 1, laws.length);
  }
  return { ingested, skipped };
}
