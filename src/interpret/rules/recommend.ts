/**
 * The offline, deterministic recommend interpreter: lexicon cues for intent and
 * facets, place names from the catalogue's zones, dates against the reference
 * date. Every output passes the port's zod schemas.
 */
import { normalizeText } from '../../korean/normalize.js';
import { findRegions, type RegionName } from '../../workflows/recommend/domain/regions.js';
import { parsePeriod } from '../../workflows/recommend/domain/periods.js';
import { RecommendIntent, RequestFacets, type RecommendInterpreter } from '../recommend-port.js';
import { amenityCues, categoryCues, identityCue, lateCue, newsCue, priceCues, requestCue, smalltalkCue, thanksCue } from './recommend-cues.js';

export class RulesRecommendInterpreter implements RecommendInterpreter {
  readonly kind = 'rules' as const;

  constructor(private readonly places: readonly RegionName[]) {}

  async intentOf(query: string): Promise<RecommendIntent> {
    return RecommendIntent.parse({ intent: this.intentNow(query) });
  }

  /** The query asks for something or names a facet: it is a request, whatever else it says. */
  namesARequest(query: string): boolean {
    const text = normalizeText(query);
    return requestCue.test(text) || this.namesAFacet(text);
  }

  private intentNow(query: string): RecommendIntent['intent'] {
    const text = normalizeText(query);
    if (this.namesARequest(query)) return 'recommend';
    if (identityCue.test(text)) return 'identity';
    if (thanksCue.test(text)) return 'thanks';
    if (smalltalkCue.test(text)) return 'smalltalk';
    return 'recommend';
  }

  private namesAFacet(text: string): boolean {
    const cues = [lateCue, ...priceCues.map(([, cue]) => cue), ...amenityCues.map(([, cue]) => cue), ...categoryCues.map(([, cue]) => cue)];
    return cues.some((cue) => cue.test(text)) || findRegions(text, this.places).length > 0;
  }

  async extractFacets(query: string, referenceDate: string): Promise<RequestFacets> {
    const text = normalizeText(query);
    return RequestFacets.parse({
      regions: findRegions(text, this.places),
      period: parsePeriod(text, referenceDate),
      late: lateCue.test(text),
      price: priceCues.find(([, cue]) => cue.test(text))?.[0] ?? null,
      amenities: amenityCues.filter(([, cue]) => cue.test(text)).map(([name]) => name),
      categories: categoryCues.filter(([, cue]) => cue.test(text)).map(([name]) => name),
      wants_news: newsCue.test(text),
    });
  }
}
