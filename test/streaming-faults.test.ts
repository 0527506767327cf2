/**
 * Faults on the three streaming assistants (ask, contract chat, recommend)
 * with an LLM configured against the fake OpenAI-compatible server (real SDK,
 * loopback). Whatever the model does — 500, a hang past the timeout, a body
 * that is not JSON, a stream dropped mid-way — every stream ends, and ends with
 * exactly one `done` (the rules' answer, the same as a server with no LLM) or
 * exactly one `error`, as its last event. A client that hangs up mid-stream
 * cancels the run: the model connection is closed, no further model call is
 * made, and the conversation's lock is free for the next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cafeContractLines } from './support/contract-files.js';
import { startFakeOpenAi, type FakeBehaviour, type FakeOpenAi } from './support/fake-openai.js';
import { startLlmPair, type LlmPair } from './support/llm-pair.js';
import { startServer, type RunningServer } from './support/server.js';
import { collectSse, postSse, type SseEvent } from './support/sse-client.js';

const contractText = cafeContractLines({ pay: '월급 2,096,270원, 매월 10일 계좌로 지급한다.' }).join('\n');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads a whole stream, failing the test (instead of hanging it) when the server never ends it. */
async function boundedStream(url: string, body: unknown): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of postSse(url, body, AbortSignal.timeout(15_000))) events.push(event);
  return events;
}

/** Exactly one terminal event, and it is the last one. */
function terminalOf(events: SseEvent[]): SseEvent {
  const terminals = events.filter((e) => e.type === 'done' || e.type === 'error');
  expect(terminals, JSON.stringify(events.slice(-3))).toHaveLength(1);
  expect(events.at(-1)).toBe(terminals[0]);
  return terminals[0]!;
}

