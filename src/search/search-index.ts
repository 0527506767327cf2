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

/**
 * Statutes and all other documents are indexed apart (migration 0006), so a
 * search for explanations or decisions reads only their postings, and a term's
 * rarity is counted among the documents it is searched in.
 */
type Partition = 'statute' | 'other';
const ftsTable = { statute: 'search_fts', other: 'search_fts_other' } as const;
const vocabTable = { statute: 'search_vocab', other: 'search_vocab_other' } as const;
const partitionOf = (docType: string): Partition => (docType === 'statute' ? 'statute' : 'other');

function partitionsFor(filters: SearchFilters): Partition[] {
  if (filters.docType) return [partitionOf(filters.docType)];
  return filters.excludeDocType === 'statute' ? ['other'] : ['statute', 'other'];
}

/** Re-read this often, so a running server sees terms another process indexed. */
const FREQUENCY_TTL_MS = 60_000;
/**
 * A search first ranks this many candidates per wanted hit with the cheap
 * ranking alone, then does the costly part only for them: on SQLite, reading
 * their rows for the filters (too few passing means a full pass); on Postgres,
 * the idf-weighted ranking.
 */
const CANDIDATES_PER_HIT = 4;
/** Postgres: the rarest query terms, each weighted by its own idf; the rest share their mean idf. */
const IDF_TERMS = 8;

