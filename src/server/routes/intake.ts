/** The intake API of ../shared/spec/api-intake.md. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReferenceDate } from '../../workflows/intake/reference-date.js';
import type { IntakeService } from '../../workflows/intake/service.js';

const sessionId = z.string({ error: 'session_id가 필요해요.' }).trim().min(1, 'session_id가 비어 있어요.').max(100, 'session_id가 너무 길어요.');


const StartBody = z
  .object({
    channel: z.string().trim().min(1).max(50, 'channel은 50자 이하여야 해요.').optional(),
    user_meta: z.record(z.string(), z.unknown()).optional(),
    reference_date: ReferenceDate.optional(),
  })
  .default({});

const MessageBody = z.object({
  session_id: sessionId,
  user_message: z
    .string({ error: 'user_message(문자열)가 필요해요.' })
    .trim()
    .min(1, '메시지가 비어 있어요. 내용을 입력해 주세요.')
    .max(4000, '메시지는 4,000자 이하로 보내 주세요. 나눠서 보내셔도 돼요.'),
});

const SessionQuery = z.object({ session_id: sessionId });

export function intakeRoutes(intake: () => IntakeService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['intake'];
    app.post('/chat/start', { schema: { summary: '상담 시작', tags, body: StartBody } }, async (request) => ({
      success: true,
      data: await intake().start(request.body ?? {}),
    }));
    app.post('/chat/message', { schema: { summary: '메시지 보내기', tags, body: MessageBody } }, async (request) => ({
      success: true,
      data: await intake().message(request.body.session_id, request.body.user_message),
    }));
    app.post('/chat/end', { schema: { summary: '상담 마치기', tags, body: SessionQuery } }, async (request) => ({
      success: true,
      data: await intake().end(request.body.session_id),
    }));
    app.get('/chat/status', { schema: { summary: '진행 상태', tags, querystring: SessionQuery } }, async (request) => ({
      success: true,
      data: await intake().status(request.query.session_id),
    }));
    app.get('/chat/result', { schema: { summary: '상담 결과(사건 기록)', tags, querystring: SessionQuery } }, async (request) => ({
      success: true,
      data: await intake().result(request.query.session_id),
    }));
  };
}
