/** search_vector_db(query, doc_type?, limit): laws, precedents, interpretations and manuals from the search layer. */
import type { DocType } from '../../../search/corpus.js';
import type { SearchIndex } from '../../../search/search-index.js';

export const vectorDocTypes = { law: 'statute', precedent: 'precedent', interpretation: 'interpretation', manual: 'manual' } as const satisfies Record<string, DocType>;
export type VectorDocType = keyof typeof vectorDocTypes;

export function searchVectorDb(index: SearchIndex) {
  return async (query: string, docType?: VectorDocType, limit = 5) => {
    const hits = await index.search(query, limit, docType ? { docType: vectorDocTypes[docType] } : {});
    return hits.map((hit) => ({
      text: hit.text,
      source: [hit.law, hit.article].filter(Boolean).join(' ') || hit.id,
      doc_type: hit.doc_type,
      title: hit.title ?? [hit.law, hit.article].filter(Boolean).join(' '),
      score: hit.score,
    }));
  };
}
