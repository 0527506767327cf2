/** What a reader of knowledge content (YAML folder or workbook) hands to validation. */
import type { RawDocuments } from './documents.js';
import type { KnowledgeIssue, Locator } from './issues.js';

export interface KnowledgeSource {
  origin: 'yaml' | 'workbook';
  raw: RawDocuments;
  locator: Locator;
  /** Problems found while reading (unreadable file, missing sheet or column). */
  issues: KnowledgeIssue[];
  /** Files that could not be read at all; checks treat them like files that failed their schema. */
  unreadable: Set<string>;
}
