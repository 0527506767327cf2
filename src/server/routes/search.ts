/** Search and article lookup (../shared/spec/api-assistants.md, "Search"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { DocType, normaliseArticle, type CorpusDocument } from '../../search/corpus.js';
import { Retriever, type DenseRetrieval } from '../../search/retriever.js';
import type { SearchIndex } from '../../search/search-index.js';
import { shippedThesaurusFile, Thesaurus } from '../../search/thesaurus.js';
import { ReferenceDate } from '../../workflows/intake/reference-date.js';

const SearchQuery = z.object({
  q: z.string({ error: 'q(검색어)가 필요해요.' }).trim().min(1, '검색어가 비어 있어요.').max(500, '검색어는 500자 이하로 보내 주세요.'),
  k: z.coerce.number().int().min(1).max(50).default(10),
  doc_type: DocType.optional(),
  law: z.string().trim().min(1).max(100).optional(),
  as_of: ReferenceDate.optional(),
});

const view = (doc: CorpusDocument) => ({
  id: doc.id,
  doc_type: doc.doc_type,
  law: doc.law,
  article: doc.article,
  title: doc.title,
  text: doc.text,
  url: doc.url,
  effective: doc.effective,
});

/** `dense` fuses embeddings into the ranking when SANGDAM_EMBEDDINGS is configured. */
export function searchRoutes(index: SearchIndex, dense?: DenseRetrieval): FastifyPluginAsyncZod {
  return async (app) => {
    const retriever = new Retriever(index, Thesaurus.fromFile(shippedThesaurusFile), { dense });
    const tags = ['search'];
    app.get('/api/v1/search', { schema: { summary: '법령·해설 검색', tags, querystring: SearchQuery } }, async (request) => {
      const { q, k, doc_type, law, as_of } = request.query;
      const hits = await retriever.retrieve(q, k, { docType: doc_type, law, asOf: as_of });
      return { success: true, data: { results: hits.map((hit) => ({ ...view(hit), score: hit.score })) } };
    });

    app.get(
      '/api/v1/laws/:law/articles/:article',
      { schema: { summary: '조문 하나', tags, params: z.object({ law: z.string().min(1).max(100), article: z.string().min(1).max(20) }) } },
      async (request) => {
        const article = normaliseArticle(request.params.article);
        if (!article) throw new AppError(400, 'INVALID_ARTICLE', `"${request.params.article}"는 조문 번호가 아니에요. 예: 제36조, 36조, 제43조의2`);
        const doc = await index.article(request.params.law, article);
        if (!doc) throw new AppError(404, 'ARTICLE_NOT_FOUND', `${request.params.law} ${article}을(를) 색인에서 찾지 못했어요. 법령을 먼저 넣어 주세요 (sangdam ingest).`);
        return { success: true, data: view(doc) };
      },
    );
  };
}
