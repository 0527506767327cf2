/**
 * The contract API over real HTTP: text, PDF, DOCX and image uploads, the
 * stored analysis, and the chat agent through a real SSE client — including
 * a tool failing mid-stream and a client that disconnects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamEvent } from '../src/engine/events.js';
import { cafeContractLines, docx, koreanPdf } from './support/contract-files.js';
import { startServer, type RunningServer } from './support/server.js';
import { collectSse, postSse, type SseEvent } from './support/sse-client.js';

const contractLines = cafeContractLines({ extra: ['근로자 연락처: 010-1234-5678'] });
const contractText = contractLines.join('\n');

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

async function postJson(path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
}

async function upload(filename: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${server.url}/api/v1/contracts`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as any };
}

async function createContract(): Promise<number> {
  const { status, body } = await postJson('/api/v1/contracts', { text: contractText, title: '카페 계약서' });
  expect(status).toBe(201);
  return body.data.contract_id;
}

const codesOf = (analysis: { findings: Array<{ code: string }> }) => analysis.findings.map((f) => f.code).sort();
const expectedCodes = ['MINIMUM_WAGE', 'PENALTY_CLAUSE', 'WEEKLY_HOLIDAY_PAY'];

describe('contract analysis API', () => {
  it('analyses JSON text, stores it masked and returns it again', async () => {
    const { status, body } = await postJson('/api/v1/contracts', { text: contractText, reference_date: '2025-05-01' });
    expect(status).toBe(201);
    const { contract_id, analysis } = body.data;
    expect(codesOf(analysis)).toEqual(expectedCodes);
    expect(analysis.overall_risk).toBe('HIGH');
    expect(analysis.wage).toMatchObject({ year: 2025, minimum_wage: 10030, monthly_paid_hours: 209, ordinary_hourly: 9500 });
    expect(analysis.summary_text).toContain('[전체 위험도] HIGH');
    for (const finding of analysis.findings) expect(Object.keys(finding)).toEqual(expect.arrayContaining(['code', 'severity', 'clause', 'reason', 'legal_basis', 'suggestion']));
    const stored = await fetch(`${server.url}/api/v1/contracts/${contract_id}`).then((r) => r.json() as Promise<any>);
    expect(stored.data.analysis).toEqual(analysis);
    expect(stored.data.text).not.toContain('1234-5678');
  });

  it('analyses an uploaded PDF and DOCX the same as the text', async () => {
    const pdf = await upload('contract.pdf', koreanPdf(contractLines));
    expect(pdf.status).toBe(201);
    expect(codesOf(pdf.body.data.analysis)).toEqual(expectedCodes);
    const word = await upload('contract.docx', await docx(contractLines), { workplace_size_5plus: 'true' });
    expect(word.status).toBe(201);
    expect(codesOf(word.body.data.analysis)).toEqual(expectedCodes);
    const stored = await fetch(`${server.url}/api/v1/contracts/${word.body.data.contract_id}`).then((r) => r.json() as Promise<any>);
    expect(stored.data.source_type).toBe('docx');
  });

  it('names the tesseract packages when an image arrives and OCR is not installed', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const { status, body } = await upload('scan.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
      expect(status).toBe(501);
      expect(body.error.code).toBe('OCR_UNAVAILABLE');
      expect(body.error.message).toContain('tesseract-ocr-kor');
    } finally {
      process.env.PATH = path;
    }
  });

  it('rejects bad input with specific messages and stores nothing', async () => {
    const missing = await postJson('/api/v1/contracts', { title: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toContain('text');
    const unknownType = await upload('contract.hwp', Buffer.from('HWP Document File'));
    expect(unknownType.status).toBe(415);
    const notFound = await fetch(`${server.url}/api/v1/contracts/999999`);
    expect(notFound.status).toBe(404);
    const noFile = await fetch(`${server.url}/api/v1/contracts`, { method: 'POST', body: (() => { const f = new FormData(); f.append('title', 'x'); return f; })() });
    expect(noFile.status).toBe(400);
  });
});

function expectWellFormed(events: SseEvent[]) {
  for (const event of events) expect(StreamEvent.safeParse(event).success).toBe(true);
  const done = events.at(-1)!;
  expect(done.type).toBe('done');
  expect(events.filter((e) => e.type === 'done' || e.type === 'error')).toHaveLength(1);
  const tokens = events.filter((e) => e.type === 'token').map((e) => e.content as string);
  expect(tokens.length).toBeGreaterThan(1);
  expect(tokens.join('')).toBe(done.full_response);
  return done;
}

describe('contract chat agent', () => {
  it('streams step, tool, token and done events and keeps the conversation', async () => {
    const id = await createContract();
    const events = await collectSse(`${server.url}/api/v1/agent/${id}/stream`, { message: '위약금 조항이 왜 위반인지 법 조항과 신고 방법을 알려 주세요' });
    const done = expectWellFormed(events);
    expect(events[0]).toMatchObject({ type: 'step', step: 'analyzing' });
    const toolEvents = events.filter((e) => e.type === 'tool').map((e) => `${e.tool}:${e.status}`);
    expect(toolEvents).toEqual(['search_vector_db:searching', 'search_vector_db:complete', 'web_search:searching', 'web_search:complete']);
    expect(events.findIndex((e) => e.type === 'step' && e.step === 'generating')).toBeLessThan(events.findIndex((e) => e.type === 'token'));
    expect(done.full_response).toContain('근로기준법 제20조');
    expect(done.full_response).toContain('민원마당');
    expect(done.tools_used).toEqual(['법령/판례 검색', '웹 검색']);

    const second = await collectSse(`${server.url}/api/v1/agent/${id}/stream`, { message: '임금 문제는 어떤 위험이 있나요?', conversation_id: done.conversation_id });
    const secondDone = expectWellFormed(second);
    expect(second.filter((e) => e.type === 'tool' && e.status === 'complete').map((e) => e.tool)).toEqual(['search_graph_db']);
    expect(secondDone.full_response).toContain('최저임금 미달');
    const stored = await server.context.store.db.selectFrom('contract_message').select('role').where('conversation_id', '=', done.conversation_id as string).orderBy('id').execute();
    expect(stored.map((line) => line.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    const transitions = await server.context.store.db.selectFrom('chat_session_state_log').select(['turn', 'node']).where('session_id', '=', `contract:${done.conversation_id}`).orderBy('id').execute();
    expect(transitions).toEqual([
      { turn: 1, node: 'analyze' },
      { turn: 1, node: 'tools' },
      { turn: 1, node: 'respond' },
      { turn: 2, node: 'analyze' },
      { turn: 2, node: 'tools' },
      { turn: 2, node: 'respond' },
    ]);
  });

  it('streams with a client-supplied history, answers synchronously, and reports health', async () => {
    const id = await createContract();
    const events = await collectSse(`${server.url}/api/v1/agent/${id}/stream/history`, {
      message: '그럼 제7조는 어떻게 고치나요?',
      history: [
        { role: 'user', content: '위약금이 뭔가요?' },
        { role: 'assistant', content: '미리 정한 배상금입니다.' },
      ],
    });
    const done = expectWellFormed(events);
    expect(events.some((e) => e.type === 'tool' && e.tool === 'analyze_contract_clause' && e.status === 'complete')).toBe(true);
    expect(done.full_response).toContain('위약금 예정');

    const sync = await postJson(`/api/v1/agent/${id}`, { message: '신고는 어디에 하나요?' });
    expect(sync.status).toBe(200);
    expect(sync.body.data).toMatchObject({ contract_id: id, tools_used: ['웹 검색'] });
    expect(sync.body.data.answer).toContain('1350');

    const health = await fetch(`${server.url}/api/v1/agent/health`).then((r) => r.json());
    expect(health).toEqual({ status: 'healthy', agent: 'ready' });
    const missing = await postJson('/api/v1/agent/999999/stream', { message: '안녕하세요' });
    expect(missing.status).toBe(404);
  });

  it('goes on without a tool that fails mid-stream', async () => {
    const id = await createContract();
    const tools = server.context.contract.tools;
    const original = tools.searchVectorDb;
    tools.searchVectorDb = async () => {
      throw new Error('search backend is down');
    };
    try {
      const events = await collectSse(`${server.url}/api/v1/agent/${id}/stream`, { message: '위약금 조항의 법적 근거와 신고 방법은?' });
      const done = expectWellFormed(events);
      expect(events.find((e) => e.type === 'tool' && e.status === 'failed')).toMatchObject({ tool: 'search_vector_db', error: 'search backend is down' });
      expect(events.some((e) => e.type === 'tool' && e.tool === 'web_search' && e.status === 'complete')).toBe(true);
      expect(done.full_response).toContain('법령/판례 검색 결과를 가져오지 못해');
      expect(done.tools_used).toEqual(['웹 검색']);
    } finally {
      tools.searchVectorDb = original;
    }
  });

  it('stops the run when the client disconnects: no further tool is called', async () => {
    const id = await createContract();
    const tools = server.context.contract.tools;
    const original = { vector: tools.searchVectorDb, web: tools.webSearch };
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let webCalls = 0;
    tools.searchVectorDb = async () => {
      await released;
      return [];
    };
    tools.webSearch = async () => {
      webCalls++;
      return [];
    };
    const client = new AbortController();
    const seen: SseEvent[] = [];
    try {
      await (async () => {
        for await (const event of postSse(`${server.url}/api/v1/agent/${id}/stream`, { message: '법 조항과 신고 방법을 알려 주세요' }, client.signal)) {
          seen.push(event);
          if (event.type === 'tool' && event.status === 'searching') client.abort();
        }
      })().catch((error: Error) => expect(error.name).toBe('AbortError'));
      // Let the server notice the closed socket before the slow tool returns.
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seen.at(-1)).toMatchObject({ type: 'tool', tool: 'search_vector_db', status: 'searching' });
      expect(webCalls).toBe(0);
    } finally {
      tools.searchVectorDb = original.vector;
      tools.webSearch = original.web;
    }
  });
});
