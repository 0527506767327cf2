/** A statute document for search tests: in force, 근로기준법, overridable field by field. */
import type { CorpusDocument } from '../../src/search/corpus.js';

export function statuteDocument(id: string, over: Partial<CorpusDocument>): CorpusDocument {
  return {
    id,
    doc_type: 'statute',
    law: '근로기준법',
    article: '제1조',
    paragraph: null,
    chapter: null,
    title: null,
    text: '본문',
    promulgated: '2020-01-01',
    effective: '2020-01-01',
    version_status: 'in_force',
    url: null,
    source: 'test',
    parent_id: null,
    ...over,
  };
}
