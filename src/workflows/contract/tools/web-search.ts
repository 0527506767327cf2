/**
 * web_search(query, max_results): Tavily restricted to the government sites
 * in the knowledge when TAVILY_API_KEY is set; otherwise the fallback
 * resources from the knowledge, best keyword match first.
 */
import type { ContractReview } from '../../../knowledge/contract-review.js';

export interface WebSearchClient {
  search(query: string, options: { maxResults: number; includeDomains: string[] }): Promise<{ results: Array<{ title: string; url: string; content: string }> }>;
}

export async function tavilyClient(apiKey: string): Promise<WebSearchClient> {
  const { tavily } = await import('@tavily/core');
  return tavily({ apiKey });
}

export function webSearch(knowledge: () => ContractReview, client: WebSearchClient | undefined) {
  return async (query: string, maxResults = 3) => {
    const review = knowledge();
    if (client) {
      const reply = await client.search(query, { maxResults, includeDomains: [...review.web_search_domains] });
      return reply.results.slice(0, maxResults).map((r) => ({ title: r.title, url: r.url, content: r.content }));
    }
    const scored = review.fallback_resources.map((resource, order) => ({ resource, order, score: resource.keywords.filter((word) => query.includes(word)).length }));
    return scored
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, maxResults)
      .map(({ resource }) => ({ title: resource.title, url: resource.url, content: resource.content }));
  };
}
