/**
 * The contract chat agent with an LLM configured (a fake OpenAI-compatible
 * server, real SDK over loopback): the model's ToolPlan is used and its
 * tokens are streamed; a malformed plan and a failed answer fall back to the
 * rules for that call, and the stream still ends with done.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cafeContractLines } from './support/contract-files.js';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai.js';
import { startServer, type RunningServer } from './support/server.js';
import { collectSse } from './support/sse-client.js';

const contract = cafeContractLines({ pay: '월급 2,096,270원, 매월 10일 계좌로 지급한다.' }).join('\n');

describe('contract chat with an LLM configured', () => {
  let fake: FakeOpenAi;
  let server: RunningServer;
  let contractId: number;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startServer({ SANGDAM_LLM: 'openai', OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'test-key', SANGDAM_LLM_RETRIES: '0', SANGDAM_LLM_TIMEOUT_MS: '5000' });
    const response = await fetch(`${server.url}/api/v1/contracts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: contract }) });
    contractId = ((await response.json()) as { data: { contract_id: number } }).data.contract_id;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('uses the model plan and streams its tokens, with the seed prompt built from the analysis', async () => {
    fake.requests.length = 0;
    fake.script(
      { kind: 'reply', content: JSON.stringify({ reasoning: '위험 패턴', tools: { vector_db: { use: false, query: '' }, graph_db: { use: true, clause_type: '위약금', keywords: ['위약'] }, web_search: { use: false, query: '' } } }) },
      { kind: 'stream', pieces: ['위약금 ', '조항은 ', '근로기준법 제20조 위반입니다.'] },
    );
    const events = await collectSse(`${server.url}/api/v1/agent/${contractId}/stream`, { message: '이 계약서 괜찮아요?' });
    expect(events.filter((e) => e.type === 'tool').map((e) => `${e.tool}:${e.status}`)).toEqual(['search_graph_db:searching', 'search_graph_db:complete']);
    expect(events.filter((e) => e.type === 'token').map((e) => e.content)).toEqual(['위약금 ', '조항은 ', '근로기준법 제20조 위반입니다.']);
    expect(events.at(-1)).toMatchObject({ type: 'done', full_response: '위약금 조항은 근로기준법 제20조 위반입니다.' });
    const answerRequest = fake.requests.at(-1)!.body;
    expect(answerRequest.stream).toBe(true);
    const system = answerRequest.messages!.find((m) => m.role === 'system')!.content;
    expect(system).toContain('## 이 계약서 분석 결과');
    expect(system).toContain('[전체 위험도] HIGH');
    expect(system).toContain('제7조(위약금)');
    expect(answerRequest.messages!.find((m) => m.role === 'user')!.content).toContain('위약금 예정');
  });

  it('falls back to the rules per call when the plan is malformed and the answer fails', async () => {
    fake.script({ kind: 'reply', content: 'not json at all' }, { kind: 'status', status: 500 });
    // The seed's keywords: "법" (in 방법) asks for the law search, "신고" for the web search.
    const events = await collectSse(`${server.url}/api/v1/agent/${contractId}/stream`, { message: '신고 방법을 알려 주세요' });
    expect(events.filter((e) => e.type === 'tool' && e.status === 'complete').map((e) => e.tool)).toEqual(['search_vector_db', 'web_search']);
    const done = events.at(-1)!;
    expect(done.type).toBe('done');
    expect(done.full_response).toContain('민원마당');
    expect(events.filter((e) => e.type === 'token').map((e) => e.content).join('')).toBe(done.full_response);
    const logged = await server.context.store.db.selectFrom('ai_process_log').select(['purpose', 'ok', 'fell_back']).where('purpose', 'like', 'contract.%').execute();
    expect(logged).toEqual(expect.arrayContaining([expect.objectContaining({ purpose: 'contract.contract_tool_plan', ok: 0 }), expect.objectContaining({ purpose: 'contract.contract_answer', ok: 0 })]));
  });

  it('falls back to the rules answer when the model stream drops before any token reached the client', async () => {
    fake.script({ kind: 'reply', content: JSON.stringify({ reasoning: '', tools: { vector_db: { use: false }, graph_db: { use: false }, web_search: { use: false } } }) }, { kind: 'drop-stream', pieces: ['위약금 ', '조항은'] });
    const events = await collectSse(`${server.url}/api/v1/agent/${contractId}/stream`, { message: '안녕하세요' });
    expect(events.filter((e) => e.type === 'tool')).toEqual([]);
    const done = events.at(-1)!;
    expect(done.type).toBe('done');
    expect(done.full_response).toContain('전체 위험도는 HIGH');
    expect(events.filter((e) => e.type === 'token').map((e) => e.content).join('')).toBe(done.full_response);
  });

  it('refuses to continue a conversation under another contract', async () => {
    const other = await fetch(`${server.url}/api/v1/contracts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: contract }) });
    const otherId = ((await other.json()) as { data: { contract_id: number } }).data.contract_id;
    fake.script({ kind: 'reply', content: 'not json' }, { kind: 'stream', pieces: ['네.'] });
    const first = await collectSse(`${server.url}/api/v1/agent/${contractId}/stream`, { message: '위약금?', conversation_id: 'owned' });
    expect(first.at(-1)!.type).toBe('done');
    const events = await collectSse(`${server.url}/api/v1/agent/${otherId}/stream`, { message: '위약금?', conversation_id: 'owned' });
    expect(events.filter((e) => e.type === 'done' || e.type === 'error')).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: 'error' });
    expect(events.at(-1)!.message).toContain('다른 계약서');
    const kept = await server.context.store.db.selectFrom('contract_message').select('content').where('conversation_id', '=', 'owned').execute();
    expect(kept).toHaveLength(2);
  });
});
