/** The recommend API (../shared/spec/api-assistants.md, Recommend), plain and streaming. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openSse } from '../../engine/sse.js';
import { ReferenceDate } from '../../workflows/intake/reference-date.js';
import type { RecommendService } from '../../workflows/recommend/service.js';

const RecommendBody = z.object({
  query: z
    .string({ error: 'query(문자열)가 필요해요.' })
    .trim()
    .min(1, '질문이 비어 있어요. 찾고 싶은 팝업을 적어 주세요.')
    .max(1000, '질문은 1,000자 이하로 보내 주세요.'),
  reference_date: ReferenceDate.optional(),
  max_results: z.number({ error: 'max_results는 1에서 20 사이의 정수여야 해요.' }).int('max_results는 정수여야 해요.').min(1, 'max_results는 1 이상이어야 해요.').max(20, 'max_results는 20 이하여야 해요.').default(5),
});

export function recommendRoutes(recommend: () => RecommendService, today: () => string): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['recommend'];
    const request = (body: z.infer<typeof RecommendBody>) => ({ query: body.query, reference_date: body.reference_date ?? today(), max_results: body.max_results });
    app.post('/api/v1/recommend', { schema: { summary: '팝업 추천', tags, body: RecommendBody } }, async (req) => ({
      success: true,
      data: await recommend().recommend(request(req.body)),
    }));
    app.post('/api/v1/recommend/stream', { schema: { summary: '팝업 추천 (SSE)', tags, body: RecommendBody } }, async (req, reply) => {
      const sse = openSse(req, reply);
      try {
        await recommend().stream(request(req.body), (event) => sse.send(event), sse.signal);
      } catch (error) {
        if (!sse.signal.aborted) {
          req.log.error(error);
          sse.send({ type: 'error', message: '추천을 만드는 중 문제가 생겼어요. 잠시 후 다시 시도해 주세요.' });
        }
      } finally {
        sse.end();
      }
    });
  };
}
