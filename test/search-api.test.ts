/** Search through the server, over the real legalize-kr sample files. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestLegalizeKr } from '../src/search/ingest/run.js';
import { startServer, type RunningServer } from './support/server.js';

const sample = path.resolve('../shared/corpus/legalize-kr-sample');
const haveSample = existsSync(sample);
if (!haveSample) console.warn(`[skip] search API tests: ${sample} is absent`);

describe.skipIf(!haveSample)('search API', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SANGDAM_RATE_LIMIT: '100000' });
    const report = await ingestLegalizeKr(server.context.search, sample, '2027-06-01');
    expect(report.ingested).toBeGreaterThan(800);
  });
  afterAll(() => server?.close());

  const get = async (route: string) => {
    const res = await fetch(`${server.url}${route}`);
    return { status: res.status, body: (await res.json()) as { success: boolean; data: any; error?: { code: string; message: string } } };
  };

  it('finds the article a question is about, with the contract fields', async () => {
    const { status, body } = await get(`/api/v1/search?q=${encodeURIComponent('근로자 퇴직 금품 청산 14일')}&k=5&doc_type=statute`);
    expect(status).toBe(200);
    const [first] = body.data.results;
    expect(Object.keys(first).sort()).toEqual(['article', 'doc_type', 'effective', 'id', 'law', 'score', 'text', 'title', 'url'].sort());
    expect(body.data.results.map((r: { law: string; article: string }) => `${r.law} ${r.article}`)).toContain('근로기준법 제36조');
  });

  it('filters by law and looks up one article in any written form', async () => {
    const { body } = await get(`/api/v1/search?q=${encodeURIComponent('임차인 대항력')}&law=${encodeURIComponent('주택임대차보호법')}`);
    expect(body.data.results.length).toBeGreaterThan(0);
    expect(body.data.results.every((r: { law: string }) => r.law === '주택임대차보호법')).toBe(true);
    for (const label of ['제43조의2', '43조의2', '제 43 조의 2']) {
      const article = await get(`/api/v1/laws/${encodeURIComponent('근로기준법')}/articles/${encodeURIComponent(label)}`);
      expect(article.status).toBe(200);
      expect(article.body.data).toMatchObject({ law: '근로기준법', article: '제43조의2', title: '체불사업주 명단 공개' });
    }
  });

  it('answers bad requests with clear errors', async () => {
    expect((await get('/api/v1/search?q=')).status).toBe(400);
    expect((await get('/api/v1/search?q=x&k=0')).status).toBe(400);
    expect((await get('/api/v1/search?q=x&doc_type=novel')).status).toBe(400);
    expect((await get('/api/v1/search?q=x&as_of=2026-13-01')).status).toBe(400);
    const notArticle = await get(`/api/v1/laws/${encodeURIComponent('근로기준법')}/articles/${encodeURIComponent('부칙')}`);
    expect(notArticle.status).toBe(400);
    expect(notArticle.body.error!.code).toBe('INVALID_ARTICLE');
    const missing = await get(`/api/v1/laws/${encodeURIComponent('근로기준법')}/articles/${encodeURIComponent('제999조')}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error!.code).toBe('ARTICLE_NOT_FOUND');
  });
});

describe('a fresh server', () => {
  it('answers from the starter corpus before any statute is ingested', async () => {
    const fresh = await startServer();
    try {
      const res = await fetch(`${fresh.url}/api/v1/search?q=${encodeURIComponent('퇴사했는데 14일 지나도 월급을 안 줘요')}&k=5`);
      const body = (await res.json()) as { data: { results: { doc_type: string; law: string; title: string }[] } };
      expect(body.data.results.length).toBeGreaterThan(0);
      expect(body.data.results.every((r) => r.doc_type === 'manual')).toBe(true);
      expect(body.data.results.map((r) => r.law)).toContain('근로기준법');
    } finally {
      await fresh.close();
    }
  });
});
