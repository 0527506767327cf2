/**
 * Dense vectors beside the search documents (table search_vector), and exact
 * nearest-neighbour search by cosine similarity. Vectors are normalised when
 * stored, and a model's vectors are held in memory after the first query (one
 * flat Float32Array), which is fast enough for a statute corpus on one node.
 */
import { sql } from 'kysely';
import type { Store } from '../store/database.js';
import type { CorpusDocument } from './corpus.js';
import type { Embeddings } from './embeddings.js';

interface Loaded {
  ids: string[];
  dims: number;
  matrix: Float32Array;
}

function normalise(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const x of vector) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  return vector.map((x) => x / norm);
}

export class VectorIndex {
  private loaded = new Map<string, Loaded>();

  constructor(private readonly store: Store) {}

  /** Documents that have no vector for this model yet, in a stable order. */
  async missing(model: string, limit: number): Promise<Pick<CorpusDocument, 'id' | 'law' | 'article' | 'title' | 'text'>[]> {
    const rows = await this.store.db
      .selectFrom('search_document as d')
      .select(['d.doc_id', 'd.law', 'd.article', 'd.title', 'd.text'])
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('search_vector as v').select(sql`1`.as('one')).whereRef('v.doc_id', '=', 'd.doc_id').where('v.model', '=', model))),
      )
      .orderBy('d.rid')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: r.doc_id, law: r.law, article: r.article, title: r.title, text: r.text }));
  }

  async put(model: string, entries: { docId: string; vector: Float32Array }[]): Promise<void> {
    if (entries.length === 0) return;
    await this.store.db
      .insertInto('search_vector')
      .values(
        entries.map((e) => {
          const unit = normalise(e.vector);
          return { doc_id: e.docId, model, dims: unit.length, vector: new Uint8Array(unit.buffer, unit.byteOffset, unit.byteLength) };
        }),
      )
      .onConflict((oc) => oc.columns(['model', 'doc_id']).doUpdateSet((eb) => ({ dims: eb.ref('excluded.dims'), vector: eb.ref('excluded.vector') })))
      .execute();
    this.loaded.delete(model);
  }

  private async load(model: string): Promise<Loaded> {
    const cached = this.loaded.get(model);
    if (cached) return cached;
    const rows = await this.store.db.selectFrom('search_vector').select(['doc_id', 'dims', 'vector']).where('model', '=', model).execute();
    const dims = rows[0]?.dims ?? 0;
    const usable = rows.filter((r) => r.dims === dims);
    const matrix = new Float32Array(usable.length * dims);
    usable.forEach((r, i) => matrix.set(new Float32Array(Uint8Array.from(r.vector).buffer), i * dims));
    const loaded = { ids: usable.map((r) => r.doc_id), dims, matrix };
    this.loaded.set(model, loaded);
    return loaded;
  }

  /** Document ids by cosine similarity to the query vector, best first. */
  async nearest(model: string, query: Float32Array, k: number): Promise<string[]> {
    const { ids, dims, matrix } = await this.load(model);
    if (dims === 0 || query.length !== dims) return [];
    const q = normalise(query);
    const scores = new Float32Array(ids.length);
    for (let row = 0; row < ids.length; row++) {
      let dot = 0;
      for (let j = 0, at = row * dims; j < dims; j++) dot += matrix[at + j]! * q[j]!;
      scores[row] = dot;
    }
    return [...scores.keys()]
      .sort((a, b) => scores[b]! - scores[a]!)
      .slice(0, k)
      .map((row) => ids[row]!);
  }

  /** Embeds every document that has no vector for the model yet; safe to repeat. */
  async embedMissing(embeddings: Embeddings, batch = 64, progress: (done: number) => void = () => {}): Promise<number> {
    let done = 0;
    for (let docs = await this.missing(embeddings.model, batch); docs.length > 0; docs = await this.missing(embeddings.model, batch)) {
      const vectors = await embeddings.embed(docs.map(embeddingText));
      await this.put(embeddings.model, docs.map((d, i) => ({ docId: d.id, vector: vectors[i]! })));
      done += docs.length;
      progress(done);
    }
    return done;
  }
}

/** What a document's vector stands for: where it sits in the law, then its text. */
export function embeddingText(doc: Pick<CorpusDocument, 'law' | 'article' | 'title' | 'text'>): string {
  return [[doc.law, doc.article, doc.title && `(${doc.title})`].filter(Boolean).join(' '), doc.text].filter(Boolean).join('\n').slice(0, 4000);
}
