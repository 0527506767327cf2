/**
 * metadata_scan: the structured constraints (region, dates, late opening,
 * price, amenities, category) applied to the catalogue's fields. Pop-ups that
 * meet every hard facet are scored by the share of the other facets they meet.
 */
import { isHard, meetsAll, requiredFacets, satisfies } from '../domain/facets.js';
import type { RecommendDeps } from '../deps.js';
import { retrievalBranch } from './branch.js';

export const metadataScanNode = (deps: RecommendDeps) =>
  retrievalBranch('metadata', async (state) => {
    const facets = state.facets!;
    const required = requiredFacets(facets);
    const hard = required.filter(isHard);
    const soft = required.filter((f) => !isHard(f));
    const candidates = deps.catalogue.popups
      .filter((popup) => meetsAll(popup, hard, facets, state.reference_date))
      .map((popup) => ({ id: popup.id, score: soft.length === 0 ? 0.5 : (0.5 * soft.filter((f) => satisfies(popup, f, facets)).length) / soft.length + 0.01 }))
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
      .slice(0, deps.settings.branchK);
    const zoneNames = new Set(facets.regions.map((r) => r.value));
    const zones = deps.catalogue.zones
      .filter((zone) => zoneNames.has(zone.name) || zoneNames.has(zone.dong) || zoneNames.has(zone.district))
      .slice(0, 3)
      .map((zone) => `${zone.name}: ${zone.peak_times.join(', ')} 붐빔`);
    return { evidence: { metadata: candidates }, insights: { zones } };
  });
