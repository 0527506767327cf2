/**
 * The search index over the store: SQLite FTS5 (BM25 with field weights) or a
 * weighted Postgres tsvector, both fed with text the Korean tokenizer has
 * already split, so both dialects see the same tokens.
 */
import { sql } from 'kysely';
import type { Store } from '../store/database.js';
import type { SearchDocumentTable } from '../store/schema.js';
import { paragraphChunks } from './chunking.js';
import type { CorpusDocument, DocType } from './corpus.js';

export type Tokenize = (text: string) => string[];

export interface SearchFilters {
  docType?: DocType | undefined;
  /** Everything but this kind (statutes ranked on their own, the rest after them). */
  excludeDocType?: DocType | undefined;
  law?: string | undefined;
  /** Only versions in force on this date; default: in force now (not-yet-in-force and repealed left out). */
  asOf?: string | undefined;
}

export interface SearchHit extends CorpusDocument {
  score: number;
}

/** Field weights: a match in the law's name or the article title says more than one in the body. */
export const fieldWeights = { law: 3, title: 2, chapter: 0.5, body: 1 } as const;

const indexable = /^[\p{L}\p{N}]+$/u;

/**
 * How many postings one query may read. Scoring every document that holds a
 * common word is what makes long queries slow on a large corpus, so a query
 * keeps its rarest terms (the ones BM25 weighs most) until this budget is
 * spent; on a small corpus every term fits.
 */
export const POSTING_BUDGET = 12_000;
/** The rarest terms are always kept, whatever they cost. */
const MIN_TERMS = 2;

export class SearchIndex {
  /** Postgres document frequencies, capped at the budget; cleared when documents change. */
  private readonly frequencies = new Map<string, number>();
  /** Postgres document count for idf, cleared with the frequencies. */
  private documentTotal: number | undefined;

  private readonly postingBudget: number;

  /** `postingBudget: Infinity` keeps every query term (the eval's plain BM25 baseline does). */
  constructor(
    private readonly store: Store,
    private readonly tokenize: Tokenize,
    options: { postingBudget?: number } = {},
  ) {
    this.postingBudget = options.postingBudget ?? POSTING_BUDGET;
  }

  /** FTS tokens are letters and digits only, so the index's own splitter keeps them whole. */
  tokens(text: string | null): string[] {
    return text ? this.tokenize(text).filter((t) => indexable.test(t)) : [];
  }

  /** Inserts or replaces documents by id, with the 항 chunks of long articles (replacing their old chunks); idempotent. */
  async upsert(given: CorpusDocument[]): Promise<void> {
    if (given.length === 0) return;
    const documents = given.flatMap((doc) => [doc, ...paragraphChunks(doc)]);
    this.frequencies.clear();
    this.documentTotal = undefined;
    if (this.store.dialect === 'sqlite') this.upsertSqlite(documents);
    else await this.upsertPostgres(documents);
  }

  private upsertSqlite(documents: CorpusDocument[]): void {
    const db = this.store.sqlite!;
    const find = db.prepare('select rid from search_document where doc_id = ?');
    const removeFts = db.prepare('delete from search_fts where rowid = ?');
    const removeDoc = db.prepare('delete from search_document where rid = ?');
    const insertDoc = db.prepare(
      `insert into search_document (doc_id, doc_type, law, article, paragraph, chapter, title, text, promulgated, effective, version_status, url, source, parent_id)
       values (@id, @doc_type, @law, @article, @paragraph, @chapter, @title, @text, @promulgated, @effective, @version_status, @url, @source, @parent_id)`,
    );
    const insertFts = db.prepare('insert into search_fts (rowid, law, title, chapter, body) values (?, ?, ?, ?, ?)');
    const chunksOf = db.prepare('select rid from search_document where parent_id = ?');
    db.transaction(() => {
      for (const doc of documents) {
        if (doc.doc_type === 'statute' && !doc.parent_id) {
          for (const { rid } of chunksOf.all(doc.id) as { rid: number }[]) {
            removeFts.run(rid);
            removeDoc.run(rid);
          }
        }
        const existing = find.get(doc.id) as { rid: number } | undefined;
        if (existing) {
          removeFts.run(existing.rid);
          removeDoc.run(existing.rid);
        }
        const rid = Number(insertDoc.run(doc).lastInsertRowid);
        insertFts.run(rid, ...this.fieldTokens(doc));
      }
    })();
  }

