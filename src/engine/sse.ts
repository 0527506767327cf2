/**
 * Server-Sent Events over a Fastify reply: sends events, keeps the connection
 * alive with comments, and aborts the run when the client goes away.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatSseEvent, type StreamEvent } from './events.js';

export interface SseStream {
  send(event: StreamEvent): void;
  /** Aborted when the client disconnects; pass it to the run. */
  signal: AbortSignal;
  end(): void;
  readonly closed: boolean;
}

export function openSse(request: FastifyRequest, reply: FastifyReply, pingMs = 15_000): SseStream {
  const controller = new AbortController();
  let closed = false;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Request-Id': String(request.id),
  });
  raw.flushHeaders?.();
  const ping = setInterval(() => {
    if (!closed) raw.write(': ping\n\n');
  }, pingMs);
  ping.unref();
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
  };
  // 'close' on the response fires when the client goes away before we end.
  raw.on('close', () => {
    if (!raw.writableEnded) controller.abort();
    finish();
  });
  return {
    signal: controller.signal,
    get closed() {
      return closed;
    },
    send(event) {
      if (!closed) raw.write(formatSseEvent(event));
    },
    end() {
      if (closed) return;
      finish();
      raw.end();
    },
  };
}
