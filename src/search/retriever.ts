/**
 * Retrieval with query understanding on top of the index: articles the query
 * cites come first, then BM25 over the query expanded with the thesaurus, with
 * documents of a law the query names ranked up.
 */
import { sql } from 'kysely';
import type { Store } from '../store/database.js';
import { lawNameIndex, understandQuery } from './query.js';
import type { SearchFilters, SearchHit, SearchIndex } from './search-index.js';
import type { Thesaurus } from './thesaurus.js';

/** How much a named law's documents are ranked up. */
const NAMED_LAW_BOOST = 1.5;

export class Retriever {
  private names: [string, string][] | undefined;

  constructor(
    private readonly index: SearchIndex,
    private readonly store: Store,
    private readonly thesaurus: Thesaurus,
  ) {}

  /** Forget the cached law names (after an ingest). */
  refresh(): void {
    this.names = undefined;
  }

  private async lawNames(): Promise<[string, string][]> {
    if (!this.names) {
      const rows = await sql<{ law: string }>`select distinct law from search_document where law is not null`.execute(this.store.db);
      this.names = lawNameIndex(rows.rows.map((r) => r.law));
    }
    return this.names;
  }

  async retrieve(query: string, k: number, filters: SearchFilters = {}): Promise<SearchHit[]> {
    const understood = understandQuery(query, await this.lawNames(), this.thesaurus);
    const cited: SearchHit[] = [];
    for (const citation of understood.citations) {
      const doc = await this.index.article(citation.law, citation.article);
      if (doc && (!filters.docType || doc.doc_type === filters.docType)) cited.push({ ...doc, score: Number.MAX_SAFE_INTEGER });
    }
    const hits = await this.index.search(understood.expanded, k * 3, filters);
    const ranked = hits
      .map((hit) => ({ ...hit, score: hit.law && understood.laws.includes(hit.law) ? hit.score * NAMED_LAW_BOOST : hit.score }))
      .sort((a, b) => b.score - a.score);
    const seen = new Set<string>();
    return [...cited, ...ranked].filter((hit) => !seen.has(hit.id) && seen.add(hit.id)).slice(0, k);
  }
}