  private async upsertPostgres(documents: CorpusDocument[]): Promise<void> {
    // One INSERT … ON CONFLICT may not touch a row twice, so of repeated ids the last wins, as on SQLite.
    const unique = [...new Map(documents.map((doc) => [doc.id, doc])).values()];
    const articles = unique.filter((doc) => doc.doc_type === 'statute' && !doc.parent_id).map((doc) => doc.id);
    for (let start = 0; start < articles.length; start += 500) {
      await this.store.db.deleteFrom('search_document').where('parent_id', 'in', articles.slice(start, start + 500)).execute();
    }
    for (let start = 0; start < unique.length; start += 500) {
      const batch = unique.slice(start, start + 500);
      await this.store.db
        .insertInto('search_document')
        .values(
          batch.map((doc) => {
            const [law, title, chapter, body] = this.fieldTokens(doc);
            return {
              ...documentColumns(doc),
              tokens: sql`setweight(to_tsvector('simple', ${law}), 'A') || setweight(to_tsvector('simple', ${title}), 'B') || setweight(to_tsvector('simple', ${chapter}), 'C') || setweight(to_tsvector('simple', ${body}), 'D')`,
            } as never;
          }),
        )
        .onConflict((oc) =>
          oc.column('doc_id').doUpdateSet((eb) => ({
            doc_type: eb.ref('excluded.doc_type'),
            law: eb.ref('excluded.law'),
            article: eb.ref('excluded.article'),
            paragraph: eb.ref('excluded.paragraph'),
            chapter: eb.ref('excluded.chapter'),
            title: eb.ref('excluded.title'),
            text: eb.ref('excluded.text'),
            promulgated: eb.ref('excluded.promulgated'),
            effective: eb.ref('excluded.effective'),
            version_status: eb.ref('excluded.version_status'),
            url: eb.ref('excluded.url'),
            source: eb.ref('excluded.source'),
            parent_id: eb.ref('excluded.parent_id'),
            tokens: sql`excluded.tokens`,
          }) as never),
        )
        .execute();
    }
  }

  private fieldTokens(doc: CorpusDocument): [string, string, string, string] {
    return [
      this.tokens(doc.law).join(' '),
      this.tokens(`${doc.article ?? ''} ${doc.title ?? ''}`).join(' '),
      this.tokens(doc.chapter).join(' '),
      this.tokens(doc.text).join(' '),
    ];
  }

  /** Ranked documents for a text query (tokenized here) or for ready tokens. */
  async search(query: string | string[], k: number, filters: SearchFilters = {}): Promise<SearchHit[]> {
    const all = [...new Set(typeof query === 'string' ? this.tokens(query) : query.filter((t) => indexable.test(t)))];
    if (all.length === 0 || k <= 0) return [];
    const tokens = await this.selective(all);
    if (tokens.length === 0) return [];
    return this.store.dialect === 'sqlite' ? this.searchSqlite(tokens, k, filters) : this.searchPostgres(tokens, k, filters);
  }

  /** The query's terms that exist in the index, rarest first, within the posting budget. */
  async selective(tokens: string[]): Promise<string[]> {
    const df = await this.documentFrequencies(tokens);
    const present = tokens.filter((t) => (df.get(t) ?? 0) > 0).sort((a, b) => df.get(a)! - df.get(b)!);
    const kept: string[] = [];
    let spent = 0;
    for (const token of present) {
      spent += df.get(token)!;
      if (spent > this.postingBudget && kept.length >= MIN_TERMS) break;
      kept.push(token);
    }
    return kept;
  }

  private async documentFrequencies(tokens: string[]): Promise<Map<string, number>> {
    if (this.store.dialect === 'sqlite') {
      const rows = this.store
        .sqlite!.prepare(`select term, doc from search_vocab where term in (${tokens.map(() => '?').join(',')})`)
        .all(...tokens) as { term: string; doc: number }[];
      return new Map(rows.map((r) => [r.term, r.doc]));
    }
    for (const token of tokens.filter((t) => !this.frequencies.has(t))) {
      // Counting stops past the budget: beyond it the exact number changes nothing.
      const result = await this.store.pool!.query(
        `select count(*)::int as n from (select 1 from search_document where tokens @@ to_tsquery('simple', $1) limit $2) t`,
        [token, Math.min(this.postingBudget, 1e9) + 1],
      );
      if (this.frequencies.size > 100_000) this.frequencies.clear();
      this.frequencies.set(token, (result.rows[0] as { n: number }).n);
    }
    return new Map(tokens.map((t) => [t, this.frequencies.get(t)!]));
  }

  private async documentCount(): Promise<number> {
    this.documentTotal ??= await this.count();
    return this.documentTotal;
  }

  private searchSqlite(tokens: string[], k: number, filters: SearchFilters): SearchHit[] {
    const match = tokens.map((t) => `"${t}"`).join(' OR ');
    const { clause, params } = filterSql(filters, '?');
    const w = fieldWeights;
    // CROSS JOIN keeps the full-text match first: driven from the doc_type index instead,
    // SQLite would run the whole MATCH once per candidate document.
    const rows = this.store
      .sqlite!.prepare(
        `select d.*, bm25(search_fts, ${w.law}, ${w.title}, ${w.chapter}, ${w.body}) as rank
         from search_fts cross join search_document d on d.rid = search_fts.rowid
         where search_fts match ? ${clause}
         order by rank limit ?`,
      )
      .all(match, ...params, k) as (Omit<SearchDocumentTable, 'rid'> & { rank: number })[];
    return rows.map((row) => ({ ...documentOf(row), score: round(-row.rank) }));
  }

