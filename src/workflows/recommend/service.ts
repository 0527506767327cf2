/**
 * One recommendation: runs the graph and shapes the API answer
 * (../shared/spec/api-assistants.md, Recommend). `stream` reports steps and
 * tool statuses as the graph moves, then the answer's tokens and `done`.
 */
import type { EventSink } from '../../engine/events.js';
import type { RecommendDeps } from './deps.js';
import type { RecommendGraph } from './graph.js';
import type { ChosenItem, RecommendGraphState } from './state.js';

export interface RecommendRequest {
  query: string;
  reference_date: string;
  max_results: number;
}

const itemView = (item: ChosenItem) => {
  const p = item.popup;
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    district: p.location.district,
    address: p.location.address,
    start_date: p.period.start,
    end_date: p.period.end,
    open_time: p.hours.open,
    close_time: p.hours.close,
    price_tier: p.price_tier,
    amenities: p.amenities,
    attributes: p.attributes,
    matched_facets: item.matched_facets,
    city: p.location.city,
    dong: p.location.dong,
    zone: p.location.zone,
    tags: p.tags,
    rating: p.rating,
  };
};
export type RecommendItemView = ReturnType<typeof itemView>;

export function responseOf(state: RecommendGraphState) {
  return {
    response: state.response,
    special_response: state.special_response,
    bypass_retrieval: state.bypass_retrieval,
    items: state.context_items.map(itemView),
    alternatives: state.alternatives.map((alt) => ({ ...itemView(alt), unmet_facets: alt.unmet_facets })),
    validation: state.validation ?? { coverage: 1, required_facets: [], missing_facets: [], needs_correction: false },
    corrections: state.corrections,
    completed_tasks: state.completed_tasks,
    zone_notes: state.insights.zones ?? [],
  };
}
export type RecommendResponse = ReturnType<typeof responseOf>;

/** Which stream step each node's start announces, and which tool each branch is. */
const stepAfter: Record<string, keyof ReturnType<RecommendDeps['texts']>['steps'] | undefined> = {
  retrieval_planner: 'retrieving',
  parallel_sync: 'generating',
  draft_response: 'verifying',
  self_rag_validation: undefined,
  corrective_rag: 'verifying',
};
const toolOf: Record<string, string> = { vector_retrieval: 'search_catalogue', metadata_scan: 'scan_metadata', web_search: 'search_web_updates' };

export class RecommendService {
  constructor(
    private readonly graph: RecommendGraph,
    private readonly deps: RecommendDeps,
  ) {}

  private input(request: RecommendRequest) {
    return { query: request.query, reference_date: request.reference_date, max_results: request.max_results };
  }

  async recommend(request: RecommendRequest, signal?: AbortSignal): Promise<RecommendResponse> {
    return responseOf((await this.graph.invoke(this.input(request), { signal })) as RecommendGraphState);
  }

  async stream(request: RecommendRequest, send: EventSink, signal?: AbortSignal): Promise<RecommendResponse> {
    const steps = this.deps.texts().steps;
    send({ type: 'step', step: 'analyzing', message: steps.analyzing });
    let state: Partial<RecommendGraphState> = {};
    const stream = await this.graph.stream(this.input(request), { signal, streamMode: ['updates', 'values'] });
    for await (const [mode, chunk] of stream as AsyncIterable<[string, Record<string, unknown>]>) {
      if (mode === 'values') {
        state = chunk as Partial<RecommendGraphState>;
        continue;
      }
      for (const [node, update] of Object.entries(chunk)) {
        if (node === 'retrieval_planner') {
          for (const task of ((update as Partial<RecommendGraphState>).retrieval_tasks ?? []).map((t) => Object.keys(toolOf).find((n) => n.startsWith(t))!)) {
            send({ type: 'tool', tool: toolOf[task]!, status: 'searching' });
          }
        }
        const tool = toolOf[node];
        const done = update as Partial<RecommendGraphState> | null;
        if (tool && done && done.timings) {
          const found = Object.values(done.evidence ?? {})[0]?.length ?? 0;
          send(done.completed_tasks ? { type: 'tool', tool, status: 'complete', count: found } : { type: 'tool', tool, status: 'failed', error: String(Object.values(done.insights ?? {})[0] ?? 'failed') });
        }
        if (node === 'self_rag_validation' && (done as Partial<RecommendGraphState>)?.needs_correction && (state.correction_attempts ?? 0) < this.deps.settings.maxCorrections) {
          send({ type: 'step', step: 'regenerating', message: steps.regenerating });
        }
        const step = stepAfter[node];
        if (step) send({ type: 'step', step, message: steps[step] });
      }
    }
    const result = responseOf(state as RecommendGraphState);
    for (const piece of result.response.match(/[^\n]*\n?/g)?.filter(Boolean) ?? []) send({ type: 'token', content: piece });
    send({ type: 'done', full_response: result.response, ...result });
    return result;
  }
}
