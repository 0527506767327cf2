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
import { parseStatuteLine, type JsonlLine } from './jsonl.js';
import { lawGoKrDocuments } from './law-go-kr.js';
import { lawFilesToDocuments, type LawFileInput } from './legalize-kr.js';
import { lawFilesAsOf } from './legalize-kr-history.js';
import { parsePrecedentLine } from './precedents.js';
import type { Skipped } from './skip.js';

export interface IngestReport {
  ingested: number;
  skipped: Skipped[];
}

export type Progress = (done: number, total: number | null) => void;

const BATCH = 2000;

export type LineParser = (line: string, where: string) => JsonlLine;

/** JSONL in the format of statutes.jsonl (plain or .gz), or a folder of such files. */
export function ingestJsonl(index: SearchIndex, source: string, asOf: string, progress: Progress = () => {}): Promise<IngestReport> {
  return ingestLines(index, source, (line, where) => parseStatuteLine(line, where, asOf), progress);
}

/** Court decisions as JSONL (판시사항/판결요지/참조조문), plain or .gz, or a folder of such files. */
export function ingestPrecedents(index: SearchIndex, source: string, progress: Progress = () => {}): Promise<IngestReport> {
  return ingestLines(index, source, parsePrecedentLine, progress);
}

async function ingestLines(index: SearchIndex, source: string, parse: LineParser, progress: Progress): Promise<IngestReport> {
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
      const parsed = parse(text, `${path.basename(file)}:${line}`);
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

/**
 * A clone (or copy) of legalize-kr: `kr/{법령명}/{구분}.md`, one folder per law.
 * With `fromHistory` (a git clone and an explicit --as-of) each file is read as
 * it stood on `asOf` from the git history instead of from the working tree.
 */
export async function ingestLegalizeKr(index: SearchIndex, root: string, asOf: string, progress: Progress = () => {}, fromHistory = false): Promise<IngestReport> {
  const kr = existsSync(path.join(root, 'kr')) ? path.join(root, 'kr') : root;
  if (!existsSync(kr)) return { ingested: 0, skipped: [{ where: root, reason: 'no kr/ folder here: point at a legalize-kr clone' }] };
  const skipped: Skipped[] = [];
  let folders: Map<string, LawFileInput[]>;
  if (fromHistory) {
    const asOfHistory = lawFilesAsOf(root, asOf);
    folders = asOfHistory.folders;
    skipped.push(...asOfHistory.skipped);
  } else {
    folders = new Map();
    for (const law of readdirSync(kr).filter((d) => statSync(path.join(kr, d)).isDirectory()).sort()) {
      const dir = path.join(kr, law);
      folders.set(law, readdirSync(dir).filter((f) => f.endsWith('.md')).map((f) => ({ path: `kr/${law}/${f}`, markdown: readFileSync(path.join(dir, f), 'utf8') })));
    }
  }
  let ingested = 0;
  let done = 0;
  for (const files of folders.values()) {
    const { documents, skipped: passed } = lawFilesToDocuments(files, asOf);
    await index.upsert(documents);
    ingested += documents.length;
    skipped.push(...passed);
    progress(++done, folders.size);
  }
  return { ingested, skipped };
}

/** Files saved from the law.go.kr Open API (law text or precedent XML): one file, or a folder searched recursively. */
export async function ingestLawGoKr(index: SearchIndex, source: string, asOf: string, progress: Progress = () => {}): Promise<IngestReport> {
  if (!existsSync(source)) return { ingested: 0, skipped: [{ where: source, reason: 'file or folder not found' }] };
  const files = statSync(source).isDirectory()
    ? readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((f) => f.toLowerCase().endsWith('.xml')).sort().map((f) => path.join(source, f))
    : [source];
  const skipped: Skipped[] = [];
  let ingested = 0;
  for (const [i, file] of files.entries()) {
    const where = path.relative(statSync(source).isDirectory() ? source : path.dirname(source), file);
    const { documents, skipped: passed } = lawGoKrDocuments(readFileSync(file, 'utf8'), where, asOf);
    await index.upsert(documents);
    ingested += documents.length;
    skipped.push(...passed);
    progress(i + 1, files.length);
  }
  return { ingested, skipped };
}