  private async searchPostgres(tokens: string[], k: number, filters: SearchFilters): Promise<SearchHit[]> {
    const { clause, params } = filterSql(filters, '$');
    const w = fieldWeights;
    // ts_rank weights are {D, C, B, A} = {body, chapter, title, law}, scaled to ≤ 1.
    const scale = Math.max(w.law, w.title, w.chapter, w.body);
    const weights = `'{${[w.body, w.chapter, w.title, w.law].map((x) => x / scale).join(',')}}'::float4[]`;
    // ts_rank knows nothing of how rare a word is, so each term's rank is weighted by its
    // BM25 idf (as FTS5 does on SQLite): a rare word outranks a common one.
    const documents = await this.documentCount();
    const base = params.length;
    const termRanks = tokens.map((token, i) => {
      const df = this.frequencies.get(token) ?? 1;
      const idf = Math.log(1 + (documents - df + 0.5) / (df + 0.5));
      return `${idf.toFixed(4)} * ts_rank(${weights}, d.tokens, to_tsquery('simple', $${base + 3 + i}), 1)`;
    });
    const result = await this.store.pool!.query(
      `select d.*, ${termRanks.join(' + ')} as rank
       from search_document d, to_tsquery('simple', $${base + 1}) q
       where d.tokens @@ q ${clause}
       order by rank desc, d.rid
       limit $${base + 2}`,
      [...params, tokens.join(' | '), k, ...tokens],
    );
    return (result.rows as (Omit<SearchDocumentTable, 'rid'> & { rank: number })[]).map((row) => ({ ...documentOf(row), score: round(Number(row.rank)) }));
  }

  async article(law: string, article: string): Promise<CorpusDocument | undefined> {
    // doc_type is checked here, not in SQL: given it, the planner may walk the doc_type
    // index over every statute instead of the (law, article) index over a handful of rows.
    const rows = await this.store.db.selectFrom('search_document').selectAll().where('law', '=', law).where('article', '=', article).orderBy('effective', 'desc').execute();
    const row = rows.find((r) => r.doc_type === 'statute' && !r.parent_id);
    return row ? documentOf(row) : undefined;
  }

  /** Whether a document fetched by id would pass the filters a search applies. */
  passes(doc: CorpusDocument, filters: SearchFilters): boolean {
    if (filters.docType && doc.doc_type !== filters.docType) return false;
    if (filters.excludeDocType && doc.doc_type === filters.excludeDocType) return false;
    if (filters.law && doc.law !== filters.law) return false;
    if (!filters.asOf) return doc.version_status === 'in_force';
    return doc.version_status !== 'repealed' && (!doc.effective || doc.effective <= filters.asOf);
  }

  /** Documents by id (any that exist), in no particular order. */
  async documents(ids: string[]): Promise<CorpusDocument[]> {
    if (ids.length === 0) return [];
    return (await this.store.db.selectFrom('search_document').selectAll().where('doc_id', 'in', ids).execute()).map(documentOf);
  }

  /** Every law name in the index. */
  async laws(): Promise<string[]> {
    const rows = await this.store.db.selectFrom('search_document').select('law').distinct().where('law', 'is not', null).execute();
    return rows.map((r) => r.law!);
  }

  async count(docType?: DocType): Promise<number> {
    let query = this.store.db.selectFrom('search_document').select((eb) => eb.fn.countAll<string | number>().as('n'));
    if (docType) query = query.where('doc_type', '=', docType);
    return Number((await query.executeTakeFirst())?.n ?? 0);
  }
}

function filterSql(filters: SearchFilters, style: '?' | '$'): { clause: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  const placeholder = () => (style === '?' ? '?' : `$${params.length}`);
  const add = (column: string, op: string, value: string) => {
    params.push(value);
    parts.push(`d.${column} ${op} ${placeholder()}`);
  };
  if (filters.docType) add('doc_type', '=', filters.docType);
  if (filters.excludeDocType) add('doc_type', '<>', filters.excludeDocType);
  if (filters.law) add('law', '=', filters.law);
  if (filters.asOf) {
    params.push(filters.asOf);
    parts.push(`(d.effective is null or d.effective <= ${placeholder()}) and d.version_status <> 'repealed'`);
  } else {
    parts.push(`d.version_status = 'in_force'`);
  }
  return { clause: parts.map((p) => `and ${p}`).join(' '), params };
}

function documentColumns(doc: CorpusDocument): Omit<SearchDocumentTable, 'rid'> {
  return {
    doc_id: doc.id,
    doc_type: doc.doc_type,
    law: doc.law,
    article: doc.article,
    paragraph: doc.paragraph,
    chapter: doc.chapter,
    title: doc.title,
    text: doc.text,
    promulgated: doc.promulgated,
    effective: doc.effective,
    version_status: doc.version_status,
    url: doc.url,
    source: doc.source,
    parent_id: doc.parent_id,
  };
}

function documentOf(row: Omit<SearchDocumentTable, 'rid'>): CorpusDocument {
  return {
    id: row.doc_id,
    doc_type: row.doc_type as DocType,
    law: row.law,
    article: row.article,
    paragraph: row.paragraph,
    chapter: row.chapter,
    title: row.title,
    text: row.text,
    promulgated: row.promulgated,
    effective: row.effective,
    version_status: row.version_status as CorpusDocument['version_status'],
    url: row.url,
    source: row.source,
    parent_id: row.parent_id,
  };
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;
