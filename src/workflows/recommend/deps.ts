/** What the recommend graph needs from outside: catalogue, search, interpreter, wording and settings. */
import type { RecommendTexts } from '../../knowledge/recommend-texts.js';
import type { RecommendInterpreter } from '../../interpret/recommend-port.js';
import type { SearchHit } from '../../search/search-index.js';
import type { Catalogue, Popup } from './catalogue/schema.js';

export interface RecommendSettings {
  /** How many corrective passes a request may take (the seed: one). */
  maxCorrections: number;
  /** Mean facet coverage below this needs correction even with no facet missing. */
  coverageThreshold: number;
  /** Candidates each branch returns. */
  branchK: number;
  /** Web updates this many days before the reference date count as news. */
  newsDays: number;
}

export const defaultRecommendSettings: RecommendSettings = { maxCorrections: 1, coverageThreshold: 0.8, branchK: 40, newsDays: 14 };

/** Text search over the catalogue's indexed documents (doc_type catalogue). */
export type CatalogueSearch = (query: string, k: number) => Promise<SearchHit[]>;

export interface RecommendDeps {
  catalogue: Catalogue;
  popupsById: ReadonlyMap<string, Popup>;
  search: CatalogueSearch;
  interpreter: RecommendInterpreter;
  texts: () => RecommendTexts;
  settings: RecommendSettings;
}

export function recommendDeps(base: Omit<RecommendDeps, 'popupsById' | 'settings'> & { settings?: Partial<RecommendSettings> }): RecommendDeps {
  return {
    ...base,
    popupsById: new Map(base.catalogue.popups.map((p) => [p.id, p])),
    settings: { ...defaultRecommendSettings, ...base.settings },
  };
}
