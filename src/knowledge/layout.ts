/**
 * Where knowledge lives on disk. `dir` is the knowledge folder (default: the
 * project's own knowledge/): the workbook sits at its top, the compiled YAML under yaml/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The knowledge folder shipped with the project, found from this module's place
 * (src/knowledge or dist/knowledge), so `sangdam` run from any folder finds it.
 */
export const BUNDLED_KNOWLEDGE_DIR = fileURLToPath(new URL('../../knowledge', import.meta.url));

export const WORKBOOK_FILE = 'knowledge_base.xlsx';
export const YAML_DIR = 'yaml';

export interface KnowledgePaths {
  dir: string;
  yamlDir: string;
  workbook: string;
}

export function knowledgePaths(dir: string): KnowledgePaths {
  const resolved = path.resolve(dir);
  return { dir: resolved, yamlDir: path.join(resolved, YAML_DIR), workbook: path.join(resolved, WORKBOOK_FILE) };
}

/** The document kinds compiled into one YAML file per level2. */
export const perLevel2Kinds = ['k1', 'k2', 'level4', 'k3'] as const;
export type PerLevel2Kind = (typeof perLevel2Kinds)[number];

export const perLevel2Folders: Record<PerLevel2Kind, string> = {
  k1: 'k1_classification',
  k2: 'k2_questions',
  level4: 'level4_facts',
  k3: 'k3_risk_rules',
};

export const FIELDS_FILE = 'fields.yaml';
export const K0_FILE = 'k0_intake.yaml';
export const K4_FILE = 'k4_output_format.yaml';
/** Optional: prompts for the LLM interpreter. */
export const LLM_PROMPTS_FILE = 'llm_prompts.yaml';
/**
 * Transitional: scenario-specific fields authored as YAML before the workbook
 * existed. Loading folds them into the vocabulary; `kb build` writes them into
 * fields.yaml and removes these files.
 */
export const FIELDS_EXTRA_PATTERN = /^fields\.extra\.[^/]+\.yaml$/;

/** Path of a per-level2 file relative to the YAML folder, always with '/'. */
export function perLevel2File(kind: PerLevel2Kind, level2: string): string {
  return `${perLevel2Folders[kind]}/${level2}.yaml`;
}
