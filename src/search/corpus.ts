/**
 * The corpus model: one document per statute article (or precedent, manual
 * entry, catalogue item …). Every ingester produces these.
 */
import { z } from 'zod';

export const docTypes = ['statute', 'precedent', 'interpretation', 'manual', 'faq', 'catalogue'] as const;
export const DocType = z.enum(docTypes);
export type DocType = z.infer<typeof DocType>;

export const versionStatuses = ['in_force', 'not_yet_in_force', 'repealed'] as const;
export const VersionStatus = z.enum(versionStatuses);
export type VersionStatus = z.infer<typeof VersionStatus>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const CorpusDocument = z.object({
  id: z.string().min(1),
  doc_type: DocType,
  /** Full law name, e.g. "근로기준법" or "근로기준법 시행령". */
  law: z.string().nullable(),
  /** Normalised article label: "제36조", "제43조의2". */
  article: z.string().regex(/^제\d+조(의\d+)?$/, 'an article label such as 제36조 or 제43조의2').nullable(),
  /** 항 number when a long article is split by paragraph. */
  paragraph: z.string().nullable(),
  chapter: z.string().nullable(),
  title: z.string().nullable(),
  text: z.string().min(1),
  promulgated: isoDate.nullable(),
  effective: isoDate.nullable(),
  version_status: VersionStatus,
  url: z.string().nullable(),
  source: z.string().min(1),
  /** The whole article's id for a chunk split by paragraph. */
  parent_id: z.string().nullable(),
});
export type CorpusDocument = z.infer<typeof CorpusDocument>;

export function statuteId(law: string, article: string, paragraph?: string | null): string {
  return `statute:${law}:${article}${paragraph ? `:${paragraph}` : ''}`;
}

/** "제 36 조의 2", "36조의2", "제36조" → "제36조의2" / "제36조"; null if not an article reference. */
export function normaliseArticle(label: string): string | null {
  const match = /^\s*제?\s*(\d+)\s*조(?:\s*의\s*(\d+))?\s*$/.exec(label);
  if (!match) return null;
  return `제${Number(match[1])}조${match[2] ? `의${Number(match[2])}` : ''}`;
}

export function statusOn(effective: string | null, asOf: string): VersionStatus {
  return effective && effective > asOf ? 'not_yet_in_force' : 'in_force';
}
