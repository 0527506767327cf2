/**
 * Schema validation of raw documents, file by file. A file that fails its
 * schema is reported and left out ("broken"), so cross-checks can run on the
 * rest without repeating its errors.
 */
import { compareText, roleOfFile, type KnowledgeDocuments, type RawDocuments } from './documents.js';
import type { IssueCollector, PathSegment, Pointer } from './issues.js';
import type { FieldDef } from './schema.js';
import { reportZodIssues } from './zod-issues.js';

export interface ValidationResult {
  docs: KnowledgeDocuments;
  /** Files that failed their schema (or sit under the wrong name) and were left out. */
  broken: Set<string>;
}

/** Keys whose values are lists kept in one workbook cell. */
const cellListKeys = new Set(['options', 'keywords', 'typical_expressions', 'negative_keywords', 'trigger_facts', 'damages_for']);

export function validateDocuments(raw: RawDocuments, issues: IssueCollector): ValidationResult {
  const docs: KnowledgeDocuments = { fields: [], k1: [], k2: [], level4: [], k3: [] };
  const broken = new Set<string>();
  const fieldFiles: Array<{ file: string; fields: FieldDef[] }> = [];
  for (const file of [...raw.keys()].sort(compareText)) {
    const data = raw.get(file);
    const role = roleOfFile(file);
    if (!role) {
      issues.warning({ file, path: [] }, 'is not part of the knowledge layout and is ignored');
      continue;
    }
    const parsed = role.schema.safeParse(data);
    if (!parsed.success) {
      reportZodIssues(parsed.error, data, file, issues);
      broken.add(file);
      continue;
    }
    reportDroppedKeys(data, parsed.data, { file, path: [] }, issues);
    reportUnsplittableItems(parsed.data, { file, path: [] }, issues);
    switch (role.role) {
      case 'fields':
      case 'fields_extra':
        // fields.yaml sorts before fields.extra.*.yaml, so the base vocabulary comes first.
        fieldFiles.push({ file, fields: (parsed.data as { fields: FieldDef[] }).fields });
        break;
      case 'k0':
        docs.k0 = parsed.data as KnowledgeDocuments['k0'];
        break;
      case 'k4':
        docs.k4 = parsed.data as KnowledgeDocuments['k4'];
        break;
      case 'llm_prompts':
        docs.llm_prompts = parsed.data as KnowledgeDocuments['llm_prompts'];
        break;
      case 'recommend_texts':
        docs.recommend_texts = parsed.data as KnowledgeDocuments['recommend_texts'];
        break;
      default: {
        const level2 = (parsed.data as { level2: string }).level2;
        if (level2 !== role.level2) {
          issues.error({ file, path: ['level2'] }, (name) => `${name} "${level2}" does not match the file name (${role.level2}.yaml)`);
          broken.add(file);
          continue;
        }
        (docs[role.role] as unknown[]).push(parsed.data);
      }
    }
  }
  docs.fields = mergeFieldFiles(fieldFiles, issues);
  for (const kind of ['k1', 'k2', 'level4', 'k3'] as const) docs[kind].sort((a, b) => compareText(a.level2, b.level2));
  return { docs, broken };
}

function mergeFieldFiles(files: Array<{ file: string; fields: FieldDef[] }>, issues: IssueCollector): FieldDef[] {
  const merged = new Map<string, { def: FieldDef; file: string }>();
  for (const { file, fields } of files) {
    fields.forEach((def, index) => {
      const earlier = merged.get(def.field);
      if (!earlier) {
        merged.set(def.field, { def, file });
      } else if (earlier.file === file || JSON.stringify(earlier.def) !== JSON.stringify(def)) {
        // The same definition repeated by two content groups is harmless; anything else is ambiguous.
        issues.error(
          { file, path: ['fields', index, 'field'] },
          (name) => `${name} "${def.field}" is already declared${earlier.file === file ? '' : ` differently in ${earlier.file}`}`,
        );
      }
    });
  }
  return [...merged.values()].map(({ def }) => def);
}

/** Keys the schema does not know are dropped on parse; say so instead of losing them silently. */
function reportDroppedKeys(raw: unknown, parsed: unknown, at: Pointer, issues: IssueCollector): void {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    raw.forEach((item, index) => reportDroppedKeys(item, parsed[index], child(at, index), issues));
    return;
  }
  if (!isRecord(raw) || !isRecord(parsed)) return;
  for (const key of Object.keys(raw)) {
    if (key in parsed) reportDroppedKeys(raw[key], parsed[key], child(at, key), issues);
    else issues.warning(child(at, key), (name) => `${name} is not a known key and is ignored`);
  }
}

/** The workbook keeps a list in one cell split on ";" and line breaks, so items may not contain them. */
function reportUnsplittableItems(value: unknown, at: Pointer, issues: IssueCollector): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => reportUnsplittableItems(item, child(at, index), issues));
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (cellListKeys.has(key) && Array.isArray(item)) {
        item.forEach((entry, index) => {
          if (typeof entry === 'string' && /[;\n\r]/.test(entry)) {
            issues.error(child(at, key, index), (name) => `${name} item ${JSON.stringify(entry)} contains ";" or a line break, which separate list items`);
          }
        });
      } else {
        reportUnsplittableItems(item, child(at, key), issues);
      }
    }
  }
}

function child(pointer: Pointer, ...segments: PathSegment[]): Pointer {
  return { file: pointer.file, path: [...pointer.path, ...segments] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
