/**
 * From a source (YAML folder or workbook) to a live KnowledgeBase: check,
 * render the deterministic YAML, and version it by content.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkSource } from './check.js';
import type { CompleteDocuments, KnowledgeDocuments } from './documents.js';
import { formatIssue, type KnowledgeIssue } from './issues.js';
import { KnowledgeBase } from './knowledge-base.js';
import { YAML_DIR } from './layout.js';
import { contentVersion, renderFiles, type RenderedFile } from './serialize.js';
import type { KnowledgeSource } from './source.js';
import type { Taxonomy } from './taxonomy.js';
import { readWorkbookSource } from './workbook/read.js';
import { readYamlSource } from './yaml-source.js';

export interface CompileResult {
  /** Present only when there are no errors. */
  knowledge?: KnowledgeBase;
  docs: KnowledgeDocuments;
  /** The YAML the content compiles to (only meaningful without errors). */
  files: RenderedFile[];
  errors: KnowledgeIssue[];
  warnings: KnowledgeIssue[];
  /** Files left out because they could not be read or failed their schema. */
  incomplete: string[];
}

export interface CompileOptions {
  /** Defaults to the binding taxonomy; tests pass a small one. */
  taxonomy?: Taxonomy;
  now?: Date;
}

export function compileSource(source: KnowledgeSource, options: CompileOptions = {}): CompileResult {
  const { docs, errors, warnings, incomplete } = checkSource(source, options.taxonomy);
  const files = renderFiles(docs);
  if (errors.length > 0 || !docs.k0 || !docs.k4) return { docs, files, errors, warnings, incomplete };
  const knowledge = new KnowledgeBase(docs as CompleteDocuments, {
    version: contentVersion(files),
    loaded_at: (options.now ?? new Date()).toISOString(),
    warnings,
  });
  return { knowledge, docs, files, errors, warnings, incomplete };
}

/** The knowledge folder's yaml/ when it has one, otherwise the folder itself (a bare YAML folder). */
export function resolveYamlDir(dir: string): string {
  const nested = path.join(dir, YAML_DIR);
  return existsSync(nested) ? nested : dir;
}

export async function compileYamlDirectory(dir: string, options?: CompileOptions): Promise<CompileResult> {
  return compileSource(await readYamlSource(resolveYamlDir(dir)), options);
}

export async function compileWorkbook(bytes: Uint8Array, options?: CompileOptions): Promise<CompileResult> {
  return compileSource(await readWorkbookSource(bytes), options);
}

export async function compileWorkbookFile(file: string, options?: CompileOptions): Promise<CompileResult> {
  return compileWorkbook(await readFile(file), options);
}

export class KnowledgeLoadError extends Error {
  constructor(readonly errors: KnowledgeIssue[]) {
    super(`knowledge base has ${errors.length} error(s):\n${errors.slice(0, 20).map(formatIssue).join('\n')}`);
    this.name = 'KnowledgeLoadError';
  }
}

/** Loads and checks a knowledge folder (or bare YAML folder); throws KnowledgeLoadError listing every error. */
export async function loadKnowledge(dir: string, options?: CompileOptions): Promise<KnowledgeBase> {
  const result = await compileYamlDirectory(dir, options);
  if (!result.knowledge) throw new KnowledgeLoadError(result.errors);
  return result.knowledge;
}
