/**
 * The Self-RAG check as a pure function: for each facet the query named, the
 * share of shown pop-ups that satisfy it. A facet is missing unless every
 * pop-up satisfies it; a draft needs correction when a facet is missing or
 * the mean coverage falls below the threshold.
 */
import type { RequestFacets } from '../../../interpret/recommend-port.js';
import type { ChosenItem, Validation } from '../state.js';
import { requiredFacets, satisfies } from './facets.js';

export function validateCoverage(items: readonly ChosenItem[], facets: RequestFacets, threshold: number): Validation {
  const required = requiredFacets(facets);
  if (required.length === 0) return { coverage: 1, required_facets: [], missing_facets: [], needs_correction: false };
  // With nothing shown there is nothing to correct: the answer offers alternatives instead.
  if (items.length === 0) return { coverage: 0, required_facets: required, missing_facets: required, needs_correction: false };
  const shares = required.map((facet) => items.filter((item) => satisfies(item.popup, facet, facets)).length / items.length);
  const coverage = Math.round((shares.reduce((a, b) => a + b, 0) / shares.length) * 1000) / 1000;
  const missing = required.filter((_, i) => shares[i]! < 1);
  return { coverage, required_facets: required, missing_facets: missing, needs_correction: missing.length > 0 || coverage < threshold };
}
