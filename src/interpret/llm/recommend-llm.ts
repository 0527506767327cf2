/**
 * The LLM-backed RecommendInterpreter: prompts from the live knowledge base
 * (LLM_Prompts: recommend_intent, recommend_facets), zod-validated JSON, then
 * deterministic checks: every place must be one the catalogue knows, every
 * label must be words of the query, and a query the rules read as a request is
 * never routed to small talk. Any failure answers with the rules for that call
 * only.
 */
import type { z } from 'zod';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import type { LlmPromptPurpose } from '../../knowledge/schema.js';
import { categories } from '../../workflows/recommend/catalogue/schema.js';
import type { RegionName } from '../../workflows/recommend/domain/regions.js';
import { RecommendIntent, RequestFacets, recommendIntents, type RecommendInterpreter } from '../recommend-port.js';
import type { RulesRecommendInterpreter } from '../rules/recommend.js';
import { checkedCall } from './checked-call.js';
import { knowledgePrompt } from './knowledge-prompt.js';
import type { AiCallLogger, LlmClient } from './client.js';
import type { Checked } from './intake-llm-checks.js';

export class LlmRecommendInterpreter implements RecommendInterpreter {
  readonly kind = 'llm' as const;

  constructor(
    private readonly client: LlmClient,
    private readonly rules: RulesRecommendInterpreter,
    private readonly knowledge: () => KnowledgeBase,
    private readonly places: readonly RegionName[],
    private readonly log: AiCallLogger,
  ) {}

  async intentOf(query: string): Promise<RecommendIntent> {
    // Skipping retrieval is for small talk only: a query the rules read as a request is never answered without a search.
    const found = await this.ask('recommend_intent', { text: query, intents: recommendIntents.join(', ') }, RecommendIntent, (value) =>
      value.intent !== 'recommend' && this.rules.namesARequest(query) ? { ok: false, reason: `${value.intent} for a query that names a request` } : { ok: true, value },
    );
    return found ?? this.rules.intentOf(query);
  }

  async extractFacets(query: string, referenceDate: string): Promise<RequestFacets> {
    const values = { text: query, reference_date: referenceDate, places: this.placeList(), categories: categories.join(', ') };
    const found = await this.ask('recommend_facets', values, RequestFacets, (facets) => this.check(facets, query));
    return found ?? this.rules.extractFacets(query, referenceDate);
  }

  /** "kind value (이름, 이름)" per place, so the model can only pick what the catalogue has. */
  private placeList(): string {
    const byValue = new Map<string, string[]>();
    for (const { name, region } of this.places) byValue.set(`${region.kind} ${region.value}`, [...(byValue.get(`${region.kind} ${region.value}`) ?? []), name]);
    return [...byValue].map(([place, names]) => `- ${place} (${names.join(', ')})`).join('\n');
  }

  private check(facets: RequestFacets, query: string): Checked<RequestFacets> {
    const compact = query.replace(/\s+/g, '');
    const inQuery = (label: string) => compact.includes(label.replace(/\s+/g, ''));
    for (const region of facets.regions) {
      if (!this.places.some((p) => p.region.kind === region.kind && p.region.value === region.value)) return { ok: false, reason: `unknown place ${region.kind} ${region.value}` };
      if (!inQuery(region.label)) return { ok: false, reason: `place label "${region.label}" is not in the query` };
    }
    if (facets.period && !inQuery(facets.period.label)) return { ok: false, reason: `period label "${facets.period.label}" is not in the query` };
    if (facets.period && [facets.period.from, facets.period.to].some((d) => Number.isNaN(Date.parse(`${d}T00:00:00Z`)))) return { ok: false, reason: 'period is not a real date' };
    return { ok: true, value: facets };
  }

  private async ask<T>(purpose: LlmPromptPurpose, values: Record<string, string>, schema: z.ZodType<T>, check: (value: T) => Checked<T>): Promise<T | undefined> {
    const prompt = knowledgePrompt(this.knowledge, purpose, values, { label: `recommend.${purpose}` });
    if (!prompt) return undefined;
    return checkedCall(this.client, this.log, prompt, schema, check);
  }
}
