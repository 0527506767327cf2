/**
 * Which facets a request names and whether a pop-up satisfies each one.
 * Hard facets (기간, 지역, 야간, 무료) filter; the rest rank, and the Self-RAG
 * check asks for them again when the draft misses them.
 */
import type { FacetName, RequestFacets } from '../../../interpret/recommend-port.js';
import type { Popup } from '../catalogue/schema.js';
import { popupInRegion } from './regions.js';

export const hardFacets: readonly FacetName[] = ['기간', '지역', '야간', '무료'];
export const isHard = (facet: FacetName) => hardFacets.includes(facet);

/** Open late: closes at 21:00 or later (or past midnight). */
export const LATE_CLOSE = '21:00';

export function requiredFacets(facets: RequestFacets): FacetName[] {
  const out: FacetName[] = [];
  if (facets.late) out.push('야간');
  if (facets.price) out.push(facets.price);
  out.push(...facets.amenities);
  if (facets.regions.length > 0) out.push('지역');
  if (facets.period) out.push('기간');
  if (facets.categories.length > 0) out.push('카테고리');
  return out;
}

export function satisfies(popup: Popup, facet: FacetName, facets: RequestFacets): boolean {
  switch (facet) {
    case '야간':
      return popup.hours.close >= LATE_CLOSE || popup.hours.close < popup.hours.open;
    case '프리미엄':
    case '무료':
      return popup.price_tier === facet;
    case '주차':
    case '반려동물':
    case '아이동반':
    case '휠체어':
      return popup.amenities.includes(facet);
    case '지역':
      return facets.regions.some((region) => popupInRegion(popup, region));
    case '기간':
      return facets.period !== null && popup.period.start <= facets.period.to && popup.period.end >= facets.period.from;
    case '카테고리':
      return facets.categories.includes(popup.category);
  }
}

/** Still worth showing on the reference date: not already over. */
export const notOver = (popup: Popup, referenceDate: string) => popup.period.end >= referenceDate;

export function matchedFacets(popup: Popup, required: readonly FacetName[], facets: RequestFacets): FacetName[] {
  return required.filter((facet) => satisfies(popup, facet, facets));
}

export function meetsAll(popup: Popup, wanted: readonly FacetName[], facets: RequestFacets, referenceDate: string): boolean {
  return notOver(popup, referenceDate) && wanted.every((facet) => satisfies(popup, facet, facets));
}
