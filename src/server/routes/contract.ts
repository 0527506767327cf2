/** Contract review and its chat agent (../shared/spec/api-assistants.md "Contract"; SSE as api-streaming.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openSse } from '../../engine/sse.js';
import { AppError } from '../../errors.js';
import type { ContractService, ChatRequest } from '../../workflows/contract/service.js';
import { ReferenceDate } from '../../workflows/intake/reference-date.js';
import { toAppError } from '../errors.js';
import { boundaryOf, parseMultipart } from '../multipart.js';

const MAX_TEXT = 200_000;
const MULTIPART_OVERHEAD = 64 * 1024;

const TextBody = z.object({
  text: z.string({ error: 'text(계약서 내용)가 필요해요.' }).max(MAX_TEXT, `계약서는 ${MAX_TEXT.toLocaleString('en-US')}자 이하로 보내 주세요.`),
  title: z.string().max(200).optional(),
  workplace_size_5plus: z.boolean().optional(),
  reference_date: ReferenceDate.optional(),
});
const ContractParams = z.object({ id: z.coerce.number({ error: '계약서 번호는 숫자예요.' }).int().positive() });
const AgentParams = z.object({ contract_id: z.coerce.number({ error: '계약서 번호는 숫자예요.' }).int().positive() });
const Message = z.string({ error: 'message(질문)가 필요해요.' }).trim().min(1, '질문이 비어 있어요.').max(4000, '질문은 4,000자 이하로 보내 주세요.');
const StreamBody = z.object({ message: Message, conversation_id: z.string().trim().min(1).max(100).optional(), include_contract: z.boolean().default(true) });
const HistoryBody = z.object({
  message: Message,
  history: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(20_000) })).max(50),
  include_contract: z.boolean().default(true),
});

export function contractRoutes(service: () => ContractService, maxUploadBytes: number): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['contract'];
    app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: maxUploadBytes + MULTIPART_OVERHEAD }, (_request, body, done) => done(null, body));

    app.post('/api/v1/contracts', { schema: { summary: '근로계약서 분석(파일 또는 텍스트)', tags }, bodyLimit: maxUploadBytes + MULTIPART_OVERHEAD }, async (request, reply) => {
      const boundary = boundaryOf(request.headers['content-type']);
      const result = Buffer.isBuffer(request.body) && boundary ? await analyzeForm(service(), request.body, boundary) : await service().analyzeText({ ...parseBody(TextBody, request.body), sourceType: 'text' });
      reply.code(201);
      return { success: true, data: result };
    });

    app.get('/api/v1/contracts/:id', { schema: { summary: '저장된 계약서 분석', tags, params: ContractParams } }, async (request) => {
      const stored = await service().get(request.params.id);
      return { success: true, data: { contract_id: stored.id, title: stored.title, source_type: stored.sourceType, text: stored.text, created_at: stored.createdAt, analysis: stored.analysis } };
    });

    app.get('/api/v1/agent/health', { schema: { summary: '채팅 에이전트 상태', tags } }, async () => ({ status: 'healthy', agent: 'ready' }));

    app.post('/api/v1/agent/:contract_id/stream', { schema: { summary: '계약서 채팅(SSE)', tags, params: AgentParams, body: StreamBody } }, async (request, reply) => {
      const { message, conversation_id, include_contract } = request.body;
      await stream(service(), request, reply, request.params.contract_id, { message, conversationId: conversation_id, includeContract: include_contract });
    });

    app.post('/api/v1/agent/:contract_id/stream/history', { schema: { summary: '대화 기록을 주는 계약서 채팅(SSE)', tags, params: AgentParams, body: HistoryBody } }, async (request, reply) => {
      const { message, history, include_contract } = request.body;
      await stream(service(), request, reply, request.params.contract_id, { message, history, includeContract: include_contract });
    });

    app.post('/api/v1/agent/:contract_id', { schema: { summary: '계약서 채팅(한 번에 응답)', tags, params: AgentParams, body: StreamBody } }, async (request) => {
      const { message, conversation_id, include_contract } = request.body;
      const result = await service().chat(request.params.contract_id, { message, conversationId: conversation_id, includeContract: include_contract }, () => {});
      return { success: true, data: { answer: result.answer, tools_used: result.toolsUsed, contract_id: request.params.contract_id, conversation_id: result.conversationId } };
    });
  };
}

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new AppError(400, 'INVALID_INPUT', `요청 형식이 올바르지 않아요: ${issue.path.join('.') || '(본문)'}: ${issue.message}`);
}

async function analyzeForm(service: ContractService, body: Buffer, boundary: string) {
  const parts = parseMultipart(body, boundary);
  const file = parts.find((part) => part.filename !== undefined);
  if (!file) throw new AppError(400, 'FILE_REQUIRED', 'file 필드에 계약서 파일(txt, pdf, docx, png, jpg)을 넣어 보내 주세요.');
  const field = (name: string) => parts.find((part) => part.name === name && part.filename === undefined)?.data.toString('utf8');
  const size = field('workplace_size_5plus');
  const options = parseBody(TextBody.omit({ text: true }), {
    title: field('title'),
    reference_date: field('reference_date'),
    workplace_size_5plus: size === undefined ? undefined : size === 'true',
  });
  return service.analyzeUpload(file.filename || 'upload', file.data, { title: options.title, referenceDate: options.reference_date, workplace5plus: options.workplace_size_5plus });
}

type Request = Parameters<typeof openSse>[0];
type Reply = Parameters<typeof openSse>[1];

async function stream(service: ContractService, request: Request, reply: Reply, contractId: number, chat: ChatRequest): Promise<void> {
  // A missing contract is a plain 404, before any stream opens.
  await service.get(contractId);
  const sse = openSse(request, reply);
  try {
    const result = await service.chat(contractId, chat, (event) => sse.send(event), sse.signal);
    sse.send({ type: 'done', full_response: result.answer, conversation_id: result.conversationId, tools_used: result.toolsUsed, contract_id: contractId });
  } catch (error) {
    if (!sse.signal.aborted) sse.send({ type: 'error', message: toAppError(error).message });
  } finally {
    sse.end();
  }
}
