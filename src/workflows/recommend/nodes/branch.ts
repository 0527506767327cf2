/**
 * What the three retrieval branches share: skip when not planned, record start
 * and finish times, and mark the task completed only on success, so
 * parallel_sync sees a failed branch as pending.
 */
import type { RecommendGraphState, RecommendUpdate, RetrievalTask } from '../state.js';

export function retrievalBranch(task: RetrievalTask, work: (state: RecommendGraphState) => Promise<RecommendUpdate>) {
  return async (state: RecommendGraphState): Promise<RecommendUpdate> => {
    if (!state.retrieval_tasks.includes(task)) return {};
    const started = performance.now();
    // SQLite search and the catalogue scan are synchronous; yielding once lets the
    // sibling branches start, so slow I/O (Postgres, a real web search) overlaps.
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      const update = await work(state);
      return { ...update, completed_tasks: [task], timings: { [task]: { started, finished: performance.now() } } };
    } catch (error) {
      return { insights: { [`${task}_error`]: error instanceof Error ? error.message : String(error) }, timings: { [task]: { started, finished: performance.now() } } };
    }
  };
}
