/**
 * parallel_sync runs once, after the join of the three branches; await_parallel
 * handles a planned branch that never completed (it failed): it notes which,
 * and the draft goes on with what the others found.
 */
import type { RecommendGraphState, RecommendUpdate } from '../state.js';

const pendingTasks = (state: RecommendGraphState) => state.retrieval_tasks.filter((task) => !state.completed_tasks.includes(task));

export const parallelSyncNode = (state: RecommendGraphState): RecommendUpdate => ({ parallel_ready: pendingTasks(state).length === 0 });

export const routeAfterSync = (state: RecommendGraphState) => (state.parallel_ready ? 'draft_response' : 'await_parallel');

export const awaitParallelNode = (state: RecommendGraphState): RecommendUpdate => ({ insights: { unfinished_tasks: pendingTasks(state) } });
