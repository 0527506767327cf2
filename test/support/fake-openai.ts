/**
 * A fake OpenAI-compatible server on loopback for testing LLM code paths with
 * the real SDK over real HTTP. Each request to /v1/chat/completions takes the
 * next scripted behaviour (the last one repeats). /v1/embeddings answers every
 * input with a vector from the embeddings script (by default a hashed bag of
 * character bigrams, so similar texts get similar vectors) or a scripted status.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  | { kind: 'reply'; content: string; delayMs?: number }
  /** A reply computed from the request, e.g. a model that repeats what it was told; streamed when the request asks for a stream. */
  | { kind: 'reply-with'; content: (request: RecordedRequest['body']) => string }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'hang' }
  | { kind: 'stream'; pieces: string[]; delayMs?: number }
  /** Sends some pieces, then drops the connection without finishing. */
  | { kind: 'drop-stream'; pieces: string[]; delayMs?: number };

export type FakeEmbeddings = { kind: 'vectors'; embed: (text: string) => number[] } | { kind: 'status'; status: number };

export interface RecordedRequest {
  path: string;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[]; input?: string | string[] };
}

export interface FakeOpenAi {
  baseUrl: string;
  requests: RecordedRequest[];
  script(...behaviours: FakeBehaviour[]): void;
  /** Requests whose connection is still open, e.g. a stream the server has not hung up on. */
  openConnections(): number;
  scriptEmbeddings(behaviour: FakeEmbeddings): void;
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let queue: FakeBehaviour[] = [{ kind: 'reply', content: '{}' }];
  let embeddings: FakeEmbeddings = { kind: 'vectors', embed: bigramVector };
  const requests: RecordedRequest[] = [];
  const open = new Set<ServerResponse>();
  const server: Server = createServer(async (req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    const body = JSON.parse((await readBody(req)) || '{}') as RecordedRequest['body'];
    requests.push({ path: req.url ?? '', body });
    if (req.url?.endsWith('/embeddings')) {
      respondEmbeddings(embeddings, body, res);
      return;
    }
    if (!req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const behaviour = queue.length > 1 ? queue.shift()! : queue[0]!;
    await respond(behaviour, body, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...behaviours) => {
      queue = behaviours;
    },
    openConnections: () => open.size,
    scriptEmbeddings: (behaviour) => {
      embeddings = behaviour;
    },
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function respond(behaviour: FakeBehaviour, body: RecordedRequest['body'], res: ServerResponse) {
  const model = body.model ?? 'fake-model';
  if (behaviour.kind === 'reply-with') {
    const content = behaviour.content(body);
    // A streaming request gets the same text as a stream, in pieces the size a model sends.
    return respond(body.stream ? { kind: 'stream', pieces: content.match(/[^]{1,12}/g) ?? [] } : { kind: 'reply', content }, body, res);
  }
  switch (behaviour.kind) {
    case 'hang':
      return; // never answers; the client's timeout must end it
    case 'status':
      res.writeHead(behaviour.status, { 'Content-Type': 'application/json' });
      res.end(behaviour.body ?? JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
      return;
    case 'reply':
      if (behaviour.delayMs) await sleep(behaviour.delayMs);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 0,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: behaviour.content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 },
        }),
      );
      return;
    case 'stream':
    case 'drop-stream': {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      for (const piece of behaviour.pieces) {
        res.write(`data: ${JSON.stringify(chunk(model, { content: piece }, null))}\n\n`);
        if (behaviour.delayMs) await sleep(behaviour.delayMs);
      }
      if (behaviour.kind === 'drop-stream') {
        res.destroy();
        return;
      }
      res.write(`data: ${JSON.stringify(chunk(model, {}, 'stop'))}\n\n`);
      res.end('data: [DONE]\n\n');
    }
  }
}

function chunk(model: string, delta: object, finish: string | null) {
  return { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] };
}

/** 64 dimensions, one count per hashed character bigram. */
export function bigramVector(text: string): number[] {
  const vector = new Array<number>(64).fill(0);
  const compact = text.replace(/\s+/g, '');
  for (let i = 0; i < compact.length - 1; i++) {
    let hash = 0;
    for (const ch of compact.slice(i, i + 2)) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
    vector[hash % 64]! += 1;
  }
  return vector;
}

function respondEmbeddings(behaviour: FakeEmbeddings, body: RecordedRequest['body'], res: ServerResponse) {
  if (behaviour.kind === 'status') {
    res.writeHead(behaviour.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
    return;
  }
  const inputs = Array.isArray(body.input) ? body.input : [body.input ?? ''];
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      object: 'list',
      model: body.model ?? 'fake-embeddings',
      data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: behaviour.embed(text) })),
      usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
    }),
  );
}
