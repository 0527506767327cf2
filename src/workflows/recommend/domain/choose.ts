/**
 * Picking the pop-ups to show from what the branches found: hard facets (and
 * any the corrective pass made strict) filter, the branches' scores rank. When
 * nothing passes the hard facets, the nearest pop-ups become labelled
 * alternatives instead.
 */
import type { FacetName, RequestFacets } from '../../../interpret/recommend-port.js';
import type { Popup } from '../catalogue/schema.js';
import type { ChosenItem, Evidence } from '../state.js';
import { isHard, matchedFacets, meetsAll, notOver, requiredFacets, satisfies } from './facets.js';

/** How much each branch's (normalised) score counts. */
const branchWeights: Record<string, number> = { vector: 1, metadata: 0.6, web: 0.3 };
const correctiveWeight = 1;
const ALTERNATIVES = 3;

export function combinedScores(evidence: Evidence): Map<string, number> {
  const scores = new Map<string, number>();
  for (const [branch, candidates] of Object.entries(evidence)) {
    if (!candidates || candidates.length === 0) continue;
    const weight = branchWeights[branch] ?? correctiveWeight;
    const top = Math.max(...candidates.map((c) => c.score), 1e-9);
    for (const c of candidates) scores.set(c.id, (scores.get(c.id) ?? 0) + (weight * c.score) / top);
  }
  return scores;
}

export interface ChooseInput {
  popups: ReadonlyMap<string, Popup>;
  evidence: Evidence;
  facets: RequestFacets;
  strict: readonly FacetName[];
  referenceDate: string;
  max: number;
  /** Rank pop-ups that meet more of the request's facets first (the corrective pass). */
  preferMatched?: boolean;
}

export function chooseItems(input: ChooseInput): ChosenItem[] {
  const required = requiredFacets(input.facets);
  const filters = [...new Set([...required.filter(isHard), ...input.strict])];
  return [...combinedScores(input.evidence)]
    .map(([id, score]) => ({ popup: input.popups.get(id), score }))
    .filter((c): c is { popup: Popup; score: number } => c.popup !== undefined && meetsAll(c.popup, filters, input.facets, input.referenceDate))
    .map((c) => ({ ...c, matched: matchedFacets(c.popup, required, input.facets) }))
    .sort(
      (a, b) =>
        (input.preferMatched ? b.matched.length - a.matched.length : 0) || b.score - a.score || b.popup.rating - a.popup.rating || (a.popup.id < b.popup.id ? -1 : 1),
    )
    .slice(0, input.max)
    .map(({ popup, matched }) => ({ popup, matched_facets: matched, unmet_facets: [] }));
}

/** The pop-ups closest to the request: fewest unmet hard facets, then the nearest dates, then most facets met. */
export function nearestAlternatives(popups: Iterable<Popup>, facets: RequestFacets, referenceDate: string): ChosenItem[] {
  const required = requiredFacets(facets);
  const hard = required.filter(isHard);
  return [...popups]
    .filter((popup) => notOver(popup, referenceDate))
    .map((popup) => {
      const matched = matchedFacets(popup, required, facets);
      return { popup, matched, unmet: hard.filter((f) => !satisfies(popup, f, facets)), gap: dayGap(popup, facets) };
    })
    .sort((a, b) => a.unmet.length - b.unmet.length || a.gap - b.gap || b.matched.length - a.matched.length || b.popup.rating - a.popup.rating || (a.popup.id < b.popup.id ? -1 : 1))
    .slice(0, ALTERNATIVES)
    .map(({ popup, matched, unmet }) => ({ popup, matched_facets: matched, unmet_facets: unmet }));
}

/** Days between the pop-up's period and the requested one (0 when they overlap or none was asked). */
function dayGap(popup: Popup, facets: RequestFacets): number {
  const wanted = facets.period;
  if (!wanted) return 0;
  const days = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;
  if (popup.period.end < wanted.from) return days(popup.period.end, wanted.from);
  if (popup.period.start > wanted.to) return days(popup.period.start, wanted.to);
  return 0;
}

