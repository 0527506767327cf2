/**
 * The error envelope of ../shared/spec/api-intake.md for every failure:
 * {"success": false, "error": {"code", "message", "request_id"}}.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RunawayTurnError, RunCancelledError, SessionBusyError, StepBudgetExceededError } from '../engine/errors.js';
import { AppError } from '../errors.js';
import { StoreUnavailableError } from '../store/database.js';

export { AppError };

export function errorBody(code: string, message: string, requestId: string) {
  return { success: false as const, error: { code, message, request_id: requestId } };
}

const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08006', '08001']);

function isStoreDown(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  const code = (error as { code?: string }).code;
  const message = (error as Error).message ?? '';
  return (code !== undefined && connectionErrorCodes.has(code)) || /Connection terminated|timeout exceeded when trying to connect|database connection is not open/i.test(message);
}

function fieldList(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  return error.validation
    .map((issue) => `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(본문)'}: ${issue.message}`)
    .join('; ');
}

/** Maps any thrown error to a status, a stable code and a Korean message. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SessionBusyError) {
    return new AppError(409, 'SESSION_BUSY', '이 상담의 이전 메시지를 아직 처리하고 있어요. 잠시 후 다시 보내 주세요.');
  }
  if (error instanceof StepBudgetExceededError) {
    return new AppError(409, 'STEP_BUDGET_EXCEEDED', '이 상담은 처리 한도를 넘어 종료되었어요. 새 상담을 시작해 주세요.');
  }
  if (error instanceof RunawayTurnError) {
    return new AppError(500, 'RUNAWAY_TURN', '처리 중 문제가 생겨 이번 요청을 멈췄어요. 상담 내용은 그대로 남아 있어요. 요청 ID와 함께 알려 주세요.');
  }
  if (error instanceof RunCancelledError) return new AppError(499, 'CANCELLED', '요청이 취소되었어요.');
  if (isStoreDown(error)) {
    return new AppError(503, 'STORE_UNAVAILABLE', '저장소에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.');
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return new AppError(400, 'INVALID_INPUT', `요청 형식이 올바르지 않아요: ${fieldList(fastifyError)}`);
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'INVALID_JSON', '요청 본문이 올바른 JSON이 아니에요. JSON 형식을 확인해 주세요.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', '요청 본문이 너무 커요. 내용을 줄여서 다시 보내 주세요.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', '지원하지 않는 Content-Type이에요. application/json으로 보내 주세요.');
  }
  if (fastifyError.statusCode === 429) {
    return new AppError(429, 'RATE_LIMITED', '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.');
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AppError(fastifyError.statusCode, 'BAD_REQUEST', `요청을 처리할 수 없어요: ${fastifyError.message}`);
  }
  return new AppError(500, 'INTERNAL_ERROR', '서버 내부 오류가 발생했어요. 문제가 계속되면 요청 ID와 함께 알려 주세요.');
}

/**
 * Fastify answers a malformed URL or an over-long path parameter before any
 * route or error handler runs; this keeps those answers in the envelope too.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError(414, 'URI_TOO_LONG', '주소에 든 값이 너무 길어요. 주소를 확인해 주세요.')
      : new AppError(400, 'INVALID_URL', '주소를 읽을 수 없어요. 주소에 잘못된 문자가 없는지 확인해 주세요.');
  // No route hooks run for these replies, so the request id header is set here.
  void reply
    .status(appError.status)
    .header('X-Request-Id', request.id)
    .send(errorBody(appError.code, appError.message, String(request.id)));
}

/** Error handler and the 404 handler; call after the rate limiter is registered so 404 floods are limited too. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error, requestId: request.id }, 'request failed');
    if (reply.sent || reply.raw.headersSent) return;
    void reply.status(appError.status).send(errorBody(appError.code, appError.message, String(request.id)));
  });
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    void reply
      .status(404)
      .send(errorBody('NOT_FOUND', `${request.method} ${request.url.split('?')[0]} 경로가 없어요. /docs에서 API 목록을 확인해 주세요.`, String(request.id)));
  });
}
