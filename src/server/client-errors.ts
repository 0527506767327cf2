/**
 * Requests Node's HTTP parser rejects before Fastify sees them (headers or URL
 * too long, malformed request line, slow clients) still get the error envelope.
 */
import type { Socket } from 'node:net';
import { errorBody } from './errors.js';

const outcomes: Record<string, [number, string, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'HEADERS_TOO_LARGE', '요청 헤더나 주소(URL)가 너무 길어요. 긴 내용은 본문(JSON)으로 보내 주세요.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'REQUEST_TIMEOUT', '요청을 받는 데 시간이 너무 오래 걸렸어요. 다시 시도해 주세요.'],
};
const malformed: [number, string, string, string] = [400, 'Bad Request', 'MALFORMED_REQUEST', '요청 형식이 HTTP 규칙에 맞지 않아요.'];

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message] = outcomes[error.code ?? ''] ?? malformed;
  const body = JSON.stringify(errorBody(code, message, 'none'));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
