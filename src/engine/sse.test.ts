import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../test/support/server.js';
import { StreamEvent } from './events.js';
import { openSse } from './sse.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const produced = { tokens: 0, aborted: false, finished: false };

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(
    {},
    {
      beforeListen(app) {
        app.post('/test/stream', async (request, reply) => {
          const sse = openSse(request, reply, 20);
          produced.tokens = 0;
          produced.aborted = false;
          produced.finished = false;
          sse.send({ type: 'step', step: 'generating', message: '답변 생성 중...' });
          let full = '';
          for (let i = 0; i < 40; i++) {
            if (sse.signal.aborted) {
              produced.aborted = true;
              return;
            }
            const piece = `조각${i} `;
            full += piece;
            produced.tokens++;
            sse.send({ type: 'token', content: piece });
            await sleep(i === 0 ? 50 : 5);
          }
          produced.finished = true;
          sse.send({ type: 'done', full_response: full, grounded: true });
          sse.end();
        });
      },
    },
  );
});
afterAll(() => server.close());

/** A real streaming client: reads the body incrementally and splits SSE frames. */
async function* readEvents(res: Response): AsyncGenerator<{ comment?: string; event?: unknown }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (frame.startsWith(':')) yield { comment: frame };
      else yield { event: JSON.parse(frame.replace(/^data: /, '')) };
    }
  }
}

describe('SSE writer', () => {
  it('streams typed events in order; tokens concatenate to done.full_response; pings keep alive', async () => {
    const res = await fetch(`${server.url}/test/stream`, { method: 'POST' });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events: StreamEvent[] = [];
    let pings = 0;
    for await (const frame of readEvents(res)) {
      if (frame.comment) pings++;
      else events.push(StreamEvent.parse(frame.event));
    }
    expect(events[0]).toEqual({ type: 'step', step: 'generating', message: '답변 생성 중...' });
    const last = events.at(-1)!;
    expect(last.type).toBe('done');
    expect(events.filter((e) => e.type === 'done')).toHaveLength(1);
    const tokens = events.filter((e) => e.type === 'token').map((e) => (e as { content: string }).content);
    expect(tokens.join('')).toBe((last as { full_response: string }).full_response);
    expect(pings).toBeGreaterThan(0);
  });

  it('aborts the run when the client disconnects', async () => {
    const controller = new AbortController();
    const res = await fetch(`${server.url}/test/stream`, { method: 'POST', signal: controller.signal });
    let seen = 0;
    try {
      for await (const frame of readEvents(res)) {
        if (frame.event && (frame.event as { type: string }).type === 'token' && ++seen === 3) controller.abort();
      }
    } catch {
      // the aborted read rejects
    }
    await sleep(150);
    expect(produced.aborted).toBe(true);
    expect(produced.finished).toBe(false);
    expect(produced.tokens).toBeLessThan(40);
  });
});