async function createContract(base: string): Promise<number> {
  const response = await fetch(`${base}/api/v1/contracts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: contractText }) });
  return ((await response.json()) as { data: { contract_id: number } }).data.contract_id;
}

const faults: Array<[string, FakeBehaviour]> = [
  ['answers 500', { kind: 'status', status: 500 }],
  ['hangs past the timeout', { kind: 'hang' }],
  ['answers 200 with a truncated JSON body', { kind: 'status', status: 200, body: '{"id": "chatcmpl-fake", "choices": [{"message": ' }],
  ['replies with malformed JSON content', { kind: 'reply', content: '{"intent": "recommend", "tools": {' }],
  ['drops the stream mid-way', { kind: 'drop-stream', pieces: ['{"intent": "reco', '근로기준법 제'] }],
];

describe('streaming endpoints under LLM faults', () => {
  let pair: LlmPair;
  const contracts = { withLlm: 0, rulesOnly: 0 };

  beforeAll(async () => {
    pair = await startLlmPair(150);
    contracts.withLlm = await createContract(pair.withLlm.url);
    contracts.rulesOnly = await createContract(pair.rulesOnly.url);
  });
  afterAll(() => pair?.close());

  const endpoints: Array<[string, (base: string, side: keyof typeof contracts) => [string, unknown]]> = [
    ['ask', (base) => [`${base}/api/v1/ask/stream`, { question: '폭행죄의 처벌 기준은?' }]],
    ['contract', (base, side) => [`${base}/api/v1/agent/${contracts[side]}/stream`, { message: '위약금 조항의 법적 근거와 신고 방법은?' }]],
    ['recommend', (base) => [`${base}/api/v1/recommend/stream`, { query: '동명동 이번 주말 팝업', reference_date: '2026-11-24' }]],
  ];

  it.each(faults)('ends every stream with one done, the rules answer, when the LLM %s', async (_name, behaviour) => {
    const { fake, withLlm, rulesOnly } = pair;
    fake.script(behaviour);
    for (const [name, target] of endpoints) {
      const before = fake.requests.length;
      const attacked = terminalOf(await boundedStream(...target(withLlm.url, 'withLlm')));
      expect(fake.requests.length, `${name} asked the model`).toBeGreaterThan(before);
      const reference = terminalOf(await boundedStream(...target(rulesOnly.url, 'rulesOnly')));
      expect(attacked.type, `${name}: ${String(attacked.message ?? '')}`).toBe('done');
      expect(attacked.full_response, name).toBe(reference.full_response);
    }
  }, 60_000);
});

describe('streams broken part-way, by the model or by the client', () => {
  let fake: FakeOpenAi;
  let server: RunningServer;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // A long timeout: only the model's drop or the client's hang-up ends a slow stream.
    server = await startServer({ SANGDAM_LLM: 'openai', OPENAI_BASE_URL: fake.baseUrl, SANGDAM_LLM_TIMEOUT_MS: '60000', SANGDAM_LLM_RETRIES: '0', SANGDAM_RATE_LIMIT: '100000' });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  /** Posts, hangs up right after the first event matching `stopAt`, and returns what arrived. */
  async function hangUpAt(url: string, body: unknown, stopAt: (event: SseEvent) => boolean): Promise<SseEvent[]> {
    const client = new AbortController();
    const seen: SseEvent[] = [];
    await (async () => {
      for await (const event of postSse(url, body, client.signal)) {
        seen.push(event);
        if (stopAt(event)) client.abort();
      }
    })().catch((error: Error) => expect(error.name).toBe('AbortError'));
    return seen;
  }

  /** Waits until the fake model has no open connection, i.e. the server closed its call. */
  async function modelConnectionsClosed(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (fake.openConnections() > 0) {
      if (Date.now() > deadline) throw new Error('the server kept its model connection open after the client hung up');
      await sleep(50);
    }
  }

  it('contract: closes the model stream, makes no further call, stores no half turn and frees the conversation', async () => {
    const contractId = await createContract(server.url);
    // 40 pieces, 500 ms apart: the scripted answer would run for 20 s.
    const slow: FakeBehaviour = { kind: 'stream', pieces: Array.from({ length: 40 }, (_, i) => `${i}번째 문장은 계약서의 위약금 조항을 설명합니다. `), delayMs: 500 };
    const plan = { kind: 'reply', content: JSON.stringify({ reasoning: '', tools: { vector_db: { use: false }, graph_db: { use: false }, web_search: { use: false } } }) } as const;
    fake.script(plan, slow, plan, { kind: 'stream', pieces: ['다시 ', '물어봐 주셔서 고마워요.'] });
    fake.requests.length = 0;
    const url = `${server.url}/api/v1/agent/${contractId}/stream`;
    const seen = await hangUpAt(url, { message: '위약금은요?', conversation_id: 'hung-up' }, (e) => e.type === 'token');
    expect(seen.at(-1)).toMatchObject({ type: 'token', content: '0번째 문장은 계약서의 위약금 조항을 설명합니다. ' });
    await modelConnectionsClosed();
    await sleep(300);
    expect(fake.requests).toHaveLength(2);

    // Sent right away: a lock still held by the cancelled run would make this wait out the 20 s stream and fail busy.
    const next = await collectSse(url, { message: '다시 물어볼게요', conversation_id: 'hung-up' });
    expect(terminalOf(next)).toMatchObject({ type: 'done', full_response: '다시 물어봐 주셔서 고마워요.' });
    const stored = await server.context.store.db.selectFrom('contract_message').select(['role', 'content']).where('conversation_id', '=', 'hung-up').execute();
    expect(stored).toEqual([
      { role: 'user', content: '다시 물어볼게요' },
      { role: 'assistant', content: '다시 물어봐 주셔서 고마워요.' },
    ]);
  }, 30_000);

  it('contract: a model stream that drops after its first tokens reached the client ends with one error', async () => {
    // Long pieces: the echo guard releases a piece once enough text has followed it.
    const pieces = ['위약금 조항은 근로기준법 제20조에 어긋나서 ', '무효입니다. 실제 손해가 있다면 사용자가 ', '따로 입증해서 청구해야 합니다. '];
    fake.script({ kind: 'reply', content: 'no plan' }, { kind: 'drop-stream', pieces, delayMs: 100 });
    const events = await boundedStream(`${server.url}/api/v1/agent/${await createContract(server.url)}/stream`, { message: '위약금 조항의 법적 근거는?' });
    const tokens = events.filter((e) => e.type === 'token').map((e) => e.content);
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens).toEqual(pieces.slice(0, tokens.length));
    expect(terminalOf(events)).toMatchObject({ type: 'error', message: expect.any(String) });
  }, 30_000);

  it('ask: closes the model stream of a cancelled run', async () => {
    fake.script({ kind: 'stream', pieces: Array.from({ length: 40 }, (_, i) => `조각${i} `), delayMs: 500 });
    fake.requests.length = 0;
    await hangUpAt(`${server.url}/api/v1/ask/stream`, { question: '폭행죄의 처벌 기준은?' }, (e) => e.step === 'generating');
    await modelConnectionsClosed();
    await sleep(300);
    expect(fake.requests).toHaveLength(1);
  }, 30_000);

  it('recommend: makes no model call after the hang-up', async () => {
    // The intent call is slow; the facets call would follow it if the run went on.
    fake.script({ kind: 'reply', content: JSON.stringify({ intent: 'recommend' }), delayMs: 1000 }, { kind: 'reply', content: '{}' });
    fake.requests.length = 0;
    const seen = await hangUpAt(`${server.url}/api/v1/recommend/stream`, { query: '동명동 이번 주말 팝업', reference_date: '2026-11-24' }, (e) => e.step === 'analyzing');
    expect(seen).toHaveLength(1);
    await sleep(2000);
    expect(fake.requests).toHaveLength(1);
    // The server is free for the next request.
    fake.script({ kind: 'status', status: 500 });
    expect(terminalOf(await collectSse(`${server.url}/api/v1/recommend/stream`, { query: '동명동 이번 주말 팝업', reference_date: '2026-11-24' })).type).toBe('done');
  }, 30_000);
});
