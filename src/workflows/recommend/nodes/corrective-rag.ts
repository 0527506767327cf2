/**
 * corrective_rag: the facets the draft missed become strict filters and extra
 * search terms, and retrieval runs again. The strictest set of filters that
 * still finds pop-ups wins (every facet of the request, else the missing ones,
 * else each missing one alone), pop-ups meeting more facets rank first, and the answer
 * says which facets could not be met.
 */
import { fillTemplate } from '../../../knowledge/recommend-texts.js';
import { chooseItems } from '../domain/choose.js';
import { validateCoverage } from '../domain/coverage.js';
import { meetsAll, requiredFacets } from '../domain/facets.js';
import type { RecommendDeps } from '../deps.js';
import type { ChosenItem, RecommendGraphState, RecommendUpdate } from '../state.js';
import { draftFor } from './draft-response.js';

export function correctiveRagNode(deps: RecommendDeps) {
  return async (state: RecommendGraphState): Promise<RecommendUpdate> => {
    const attempt = state.correction_attempts + 1;
    const facets = state.facets!;
    const missing = state.validation?.missing_facets ?? [];
    // A failing index must not fail the answer: the catalogue scan alone can still correct.
    const hits = await deps.search(`${state.query} ${missing.join(' ')}`, deps.settings.branchK).catch(() => []);
    const texted = hits.filter((h) => deps.popupsById.has(h.id)).map((h) => ({ id: h.id, score: h.score }));
    let strict = state.strict_facets;
    let found = texted;
    let items: ChosenItem[] = [];
    // Missing facets must not push out ones the draft already met, so try every facet first.
    for (const extra of [requiredFacets(facets), missing, ...missing.map((f) => [f])]) {
      strict = [...new Set([...state.strict_facets, ...extra])];
      const scanned = deps.catalogue.popups.filter((p) => meetsAll(p, strict, facets, state.reference_date)).map((p) => ({ id: p.id, score: 0.5 }));
      found = [...texted, ...scanned];
      const evidence = { ...state.evidence, [`corrective_${attempt}`]: found };
      items = chooseItems({ popups: deps.popupsById, evidence, facets, strict, referenceDate: state.reference_date, max: state.max_results, preferMatched: true });
      if (items.length > 0) break;
    }
    const texts = deps.texts().templates;
    const stillMissing = validateCoverage(items, facets, deps.settings.coverageThreshold).missing_facets;
    const names = (items.length === 0 ? missing : stillMissing).join(', ');
    if (items.length === 0) {
      return { correction_attempts: attempt, strict_facets: strict, evidence: { [`corrective_${attempt}`]: found }, corrections: [fillTemplate(texts.correction_unfixed, { facets: names })] };
    }
    return {
      ...draftFor(deps, state, items),
      correction_attempts: attempt,
      strict_facets: strict,
      evidence: { [`corrective_${attempt}`]: found },
      corrections: [
        fillTemplate(texts.correction, { facets: missing.filter((f) => !stillMissing.includes(f)).join(', ') || missing.join(', ') }),
        ...(stillMissing.length > 0 ? [fillTemplate(texts.correction_unfixed, { facets: names })] : []),
      ],
    };
  };
}
