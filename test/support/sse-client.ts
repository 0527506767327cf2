/** A real SSE client over fetch: posts JSON, parses `data:` events as they arrive, and can hang up mid-stream. */
export interface SseEvent {
  type: string;
  [key: string]: unknown;
}

async function* eventsOf(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
      if (data) yield JSON.parse(data) as SseEvent;
    }
  }
}

function post(url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify(body), signal });
}

/** Yields each event; a response that is not an event stream is an error naming its status and body. */
export async function* postSse(url: string, body: unknown, signal?: AbortSignal): AsyncGenerator<SseEvent> {
  const response = await post(url, body, signal);
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new Error(`not an event stream (${response.status}): ${await response.text()}`);
  }
  yield* eventsOf(response.body!);
}

export async function collectSse(url: string, body: unknown): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of postSse(url, body)) events.push(event);
  return events;
}

/** Reads the whole stream with its status and content type; `stopWhen` hangs up right after the matching event. */
export async function readSse(
  url: string,
  body: unknown,
  options: { stopWhen?: (event: SseEvent) => boolean } = {},
): Promise<{ status: number; contentType: string | null; events: SseEvent[] }> {
  const controller = new AbortController();
  const response = await post(url, body, controller.signal);
  const events: SseEvent[] = [];
  try {
    for await (const event of eventsOf(response.body!)) {
      events.push(event);
      if (options.stopWhen?.(event)) {
        controller.abort();
        break;
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { status: response.status, contentType: response.headers.get('content-type'), events };
}
