/**
 * The ask assistant over real HTTP, offline (rules): POST /api/v1/ask and
 * /api/v1/verify as ../shared/spec/api-assistants.md, bad input, and the SSE
 * stream read by a real streaming client (event order, tokens that concatenate
 * to done.full_response).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from './support/sse-client.js';
import type { AskResult } from '../src/workflows/ask/result.js';
import { startServer, type RunningServer } from './support/server.js';


describe('ask API (offline)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SANGDAM_RATE_LIMIT: '100000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = async (route: string, body: unknown) => {
    const res = await fetch(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { success: boolean; data: AskResult; error: { code: string; message: string } } };
  };

  it('answers from the starter corpus with citations of the retrieved provisions, verified', async () => {
    const { status, body } = await post('/api/v1/ask', { question: '폭행죄의 처벌 기준은?' });
    expect(status).toBe(200);
    const data = body.data;
    expect(data.documents.length).toBeGreaterThan(0);
    expect(data.documents.length).toBeLessThanOrEqual(5);
    expect(data.grounded).toBe(true);
    expect(data.issues).toEqual([]);
    expect(data.final).toBe(data.answer);
    const cited = [...data.answer.matchAll(/\(([^()]+ 제\d+조(?:의\d+)?)\)/g)].map((m) => m[1]);
    expect(cited.length).toBeGreaterThan(0);
    const retrieved = data.documents.map((d) => `${d.law} ${d.article}`);
    for (const citation of cited) expect(retrieved).toContain(citation);
    // Every node run is in the state log under the run's id.
    const rows = await server.context.store.db.selectFrom('chat_session_state_log').select(['session_id', 'node', 'from_state']).where('graph', '=', 'ask').orderBy('id').execute();
    const run = rows.filter((r) => r.session_id === rows[0]!.session_id);
    expect(run.map((r) => r.node)).toEqual(['retrieve', 'generate', 'hallucination_check']);
    expect(run.map((r) => r.from_state)).toEqual([null, 'retrieve', 'generate']);
  });

  it('says 근거 부족 and shows what it found when nothing answers the question', async () => {
    const { body } = await post('/api/v1/ask', { question: '화성 탐사선 발사 일정이 궁금해요', n_results: 2 });
    expect(body.data.documents.length).toBeLessThanOrEqual(2);
    expect(body.data.answer).toMatch(/^근거 부족/);
    expect(body.data.grounded).toBe(true);
  });

  it('rejects bad input with a specific Korean message', async () => {
    const empty = await post('/api/v1/ask', { question: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('INVALID_INPUT');
    expect(empty.body.error.message).toContain('질문이 비어 있어요');
    const many = await post('/api/v1/ask', { question: '임금', n_results: 500 });
    expect(many.status).toBe(400);
    expect(many.body.error.message).toContain('n_results');
    const type = await post('/api/v1/ask', { question: '임금', filter_type: 'novel' });
    expect(type.status).toBe(400);
    const verify = await post('/api/v1/verify', { documents: [{ text: '' }], answer: '답' });
    expect(verify.status).toBe(400);
    expect(verify.body.error.message).toContain('문서 text가 비어 있어요');
  });

  it('verifies any answer against the documents a client brings', async () => {
    const documents = [{ law: '근로기준법', article: '제36조', text: '사용자는 근로자가 퇴직한 경우에는 14일 이내에 임금을 지급하여야 한다.' }];
    const good = await post('/api/v1/verify', { documents, answer: '사용자는 근로자가 퇴직한 경우 14일 이내에 임금을 지급하여야 한다 (근로기준법 제36조).' });
    const goodData = good.body.data as unknown as { grounded: boolean; claims: { kind: string; supported: boolean; evidence?: string }[] };
    expect(goodData.grounded).toBe(true);
    expect(goodData.claims.map((c) => c.kind)).toEqual(['citation', 'deadline', 'sentence']);
    expect(goodData.claims[0]).toMatchObject({ supported: true, evidence: '근로기준법 제36조' });

    const bad = await post('/api/v1/verify', { question: '폭행죄?', documents, answer: '폭행하면 형법 제260조에 따라 2년 이하의 징역에 처합니다.' });
    const badData = bad.body.data as unknown as { grounded: boolean; issues: string[] };
    expect(badData.grounded).toBe(false);
    expect(badData.issues).toContain("'형법 제260조' 인용이 검색된 문서에 없습니다.");
    expect(badData.issues).toContain("'2년 이하의 징역' 형량이 검색된 문서에 없습니다.");
  });

  it('streams steps, then tokens that concatenate to done.full_response, then done once', async () => {
    const { status, contentType, events } = await readSse(`${server.url}/api/v1/ask/stream`, { question: '폭행죄의 처벌 기준은?' });
    expect(status).toBe(200);
    expect(contentType).toMatch(/^text\/event-stream/);
    const steps = events.filter((e) => e.type === 'step').map((e) => e.step);
    expect(steps).toEqual(['retrieving', 'generating', 'verifying']);
    for (const e of events.filter((e) => e.type === 'step')) expect(typeof e.message).toBe('string');
    const firstToken = events.findIndex((e) => e.type === 'token');
    expect(firstToken).toBeGreaterThan(events.findIndex((e) => e.step === 'verifying'));
    expect(events.filter((e) => e.type === 'done')).toHaveLength(1);
    const done = events.at(-1)!;
    expect(done.type).toBe('done');
    const tokens = events.filter((e) => e.type === 'token').map((e) => e.content as string);
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toBe(done.full_response);
    expect(done).toMatchObject({ grounded: true, retry_count: 0, issues: [] });
    expect(done.final).toBe(done.full_response);
  });

  it('sends the SSE request validation failure as a JSON error before any stream', async () => {
    const res = await fetch(`${server.url}/api/v1/ask/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('question');
  });
});
