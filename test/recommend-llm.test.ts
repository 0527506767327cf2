/**
 * Recommend over HTTP with an LLM configured (a fake OpenAI-compatible server,
 * the real SDK): the model's facets are used when they pass the checks, a
 * place the catalogue does not know is refused in favour of the rules, and a
 * failing model never breaks a request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai.js';
import { startServer, type RunningServer } from './support/server.js';

const noFacets = { regions: [], period: null, late: false, price: null, amenities: [], categories: [], wants_news: false };

describe('recommend over HTTP with an LLM configured', () => {
  let fake: FakeOpenAi;
  let server: RunningServer;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startServer({ SANGDAM_LLM: 'openai', OPENAI_BASE_URL: fake.baseUrl, SANGDAM_LLM_TIMEOUT_MS: '2000', SANGDAM_LLM_RETRIES: '0', SANGDAM_RATE_LIMIT: '100000' });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const recommend = async (query: string) => {
    const res = await fetch(`${server.url}/api/v1/recommend`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, reference_date: '2026-11-24' }) });
    return ((await res.json()) as { data: any }).data;
  };

  it("uses the model's facets when they pass the checks", async () => {
    // The rules read no category in "볼거리"; the model says 전시·아트.
    fake.script({ kind: 'reply', content: JSON.stringify({ intent: 'recommend' }) }, { kind: 'reply', content: JSON.stringify({ ...noFacets, regions: [{ kind: 'dong', value: '양림동', label: '양림동' }], categories: ['전시·아트'] }) });
    const data = await recommend('양림동 볼거리');
    expect(data.validation.required_facets).toEqual(['지역', '카테고리']);
    for (const item of data.items) expect(item.dong).toBe('양림동');
    const prompt = fake.requests.at(-1)!.body.messages!.map((m) => m.content).join('\n');
    expect(prompt).toContain('2026-11-24');
    expect(prompt).toContain('양림동 볼거리');
  });

  it('refuses a place the catalogue does not know and answers with the rules', async () => {
    fake.script({ kind: 'reply', content: JSON.stringify({ intent: 'recommend' }) }, { kind: 'reply', content: JSON.stringify({ ...noFacets, regions: [{ kind: 'dong', value: '해운대', label: '해운대' }] }) });
    const data = await recommend('동명동 팝업');
    expect(data.items.length).toBeGreaterThan(0);
    for (const item of data.items) expect(item.dong).toBe('동명동');
  });

  it('falls back to the rules when the model fails', async () => {
    fake.script({ kind: 'status', status: 500 });
    const data = await recommend('너 누구야?');
    expect(data.bypass_retrieval).toBe(true);
    const again = await recommend('성수동 이번 주말 무료 팝업');
    expect(again.validation.required_facets).toEqual(['무료', '지역', '기간']);
  });
});
