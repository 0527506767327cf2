/**
 * The pop-up catalogue as search documents (doc_type catalogue): name as the
 * title, category and place as the chapter, description, tags and attributes
 * as the body. Indexed on first start, and again when the catalogue changed.
 */
import type { Popup } from '../../workflows/recommend/catalogue/schema.js';
import type { CorpusDocument } from '../corpus.js';
import type { SearchIndex } from '../search-index.js';

export function catalogueDocument(popup: Popup): CorpusDocument {
  const where = popup.location;
  return {
    id: popup.id,
    doc_type: 'catalogue',
    law: null,
    article: null,
    paragraph: null,
    chapter: `${popup.category} ${where.city} ${where.district} ${where.dong} ${where.zone}`,
    title: `${popup.name} ${popup.brand}`,
    text: [popup.description, popup.tags.join(' '), popup.attributes.join(' '), popup.amenities.join(' '), where.address, popup.price_tier].join('\n'),
    promulgated: popup.period.start,
    effective: null,
    version_status: 'in_force',
    url: null,
    source: 'corpus/popups',
    parent_id: null,
  };
}

/** Indexes the catalogue unless the index already holds exactly that many catalogue documents. */
export async function ensureCatalogueIndexed(index: SearchIndex, popups: readonly Popup[]): Promise<number> {
  if ((await index.count('catalogue')) === popups.length) return 0;
  await index.upsert(popups.map(catalogueDocument));
  return popups.length;
}
