/**
 * The ask assistant and the grounding guardrail (../shared/spec/api-assistants.md,
 * "Ask" and "Verify"): POST /api/v1/ask, POST /api/v1/ask/stream (SSE as
 * api-streaming.md) and POST /api/v1/verify.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openSse } from '../../engine/sse.js';
import { DocType } from '../../search/corpus.js';
import type { AskService } from '../../workflows/ask/service.js';
import { toAppError } from '../errors.js';

const AskBody = z.object({
  question: z
    .string({ error: 'question(질문)이 필요해요.' })
    .trim()
    .min(1, '질문이 비어 있어요.')
    .max(1000, '질문은 1000자 이하로 보내 주세요.'),
  n_results: z.number({ error: 'n_results는 1~20 사이의 정수여야 해요.' }).int().min(1).max(20).default(5),
  filter_type: DocType.nullish().transform((v) => v ?? null),
  max_retries: z.number({ error: 'max_retries는 0~3 사이의 정수여야 해요.' }).int().min(0).max(3).default(1),
});

const VerifyBody = z.object({
  question: z.string().max(1000).optional(),
  documents: z
    .array(
      z.object({
        law: z.string().max(100).nullish(),
        article: z.string().max(30).nullish(),
        title: z.string().max(300).nullish(),
        text: z.string({ error: '문서마다 text가 필요해요.' }).min(1, '문서 text가 비어 있어요.').max(50_000, '문서 text는 50,000자 이하로 보내 주세요.'),
      }),
      { error: 'documents는 문서 배열이어야 해요.' },
    )
    .max(50, '문서는 50개까지 보낼 수 있어요.'),
  answer: z.string({ error: 'answer(검증할 답변)가 필요해요.' }).trim().min(1, '답변이 비어 있어요.').max(20_000, '답변은 20,000자 이하로 보내 주세요.'),
});

export function askRoutes(ask: () => AskService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ask'];
    app.post('/api/v1/ask', { schema: { summary: '법률 Q&A (근거 검증 포함)', tags, body: AskBody } }, async (request) => {
      return { success: true, data: await ask().ask(request.body) };
    });

    app.post('/api/v1/ask/stream', { schema: { summary: '법률 Q&A 스트리밍 (SSE)', tags, body: AskBody } }, async (request, reply) => {
      const sse = openSse(request, reply);
      try {
        await ask().ask(request.body, { signal: sse.signal, onEvent: (event) => sse.send(event) });
      } catch (error) {
        // A client that went away gets nothing more; anyone still listening gets one error event.
        if (!sse.signal.aborted) sse.send({ type: 'error', message: toAppError(error).message });
      } finally {
        sse.end();
      }
    });

    app.post('/api/v1/verify', { schema: { summary: '답변 근거 검증', tags, body: VerifyBody } }, async (request) => {
      return { success: true, data: ask().verify(request.body.answer, request.body.documents) };
    });
  };
}
