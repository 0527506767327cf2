/**
 * Retrieval with query understanding on top of the index:
 *
 * 1. articles the query cites ("근로기준법 제36조", "같은 법 제109조") come first;
 * 2. the query, expanded with the thesaurus, ranks statute articles by BM25;
 * 3. it also ranks the documents that cite articles — our plain-language
 *    explanations (each names its article) and court decisions (참조조문) — and
 *    every article they cite gets a vote by the citing document's rank, so a
 *    question worded like an explanation or a decision reaches the article
 *    those documents point to even when it shares few words with it;
 * 4. the lists are fused by weighted reciprocal rank, and articles of a law
 *    the query names are ranked up;
 * 5. when embeddings are configured, documents nearest to the query vector are
 *    fused in the same way (a failing embeddings call leaves the lexical
 *    ranking as it is).
 *
 * Without a statute filter, the other documents (explanations, decisions)
 * follow the statutes in their own BM25 order.
 */
import type { CorpusDocument } from './corpus.js';
import type { Embeddings } from './embeddings.js';
import { lawNameIndex, understandQuery, type Citation } from './query.js';
import type { SearchFilters, SearchHit, SearchIndex } from './search-index.js';
import { Thesaurus } from './thesaurus.js';
import type { VectorIndex } from './vector-index.js';

/** How a ranked list's entries count in the fusion: weight / (RRF_K + rank). */
export const rankingWeights = {
  rrfK: 60,
  statute: 1,
  manual: 1,
  precedent: 1,
  /** Multiplies the fused score of an article of a law the query names. */
  namedLaw: 1.5,
  /** Weight of the dense (embeddings) list, when configured. */
  dense: 1,
  /** How many statutes, citing documents and nearest vectors each list contributes. */
  statuteDepth: 50,
  citingDepth: 20,
  denseDepth: 50,
} as const;

export type RankingWeights = { -readonly [K in keyof typeof rankingWeights]: number };

const noThesaurus = Thesaurus.empty();

export interface DenseRetrieval {
  embeddings: Embeddings;
  vectors: VectorIndex;
}

interface Catalogue {
  names: [string, string][];
  citing: Set<'manual' | 'precedent'>;
}

/** Re-read this often, so a running server sees what another process ingested. */
const CATALOGUE_TTL_MS = 60_000;

export class Retriever {
  private cached: { at: number; value: Catalogue } | undefined;

  private readonly weights: RankingWeights;
  private readonly dense: DenseRetrieval | undefined;

  constructor(
    private readonly index: SearchIndex,
    private readonly thesaurus: Thesaurus,
    options: { weights?: RankingWeights; dense?: DenseRetrieval | undefined } = {},
  ) {
    this.weights = options.weights ?? { ...rankingWeights };
    this.dense = options.dense;
  }

  /** Law names and whether explanations and decisions are indexed at all (no need to search for them if not). */
  private async catalogue(): Promise<Catalogue> {
    if (!this.cached || performance.now() - this.cached.at > CATALOGUE_TTL_MS) {
      const citing = (['manual', 'precedent'] as const).map(async (t) => [t, (await this.index.count(t)) > 0] as const);
      const present = new Set((await Promise.all(citing)).filter(([, any]) => any).map(([t]) => t));
      this.cached = { at: performance.now(), value: { names: lawNameIndex(await this.index.laws()), citing: present } };
    }
    return this.cached.value;
  }

  async retrieve(query: string, k: number, filters: SearchFilters = {}): Promise<SearchHit[]> {
    const { names, citing } = await this.catalogue();
    const understood = understandQuery(query, names, this.thesaurus);
    const cited = (await this.index.articles(understood.citations))
      .filter((doc) => !filters.docType || doc.doc_type === filters.docType)
      .map((doc) => ({ ...doc, score: Number.MAX_SAFE_INTEGER }));
    const wantsStatutes = !filters.docType || filters.docType === 'statute';
    const statutes = wantsStatutes ? await this.rankStatutes(understood.expanded, understood.laws, names, citing, filters) : [];
    const others = filters.docType === 'statute' ? [] : await this.index.search(understood.expanded, k, { ...filters, docType: filters.docType, excludeDocType: 'statute' });
    const seen = new Set<string>();
    const lexical = [...statutes, ...others].filter((hit) => !seen.has(hit.id) && seen.add(hit.id));
    const fused = this.dense ? await this.fuseDense(query, lexical, filters) : lexical;
    const shown = new Set<string>();
    // A cited article and one of its 항 are the same article: shown once.
    const shownKey = (hit: SearchHit) => (hit.doc_type === 'statute' ? articleKey(hit) : hit.id);
    return [...cited, ...fused].filter((hit) => !shown.has(shownKey(hit)) && shown.add(shownKey(hit))).slice(0, k);
  }

