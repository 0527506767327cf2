/** One validation pipeline for both sources: schemas file by file, then cross-checks. */
import { crossCheck } from './cross-check.js';
import type { KnowledgeDocuments } from './documents.js';
import { IssueCollector, type KnowledgeIssue } from './issues.js';
import type { KnowledgeSource } from './source.js';
import type { Taxonomy } from './taxonomy.js';
import { validateDocuments } from './validate.js';

export interface CheckResult {
  /** The schema-valid part of the content; complete only when `errors` is empty. */
  docs: KnowledgeDocuments;
  errors: KnowledgeIssue[];
  warnings: KnowledgeIssue[];
  /** Files left out because they could not be read or failed their schema. */
  incomplete: string[];
}

export function checkSource(source: KnowledgeSource, taxonomy?: Taxonomy): CheckResult {
  const issues = new IssueCollector(source.locator);
  issues.issues.push(...source.issues);
  if (source.raw.size === 0 && issues.errors.length > 0) {
    // Nothing could be read: the reading error says it all, cross-checks would only echo it.
    return { docs: { fields: [], k1: [], k2: [], level4: [], k3: [] }, errors: issues.errors, warnings: issues.warnings, incomplete: [] };
  }
  const { docs, broken } = validateDocuments(source.raw, issues);
  for (const file of source.unreadable) broken.add(file);
  crossCheck(docs, broken, issues, taxonomy);
  return { docs, errors: issues.errors, warnings: issues.warnings, incomplete: [...broken].sort() };
}
