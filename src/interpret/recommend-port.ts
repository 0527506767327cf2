/**
 * What the recommend assistant reads from a consumer's message, as validated
 * data: whether it is small talk, and which facets the request names. The
 * graph decides retrieval, filtering, correction and wording from these.
 */
import { z } from 'zod';
import { Category } from '../workflows/recommend/catalogue/schema.js';

export const recommendIntents = ['recommend', 'smalltalk', 'identity', 'thanks'] as const;
export const RecommendIntent = z.object({ intent: z.enum(recommendIntents) });
export type RecommendIntent = z.infer<typeof RecommendIntent>;

export const facetNames = ['야간', '프리미엄', '무료', '주차', '반려동물', '아이동반', '휠체어', '지역', '기간', '카테고리'] as const;
export const FacetName = z.enum(facetNames);
export type FacetName = z.infer<typeof FacetName>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const RegionFacet = z.object({
  kind: z.enum(['city', 'district', 'dong', 'zone']),
  value: z.string().min(1),
  /** The words the query used. */
  label: z.string().min(1),
});
export type RegionFacet = z.infer<typeof RegionFacet>;

export const PeriodFacet = z
  .object({ from: isoDate, to: isoDate, label: z.string().min(1) })
  .refine((p) => p.from <= p.to, { message: 'from must not be after to' });
export type PeriodFacet = z.infer<typeof PeriodFacet>;

export const RequestFacets = z.object({
  regions: z.array(RegionFacet).max(10),
  period: PeriodFacet.nullable(),
  late: z.boolean(),
  price: z.enum(['무료', '프리미엄']).nullable(),
  amenities: z.array(z.enum(['주차', '반려동물', '아이동반', '휠체어'])).max(4),
  categories: z.array(Category).max(8),
  /** The query asks what is new, today or this week: worth reading the web-updates feed. */
  wants_news: z.boolean(),
});
export type RequestFacets = z.infer<typeof RequestFacets>;

export interface RecommendInterpreter {
  readonly kind: 'rules' | 'llm';
  intentOf(query: string): Promise<RecommendIntent>;
  /** Facets the query names; dates are resolved against `referenceDate` (YYYY-MM-DD). */
  extractFacets(query: string, referenceDate: string): Promise<RequestFacets>;
}
