/**
 * Deterministic YAML text for compiled documents: keys in schema order (zod
 * output follows the schema's shape), files sorted, no line folding, no
 * anchors. The same content always gives the same bytes and the same version.
 */
import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import { documentFiles, roleOfFile, type KnowledgeDocuments } from './documents.js';

const HEADER = '# Compiled from knowledge_base.xlsx by `sangdam kb build`. Edit the workbook, then rebuild.\n';

export interface RenderedFile {
  file: string;
  text: string;
}

export function renderDocument(data: unknown): string {
  return HEADER + stringify(data, { lineWidth: 0, minContentWidth: 0, aliasDuplicateObjects: false, indent: 2 });
}

/** Each file passes its schema once more, which also puts keys in schema order whoever built the object. */
export function renderFiles(docs: KnowledgeDocuments): RenderedFile[] {
  return documentFiles(docs).map(({ file, data }) => ({ file, text: renderDocument(roleOfFile(file)!.schema.parse(data)) }));
}

/** A short content hash: equal content gives an equal version whatever the source. */
export function contentVersion(files: readonly RenderedFile[]): string {
  const hash = createHash('sha256');
  for (const { file, text } of files) hash.update(file).update('\0').update(text).update('\0');
  return hash.digest('hex').slice(0, 12);
}
