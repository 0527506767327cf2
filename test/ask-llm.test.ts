/**
 * The ask graph's LLM path over real HTTP against a fake OpenAI-compatible
 * server (real SDK, loopback): a scripted hallucinating answer is caught by
 * the deterministic verifier, strict regeneration runs once and the final
 * answer is grounded; when regeneration also fails the warning block is
 * returned; the judge may add issues; a client that disconnects stops the run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cited, sourceSentences } from '../src/interpret/rules/ask.js';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai.js';
import { readSse } from './support/sse-client.js';
import type { AskResult } from '../src/workflows/ask/result.js';
import { startServer, type RunningServer } from './support/server.js';

const question = '폭행죄의 처벌 기준은?';
const hallucinated = ['폭행죄는 형법 제260조에 따라 ', '7년 이하의 징역에 처합니다. ', '대법원 2019도12345 판결도 같은 취지입니다.'];


describe('ask with an LLM configured', () => {
  let fake: FakeOpenAi;
  let server: RunningServer;
  let strict: string;

  const ask = async () => {
    const res = await fetch(`${server.url}/api/v1/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question }) });
    return ((await res.json()) as { data: AskResult }).data;
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startServer({ SANGDAM_LLM: 'openai', OPENAI_BASE_URL: fake.baseUrl, SANGDAM_LLM_TIMEOUT_MS: '5000', SANGDAM_RATE_LIMIT: '100000' });
    // A model that fails falls back to the rules for every call; the run still answers.
    fake.script({ kind: 'status', status: 500 });
    const fallback = await ask();
    expect(fallback.grounded).toBe(true);
    const top = fallback.documents[0]!;
    // What a strict model would write: a direct quote of a retrieved provision with its citation.
    strict = cited(sourceSentences(top.text)[0]!, { ...top });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('catches a hallucinating answer, regenerates strictly once, and ends grounded', async () => {
    fake.requests.length = 0;
    fake.script(
      { kind: 'stream', pieces: hallucinated },
      { kind: 'stream', pieces: [strict.slice(0, 10), strict.slice(10)] },
      { kind: 'reply', content: JSON.stringify({ grounded: true, issues: [] }) },
    );
    const { events } = await readSse(`${server.url}/api/v1/ask/stream`, { question });
    expect(events.filter((e) => e.type === 'step').map((e) => e.step)).toEqual(['retrieving', 'generating', 'verifying', 'regenerating', 'verifying']);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'done', grounded: true, retry_count: 1, answer: strict, final: strict, issues: [] });
    expect(events.filter((e) => e.type === 'token').map((e) => e.content).join('')).toBe(strict);
    // generate, strict regeneration, then the judge on the grounded answer: no judge call for the failed one.
    expect(fake.requests).toHaveLength(3);
    const [generate, regenerate, judge] = fake.requests.map((r) => r.body.messages!.map((m) => m.content).join('\n'));
    expect(generate).toContain('아래 [컨텍스트]만 근거로 답변하세요');
    expect(generate).toContain(question);
    expect(regenerate).toContain('명시적으로 포함된 내용만');
    expect(judge).toContain("너는 '법률 RAG 답변 검증' 심사관이다");
    expect(judge).toContain(strict);
  });

  it('returns the answer with the warning block when the strict answer also fails', async () => {
    fake.requests.length = 0;
    fake.script({ kind: 'stream', pieces: hallucinated }, { kind: 'stream', pieces: ['폭행죄는 형법 제260조에 따라 처벌되며 ', '대법원 2019도12345 판결이 있습니다.'] });
    const data = await ask();
    expect(data.grounded).toBe(false);
    expect(data.retry_count).toBe(1);
    expect(fake.requests).toHaveLength(2);
    expect(data.answer).toBe('폭행죄는 형법 제260조에 따라 처벌되며 대법원 2019도12345 판결이 있습니다.');
    expect(data.issues).toContain("'2019도12345' 사건번호가 검색된 문서에 없습니다.");
    expect(data.final).toBe(`${data.answer}\n\n⚠️ 근거 기반 검증에서 문제가 감지되었습니다. 아래 항목을 확인하세요:\n${data.issues.map((i) => `- ${i}`).join('\n')}`);
  });

  it('lets the judge add an issue to an answer the verifier passed, never the other way round', async () => {
    fake.script({ kind: 'stream', pieces: [strict] }, { kind: 'reply', content: JSON.stringify({ grounded: false, issues: ['질문에 직접 답하지 않습니다.'] }) });
    const data = await ask();
    expect(data.grounded).toBe(false);
    expect(data.issues).toContain('질문에 직접 답하지 않습니다.');
    expect(data.retry_count).toBe(1);
  });

  it('stops the run when the client disconnects: no further model calls', async () => {
    fake.requests.length = 0;
    fake.script({ kind: 'stream', pieces: Array.from({ length: 40 }, (_, i) => `조각${i} `), delayMs: 50 }, { kind: 'reply', content: JSON.stringify({ grounded: true, issues: [] }) });
    const { events } = await readSse(`${server.url}/api/v1/ask/stream`, { question }, { stopWhen: (e) => e.step === 'generating' });
    expect(events.at(-1)).toMatchObject({ type: 'step', step: 'generating' });
    // Long enough for the scripted stream (40 × 50 ms) to have finished and any next call to have started.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(fake.requests).toHaveLength(1);
  });
});
