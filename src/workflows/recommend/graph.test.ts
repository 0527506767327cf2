/**
 * The recommend graph over the shipped catalogue, indexed in a real store on
 * both dialects: branches run in one superstep with overlapping timestamps,
 * reducers merge without loss, parallel_sync runs once, every item meets the
 * hard facets, and the corrective loop stops at its limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenize } from '../../korean/tokenize.js';
import { SearchIndex } from '../../search/search-index.js';
import { storeTargets } from '../../../test/support/stores.js';
import { isHard, meetsAll, satisfies } from './domain/facets.js';
import { recommendDeps } from './deps.js';
import { buildRecommendGraph } from './graph.js';
import { openRecommend } from './setup.js';
import { extendUnique, mergeDicts, type RecommendGraphState } from './state.js';

const REF = '2026-11-24';

describe('reducers', () => {
  it('extend_unique keeps every task once, in first-seen order', () => {
    expect(extendUnique(['vector'], ['metadata', 'vector', 'web'])).toEqual(['vector', 'metadata', 'web']);
    expect(extendUnique([], 'web')).toEqual(['web']);
  });
  it('merge_dicts keeps the keys of both sides', () => {
    expect(mergeDicts<Record<string, number>>({ vector: 1 }, { metadata: 2 })).toEqual({ vector: 1, metadata: 2 });
  });
});

for (const target of storeTargets('recommend graph')) {
  describe.skipIf(!target.enabled)(`recommend graph (${target.dialect})`, () => {
    let opened: Awaited<ReturnType<typeof target.open>>;
    let assistant: Awaited<ReturnType<typeof openRecommend>>;
    beforeAll(async () => {
      opened = await target.open();
      assistant = await openRecommend({ index: new SearchIndex(opened.store, tokenize), knowledge: { dir: 'knowledge' } });
    });
    afterAll(() => opened?.cleanup());

    const run = async (query: string, settings?: Parameters<typeof openRecommend>[0]['settings']) => {
      const graph = settings ? (await openRecommend({ index: new SearchIndex(opened.store, tokenize), knowledge: { dir: 'knowledge' }, settings })).graph : assistant.graph;
      const nodes: string[] = [];
      let final: RecommendGraphState | undefined;
      for await (const [mode, chunk] of (await graph.stream({ query, reference_date: REF, max_results: 5 }, { streamMode: ['updates', 'values'] })) as AsyncIterable<[string, any]>) {
        if (mode === 'updates') nodes.push(...Object.keys(chunk));
        else final = chunk as RecommendGraphState;
      }
      return { nodes, state: final! };
    };

    it('runs the three branches concurrently and merges all their results', async () => {
      const { nodes, state } = await run('이번 주 새로 오픈한 성수 팝업 알려줘');
      expect(state.retrieval_tasks).toEqual(['vector', 'metadata', 'web']);
      expect([...state.completed_tasks].sort()).toEqual(['metadata', 'vector', 'web']);
      expect(Object.keys(state.evidence).sort()).toEqual(['metadata', 'vector', 'web']);
      for (const branch of ['vector', 'metadata', 'web']) expect(state.evidence[branch]!.length).toBeGreaterThan(0);
      // Both branch insights survive the merge.
      expect(state.insights.zones!.length).toBeGreaterThan(0);
      expect(Object.keys(state.insights.updates!).length).toBeGreaterThan(0);
      const timings = Object.values(state.timings);
      expect(timings).toHaveLength(3);
      const lastStart = Math.max(...timings.map((t) => t.started));
      const firstFinish = Math.min(...timings.map((t) => t.finished));
      expect(lastStart).toBeLessThan(firstFinish);
      expect(nodes.filter((n) => n === 'parallel_sync')).toHaveLength(1);
      expect(nodes.filter((n) => n === 'draft_response')).toHaveLength(1);
    });

    it('goes on through await_parallel when a branch fails', async () => {
      const failing = recommendDeps({
        ...assistant.deps,
        search: async () => {
          throw new Error('index offline');
        },
      });
      const state = (await buildRecommendGraph(failing).invoke({ query: '성수동 이번 주말 무료 팝업', reference_date: REF, max_results: 5 })) as RecommendGraphState;
      expect(state.completed_tasks).toEqual(['metadata']);
      expect(state.insights.unfinished_tasks).toEqual(['vector']);
      expect(state.insights.vector_error).toBe('index offline');
      expect(state.context_items.length).toBeGreaterThan(0);
    });

    it('skips retrieval for small talk', async () => {
      const { nodes, state } = await run('안녕! 너는 누구야?');
      expect(state.bypass_retrieval).toBe(true);
      expect(state.special_response).toBeTruthy();
      expect(nodes).toEqual(['ingest', 'intent_router', 'format_response']);
    });

    it('returns only pop-ups that meet every hard facet', async () => {
      const { state } = await run('이번 주 토요일 밤에 동명동에서 갈 만한 캐릭터 팝업 있어? 주차 되는 데로');
      expect(state.context_items.length).toBeGreaterThan(0);
      for (const item of state.context_items) {
        for (const facet of state.validation!.required_facets.filter(isHard)) expect(satisfies(item.popup, facet, state.facets!)).toBe(true);
      }
    });

    it('offers labelled alternatives when nothing can meet the hard facets', async () => {
      const { state } = await run('2월 14일 양림동 무료 야간 팝업');
      expect(state.context_items).toEqual([]);
      expect(state.alternatives.length).toBeGreaterThan(0);
      expect(state.alternatives.every((alt) => alt.unmet_facets.length > 0)).toBe(true);
      expect(state.response).toContain('찾지 못했어요');
    });

    it('stops the corrective loop at its limit', async () => {
      // No free exhibition in 성수 this weekend: correction cannot fix 카테고리, so only the limit stops it.
      const query = '성수 무료 전시 이번 주말';
      const premise = await run(query, { maxCorrections: 0 });
      expect(assistant.deps.catalogue.popups.some((p) => meetsAll(p, premise.state.validation!.required_facets, premise.state.facets!, REF))).toBe(false);
      for (const limit of [0, 1, 3]) {
        const { nodes, state } = await run(query, { maxCorrections: limit });
        expect(nodes.filter((n) => n === 'corrective_rag')).toHaveLength(limit);
        expect(state.correction_attempts).toBe(limit);
        expect(state.validation!.needs_correction).toBe(true);
        expect(nodes.at(-1)).toBe('format_response');
      }
    });
  });
}
