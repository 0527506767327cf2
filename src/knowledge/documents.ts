/**
 * The compiled knowledge as documents: one object per YAML file. Both sources
 * (the YAML folder and the workbook) produce raw documents keyed by their YAML
 * file path; validation turns them into `KnowledgeDocuments`.
 */
import type { z } from 'zod';
import {
  FIELDS_EXTRA_PATTERN,
  FIELDS_FILE,
  K0_FILE,
  K4_FILE,
  LLM_PROMPTS_FILE,
  perLevel2File,
  perLevel2Folders,
  perLevel2Kinds,
  type PerLevel2Kind,
} from './layout.js';
import { FieldsFile, K0File, K1File, K2File, K3File, K4File, Level4File, LlmPromptsFile, type FieldDef } from './schema.js';
import { RECOMMEND_TEXTS_FILE, RecommendTextsFile, type RecommendTexts } from './recommend-texts.js';

export type K0FileData = z.infer<typeof K0File>;
export type K2FileData = z.infer<typeof K2File>;
export type Level4FileData = z.infer<typeof Level4File>;
export type K3FileData = z.infer<typeof K3File>;
export type K4FileData = z.infer<typeof K4File>;
export type K1FileData = z.infer<typeof K1File>;
export type LlmPromptsFileData = z.infer<typeof LlmPromptsFile>;

export interface KnowledgeDocuments {
  /** The whole vocabulary: fields.yaml followed by any transitional fields.extra.*.yaml. */
  fields: FieldDef[];
  k0?: K0FileData;
  k4?: K4FileData;
  /** Optional even in complete content: without it the LLM interpreter answers with rules. */
  llm_prompts?: LlmPromptsFileData;
  /** Optional: the recommend assistant's wording. */
  recommend_texts?: RecommendTexts;
  /** Each list sorted by level2 code. */
  k1: K1FileData[];
  k2: K2FileData[];
  level4: Level4FileData[];
  k3: K3FileData[];
}

export type CompleteDocuments = KnowledgeDocuments & { k0: K0FileData; k4: K4FileData };

/** Raw (unvalidated) documents keyed by YAML file path relative to the YAML folder. */
export type RawDocuments = Map<string, unknown>;

export type FileRole =
  | { role: 'fields' | 'fields_extra' | 'k0' | 'k4' | 'llm_prompts' | 'recommend_texts'; schema: z.ZodType }
  | { role: PerLevel2Kind; level2: string; schema: z.ZodType };

const perLevel2Schemas: Record<PerLevel2Kind, z.ZodType> = { k1: K1File, k2: K2File, level4: Level4File, k3: K3File };

/** What a YAML file holds, judged by its path; undefined for files outside the layout. */
export function roleOfFile(file: string): FileRole | undefined {
  if (file === FIELDS_FILE) return { role: 'fields', schema: FieldsFile };
  if (FIELDS_EXTRA_PATTERN.test(file)) return { role: 'fields_extra', schema: FieldsFile };
  if (file === K0_FILE) return { role: 'k0', schema: K0File };
  if (file === K4_FILE) return { role: 'k4', schema: K4File };
  if (file === LLM_PROMPTS_FILE) return { role: 'llm_prompts', schema: LlmPromptsFile };
  if (file === RECOMMEND_TEXTS_FILE) return { role: 'recommend_texts', schema: RecommendTextsFile };
  const match = /^([a-z0-9_]+)\/([^/]+)\.yaml$/.exec(file);
  const kind = perLevel2Kinds.find((candidate) => perLevel2Folders[candidate] === match?.[1]);
  if (!match || !kind) return undefined;
  return { role: kind, level2: match[2]!, schema: perLevel2Schemas[kind] };
}

export interface DocumentFile {
  file: string;
  data: unknown;
}

/** Every file the documents compile to, sorted by path (the vocabulary becomes one fields.yaml). */
export function documentFiles(docs: KnowledgeDocuments): DocumentFile[] {
  const files: DocumentFile[] = [{ file: FIELDS_FILE, data: { fields: docs.fields } }];
  if (docs.k0) files.push({ file: K0_FILE, data: docs.k0 });
  if (docs.k4) files.push({ file: K4_FILE, data: docs.k4 });
  if (docs.llm_prompts) files.push({ file: LLM_PROMPTS_FILE, data: docs.llm_prompts });
  if (docs.recommend_texts) files.push({ file: RECOMMEND_TEXTS_FILE, data: docs.recommend_texts });
  for (const kind of perLevel2Kinds) {
    for (const doc of docs[kind]) files.push({ file: perLevel2File(kind, doc.level2), data: doc });
  }
  return files.sort((a, b) => compareText(a.file, b.file));
}

/** Code-point order, independent of the machine's locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
