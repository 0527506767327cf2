import { describe, expect, it } from 'vitest';
import { readContractReview } from '../../../knowledge/contract-review.js';
import { webSearch, type WebSearchClient } from './web-search.js';

const review = readContractReview('./knowledge');

describe('web_search', () => {
  it('asks Tavily (mocked) only within the government sites in the knowledge', async () => {
    const calls: Array<{ query: string; options: { maxResults: number; includeDomains: string[] } }> = [];
    const client: WebSearchClient = {
      async search(query, options) {
        calls.push({ query, options });
        return { results: [{ title: '임금체불 진정', url: 'https://www.moel.go.kr/a', content: '진정 방법' }] };
      },
    };
    const results = await webSearch(() => review, client)('임금체불 신고 방법', 3);
    expect(results).toEqual([{ title: '임금체불 진정', url: 'https://www.moel.go.kr/a', content: '진정 방법' }]);
    expect(calls).toEqual([{ query: '임금체불 신고 방법', options: { maxResults: 3, includeDomains: ['moel.go.kr', 'law.go.kr', 'minwon.go.kr', 'nlcy.go.kr'] } }]);
  });

  it('without a key, ranks the fallback resources by the question words', async () => {
    const results = await webSearch(() => review, undefined)('전화 상담은 어디서 하나요', 2);
    expect(results[0]!.title).toContain('1350');
    expect(results).toHaveLength(2);
  });
});
