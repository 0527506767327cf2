/** The recommend API through the real server: the contract's fields, SSE with a real reader, and clear errors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamEvent } from '../src/engine/events.js';
import { startServer, type RunningServer } from './support/server.js';

describe('recommend API', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SANGDAM_RATE_LIMIT: '100000' });
  });
  afterAll(() => server?.close());

  const post = async (route: string, body: unknown) => {
    const res = await fetch(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { success: boolean; data: any; error?: { code: string; message: string } } };
  };

  it('answers with the contract fields and items meeting every hard facet', async () => {
    const { status, body } = await post('/api/v1/recommend', { query: '이번 주 토요일 밤에 동명동에서 갈 만한 캐릭터 팝업 있어? 주차 되는 데로', reference_date: '2026-11-24', max_results: 3 });
    expect(status).toBe(200);
    const data = body.data;
    for (const key of ['response', 'special_response', 'bypass_retrieval', 'items', 'validation', 'corrections', 'completed_tasks']) expect(data).toHaveProperty(key);
    expect(data.bypass_retrieval).toBe(false);
    expect(data.validation.required_facets).toEqual(expect.arrayContaining(['야간', '주차', '지역', '기간', '카테고리']));
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.length).toBeLessThanOrEqual(3);
    for (const item of data.items) {
      for (const key of ['id', 'name', 'category', 'district', 'address', 'start_date', 'end_date', 'open_time', 'close_time', 'price_tier', 'amenities', 'attributes', 'matched_facets']) expect(item).toHaveProperty(key);
      expect(item.dong).toBe('동명동');
      expect(item.close_time >= '21:00').toBe(true);
      expect(item.start_date <= '2026-11-28' && item.end_date >= '2026-11-28').toBe(true);
    }
    expect([...data.completed_tasks].sort()).toEqual(['metadata', 'vector', 'web']);
  });

  it('answers small talk without retrieval', async () => {
    const { body } = await post('/api/v1/recommend', { query: '너 누구야?' });
    expect(body.data.bypass_retrieval).toBe(true);
    expect(body.data.special_response).toBe(body.data.response);
    expect(body.data.items).toEqual([]);
    expect(body.data.completed_tasks).toEqual([]);
  });

  it('streams steps, tools, tokens and one done carrying the same fields', async () => {
    const res = await fetch(`${server.url}/api/v1/recommend/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '요즘 새로 생긴 성수 팝업 중에 주차 되는 곳', reference_date: '2026-11-24' }),
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text();
    const events = text
      .split('\n\n')
      .filter((chunk) => chunk.startsWith('data: '))
      .map((chunk) => StreamEvent.parse(JSON.parse(chunk.slice(6))));
    const done = events.filter((e) => e.type === 'done');
    expect(done).toHaveLength(1);
    expect(events.at(-1)!.type).toBe('done');
    expect(events[0]).toMatchObject({ type: 'step', step: 'analyzing' });
    const tools = events.filter((e) => e.type === 'tool');
    expect(tools.filter((e) => e.status === 'complete').map((e) => e.tool).sort()).toEqual(['scan_metadata', 'search_catalogue', 'search_web_updates']);
    const tokens = events.filter((e) => e.type === 'token').map((e) => e.content).join('');
    expect(tokens).toBe(done[0]!.full_response);
    expect(done[0]).toHaveProperty('items');
    expect(done[0]).toHaveProperty('validation');
  });

  it('refuses bad input with a clear message', async () => {
    for (const body of [{}, { query: '   ' }, { query: '성수 팝업', reference_date: '2026-02-30' }, { query: '성수 팝업', max_results: 0 }]) {
      const res = await post('/api/v1/recommend', body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error!.message.length).toBeGreaterThan(5);
    }
  });
});