  /** Reciprocal-rank fusion of the lexical ranking with the documents nearest the query vector. */
  private async fuseDense(query: string, lexical: SearchHit[], filters: SearchFilters): Promise<SearchHit[]> {
    const { embeddings, vectors } = this.dense!;
    const w = this.weights;
    let nearest: string[];
    try {
      const [vector] = await embeddings.embed([query]);
      nearest = await vectors.nearest(embeddings.model, vector!, w.denseDepth);
    } catch {
      // Dense retrieval is an extra: when the embeddings server fails, the lexical ranking stands.
      return lexical;
    }
    const scores = new Map<string, { hit: SearchHit; score: number }>();
    lexical.forEach((hit, rank) => scores.set(hit.id, { hit, score: 1 / (w.rrfK + rank + 1) }));
    const unseen = nearest.filter((id) => !scores.has(id));
    const fetched = new Map((await this.index.documents(unseen)).filter((d) => this.index.passes(d, filters)).map((d) => [d.id, d]));
    nearest.forEach((id, rank) => {
      const entry = scores.get(id) ?? (fetched.has(id) ? { hit: { ...fetched.get(id)!, score: 0 }, score: 0 } : undefined);
      if (!entry) return;
      entry.score += w.dense / (w.rrfK + rank + 1);
      scores.set(id, entry);
    });
    return [...scores.values()].sort((a, b) => b.score - a.score).map(({ hit, score }) => ({ ...hit, score: Math.round(score * 1e6) / 1e6 }));
  }

  private async rankStatutes(expanded: string, namedLaws: string[], names: [string, string][], citing: Catalogue['citing'], filters: SearchFilters): Promise<SearchHit[]> {
    const w = this.weights;
    const statuteFilters = { ...filters, docType: 'statute' as const };
    const fused = new Map<string, { doc?: CorpusDocument; score: number }>();
    const vote = (key: string, amount: number, doc?: CorpusDocument) => {
      const entry = fused.get(key) ?? { score: 0 };
      entry.score += amount;
      if (doc) entry.doc = doc;
      fused.set(key, entry);
    };
    // An article counts once, at its best rank, whether the whole article or one of its 항 matched.
    const articles = new Map<string, SearchHit>();
    for (const hit of await this.index.search(expanded, w.statuteDepth, statuteFilters)) if (!articles.has(articleKey(hit))) articles.set(articleKey(hit), hit);
    [...articles].forEach(([key, hit], rank) => vote(key, w.statute / (w.rrfK + rank + 1), hit));
    for (const docType of ['manual', 'precedent'] as const) {
      const weight = w[docType];
      if (weight <= 0 || !citing.has(docType)) continue;
      const hits = await this.index.search(expanded, w.citingDepth, { asOf: filters.asOf, docType });
      hits.forEach((doc, rank) => {
        for (const c of citedArticles(doc, names)) vote(articleKey(c), weight / (w.rrfK + rank + 1));
      });
    }
    const onlyCited = await this.statutes([...fused].filter(([, entry]) => !entry.doc).map(([key]) => key), filters);
    const ranked: SearchHit[] = [];
    for (const [key, entry] of fused) {
      const doc = entry.doc ?? onlyCited.get(key);
      if (!doc) continue;
      const boost = doc.law && namedLaws.includes(doc.law) ? w.namedLaw : 1;
      ranked.push({ ...doc, score: Math.round(entry.score * boost * 1e6) / 1e6 });
    }
    return ranked.sort((a, b) => b.score - a.score);
  }

  /** Articles only citing documents pointed at, by key, that the index holds and the filters let through. */
  private async statutes(keys: string[], filters: SearchFilters): Promise<Map<string, CorpusDocument>> {
    const citations = keys.map((key) => key.split('|') as [string, string]).map(([law, article]) => ({ law, article }));
    const docs = await this.index.articles(citations.filter((c) => !filters.law || filters.law === c.law));
    return new Map(docs.filter((doc) => this.index.passes(doc, filters)).map((doc) => [articleKey(doc), doc]));
  }
}

const articleKey = (c: { law: string | null; article: string | null }) => `${c.law}|${c.article}`;

/** The articles a document cites: an explanation names its own; a decision lists them under 참조조문. */
export function citedArticles(doc: CorpusDocument, names: readonly [string, string][]): Citation[] {
  if (doc.doc_type !== 'precedent') return doc.law && doc.article ? [{ law: doc.law, article: doc.article }] : [];
  const refs = /\[참조조문\]\s*([^\n]*)/.exec(doc.text)?.[1];
  return refs ? understandQuery(refs, names, noThesaurus).citations : [];
}