export class SearchIndex {
  /** Document frequencies by partition (on Postgres capped past the budget); cleared when documents change or grow old. */
  private frequencies = { at: 0, statute: new Map<string, number>(), other: new Map<string, number>() };
  /** Postgres document counts for idf, cleared with the frequencies. */
  private documentTotals: Partial<Record<Partition, number>> = {};
  /** Whether documents indexed before migration 0006 have been moved to their partition (SQLite). */
  private partitioned = false;

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
    this.forgetFrequencies();
    if (this.store.dialect === 'sqlite') this.upsertSqlite(documents);
    else await this.upsertPostgres(documents);
  }

  private forgetFrequencies(): void {
    this.frequencies = { at: performance.now(), statute: new Map(), other: new Map() };
    this.documentTotals = {};
  }

  private upsertSqlite(documents: CorpusDocument[]): void {
    this.partitionSqlite();
    const db = this.store.sqlite!;
    const find = db.prepare('select rid, doc_type from search_document where doc_id = ?');
    const removeDoc = db.prepare('delete from search_document where rid = ?');
    const insertDoc = db.prepare(
      `insert into search_document (doc_id, doc_type, law, article, paragraph, chapter, title, text, promulgated, effective, version_status, url, source, parent_id)
       values (@id, @doc_type, @law, @article, @paragraph, @chapter, @title, @text, @promulgated, @effective, @version_status, @url, @source, @parent_id)`,
    );
    const fts = this.ftsStatements();
    const chunksOf = db.prepare('select rid from search_document where parent_id = ?');
    db.transaction(() => {
      for (const doc of documents) {
        if (doc.doc_type === 'statute' && !doc.parent_id) {
          for (const { rid } of chunksOf.all(doc.id) as { rid: number }[]) {
            fts.statute.remove.run(rid);
            removeDoc.run(rid);
          }
        }
        const existing = find.get(doc.id) as { rid: number; doc_type: string } | undefined;
        if (existing) {
          fts[partitionOf(existing.doc_type)].remove.run(existing.rid);
          removeDoc.run(existing.rid);
        }
        const rid = Number(insertDoc.run(doc).lastInsertRowid);
        fts[partitionOf(doc.doc_type)].insert.run(rid, ...this.fieldTokens(doc));
      }
    })();
  }

  private ftsStatements() {
    const db = this.store.sqlite!;
    const statements = (table: string) => ({
      insert: db.prepare(`insert into ${table} (rowid, law, title, chapter, body) values (?, ?, ?, ?, ?)`),
      remove: db.prepare(`delete from ${table} where rowid = ?`),
    });
    return { statute: statements(ftsTable.statute), other: statements(ftsTable.other) };
  }

  /**
   * Before migration 0006 every document was in `search_fts`: the first time
   * this store is opened since, the ones that are not statutes move to their
   * own table, in one transaction (whichever process gets there first).
   */
  private partitionSqlite(): void {
    if (this.partitioned) return;
    const db = this.store.sqlite!;
    // Read first, so an index that has nothing to move never waits for the write lock.
    const settled = () =>
      db.prepare(`select rowid from ${ftsTable.other} limit 1`).get() !== undefined ||
      db.prepare(`select rid from search_document where doc_type <> 'statute' limit 1`).get() === undefined;
    if (!settled()) {
      db.transaction(() => {
        if (settled()) return;
        const rows = db.prepare(`select * from search_document where doc_type <> 'statute'`).all() as SearchDocumentTable[];
        const fts = this.ftsStatements();
        for (const row of rows) {
          fts.statute.remove.run(row.rid);
          fts.other.insert.run(row.rid, ...this.fieldTokens(documentOf(row)));
        }
      }).immediate();
    }
    this.partitioned = true;
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
    if (this.store.dialect === 'sqlite') this.partitionSqlite();
    const lists = [];
    for (const partition of partitionsFor(filters)) {
      const tokens = await this.selective(all, partition);
      if (tokens.length === 0) continue;
      lists.push(this.store.dialect === 'sqlite' ? this.searchSqlite(partition, tokens, k, filters) : await this.searchPostgres(partition, tokens, k, filters));
    }
    // Statutes and other documents in one list: their BM25 scores merged as they are.
    return lists.length === 1 ? lists[0]! : lists.flat().sort((a, b) => b.score - a.score).slice(0, k);
  }

  /** The query's terms that exist in the partition, rarest first, within the posting budget. */
  async selective(tokens: string[], partition: Partition = 'statute'): Promise<string[]> {
    const df = await this.documentFrequencies(tokens, partition);
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

  /**
   * Kept between queries: on SQLite the vocabulary counts a term's documents by
   * reading its whole posting list, which for a common word costs milliseconds.
   */
  private async documentFrequencies(tokens: string[], partition: Partition): Promise<Map<string, number>> {
    if (performance.now() - this.frequencies.at > FREQUENCY_TTL_MS || this.frequencies[partition].size > 100_000) this.forgetFrequencies();
    const known = this.frequencies[partition];
    const unknown = tokens.filter((t) => !known.has(t));
    if (unknown.length > 0 && this.store.dialect === 'sqlite') {
      const rows = this.store
        .sqlite!.prepare(`select term, doc from ${vocabTable[partition]} where term in (${unknown.map(() => '?').join(',')})`)
        .all(...unknown) as { term: string; doc: number }[];
      const found = new Map(rows.map((r) => [r.term, r.doc]));
      for (const token of unknown) known.set(token, found.get(token) ?? 0);
    }
    if (this.store.dialect === 'postgres') {
      for (const token of unknown) {
        // Counting stops past the budget: beyond it the exact number changes nothing.
        const result = await this.store.pool!.query(
          `select count(*)::int as n from (select 1 from search_document d where tokens @@ to_tsquery('simple', $1) and ${partitionSql(partition)} limit $2) t`,
          [token, Math.min(this.postingBudget, 1e9) + 1],
        );
        known.set(token, (result.rows[0] as { n: number }).n);
      }
    }
    return new Map(tokens.map((t) => [t, known.get(t)!]));
  }

  private async documentCount(partition: Partition): Promise<number> {
    if (this.documentTotals[partition] === undefined) {
      const statutes = await this.count('statute');
      this.documentTotals[partition] = partition === 'statute' ? statutes : (await this.count()) - statutes;
    }
    return this.documentTotals[partition]!;
  }

  private searchSqlite(partition: Partition, tokens: string[], k: number, filters: SearchFilters): SearchHit[] {
    const table = ftsTable[partition];
    const match = tokens.map((t) => `"${t}"`).join(' OR ');
    const { clause, params } = filterSql(filters, '?');
    const w = fieldWeights;
    // The candidates are ranked inside FTS5 before any document row is read; CROSS JOIN keeps
    // them first (driven from the doc_type index instead, SQLite would run the MATCH per row).
    const statement = this.store.sqlite!.prepare(
      `with ranked as (
         select rowid as rid, bm25(${table}, ${w.law}, ${w.title}, ${w.chapter}, ${w.body}) as rank
         from ${table} where ${table} match ? order by rank limit ?)
       select d.*, ranked.rank from ranked cross join search_document d on d.rid = ranked.rid
       where true ${clause}
       order by ranked.rank limit ?`,
    );
    const ranked = (candidates: number) => statement.all(match, candidates, ...params, k) as (SearchDocumentTable & { rank: number })[];
    let rows = ranked(k * CANDIDATES_PER_HIT);
    if (rows.length < k) rows = ranked(-1);
    return rows.map((row) => ({ ...documentOf(row), score: round(-row.rank) }));
  }

  private async searchPostgres(partition: Partition, tokens: string[], k: number, filters: SearchFilters): Promise<SearchHit[]> {
    const { clause, params } = filterSql(filters, '$');
    const w = fieldWeights;
    // ts_rank weights are {D, C, B, A} = {body, chapter, title, law}, scaled to ≤ 1.
    const scale = Math.max(w.law, w.title, w.chapter, w.body);
    const weights = `'{${[w.body, w.chapter, w.title, w.law].map((x) => x / scale).join(',')}}'::float4[]`;
    // ts_rank knows nothing of how rare a word is, so each term's rank is weighted by its BM25
    // idf (as FTS5 does on SQLite): a rare word outranks a common one. Every ts_rank call
    // unpacks the row's tsvector again, so the idf sum is computed only for the best
    // candidates of one plain ts_rank, and only the rarest terms are weighted one by one.
    const documents = await this.documentCount(partition);
    const idf = (token: string) => {
      const df = this.frequencies[partition].get(token) ?? 1;
      return Math.log(1 + (documents - df + 0.5) / (df + 0.5));
    };
    const values: unknown[] = [...params];
    const bind = (value: unknown) => `$${values.push(value)}`;
    const query = bind(tokens.join(' | '));
    const pool = bind(Math.max(k * CANDIDATES_PER_HIT, 100));
    const rest = tokens.slice(IDF_TERMS);
    const termRanks = tokens.slice(0, IDF_TERMS).map((token) => `${idf(token).toFixed(4)} * ts_rank(${weights}, d.tokens, to_tsquery('simple', ${bind(token)}), 1)`);
    if (rest.length > 0) {
      const meanIdf = rest.reduce((sum, token) => sum + idf(token), 0) / rest.length;
      termRanks.push(`${meanIdf.toFixed(4)} * ts_rank(${weights}, d.tokens, to_tsquery('simple', ${bind(rest.join(' | '))}), 1)`);
    }
    const result = await this.store.pool!.query(
      `select d.*, ${termRanks.join(' + ')} as rank
       from (select d.rid from search_document d, to_tsquery('simple', ${query}) q
             where d.tokens @@ q and ${partitionSql(partition)} ${clause}
             order by ts_rank(${weights}, d.tokens, q, 1) desc limit ${pool}) candidates
       join search_document d on d.rid = candidates.rid
       order by rank desc, d.rid
       limit ${bind(k)}`,
      values,
    );
    return (result.rows as (Omit<SearchDocumentTable, 'rid'> & { rank: number })[]).map((row) => ({ ...documentOf(row), score: round(Number(row.rank)) }));
  }

  async article(law: string, article: string): Promise<CorpusDocument | undefined> {
    return (await this.articles([{ law, article }]))[0];
  }

  /** The latest version of each article that the index holds, in one query. */
  async articles(citations: { law: string; article: string }[]): Promise<CorpusDocument[]> {
    if (citations.length === 0) return [];
    // doc_type is checked here, not in SQL: given it, the planner may walk the doc_type
    // index over every statute instead of the (law, article) index over a handful of rows.
    const rows = await this.store.db
      .selectFrom('search_document')
      .selectAll()
      .where((eb) => eb.or(citations.map((c) => eb.and([eb('law', '=', c.law), eb('article', '=', c.article)]))))
      .orderBy('effective', 'desc')
      .execute();
    const latest = new Map<string, CorpusDocument>();
    for (const row of rows) {
      const key = `${row.law}|${row.article}`;
      if (row.doc_type === 'statute' && !row.parent_id && !latest.has(key)) latest.set(key, documentOf(row));
    }
    return citations.flatMap((c) => latest.get(`${c.law}|${c.article}`) ?? []);
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

/** Spelled out so the planner can use the partial index of migration 0006. */
const partitionSql = (partition: Partition) => (partition === 'statute' ? `d.doc_type = 'statute'` : `d.doc_type <> 'statute'`);

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
