/**
 * The recommend graph's state, as the seed's ChatbotState: parallel branches
 * write `completed_tasks`, `evidence` and `insights` through the custom
 * reducers `extend_unique` and `merge_dicts`, so concurrent updates in one
 * superstep merge instead of overwriting each other.
 */
import { Annotation } from '@langchain/langgraph';
import type { FacetName, RecommendIntent, RequestFacets } from '../../interpret/recommend-port.js';
import type { Popup } from './catalogue/schema.js';

/** Appends what is new, keeping first-seen order: the same task finishing twice counts once. */
export function extendUnique<T>(current: readonly T[], update: readonly T[] | T): T[] {
  const out = [...current];
  for (const item of Array.isArray(update) ? update : [update as T]) if (!out.includes(item)) out.push(item);
  return out;
}

/** Shallow merge: each branch writes its own keys; a later write to the same key wins. */
export function mergeDicts<T extends Record<string, unknown>>(current: T, update: Partial<T>): T {
  return { ...current, ...update };
}

export const retrievalTasks = ['vector', 'metadata', 'web'] as const;
export type RetrievalTask = (typeof retrievalTasks)[number];

/** A candidate found by one branch, with that branch's score. */
export interface Candidate {
  id: string;
  score: number;
}

export interface Evidence {
  vector?: Candidate[];
  metadata?: Candidate[];
  web?: Candidate[];
  /** What a corrective retrieval found, per attempt. */
  [key: string]: Candidate[] | undefined;
}

export interface BranchTiming {
  started: number;
  finished: number;
}

export interface Insights {
  /** Web-update lines per pop-up id. */
  updates?: Record<string, string[]>;
  /** Zone notes (peak times) for the regions the query named. */
  zones?: string[];
  /** Planned tasks that never reported completion. */
  unfinished_tasks?: string[];
  [key: string]: unknown;
}

export interface ChosenItem {
  popup: Popup;
  matched_facets: FacetName[];
  /** For an alternative: the hard facets it does not meet. */
  unmet_facets: FacetName[];
}

export interface Validation {
  coverage: number;
  required_facets: FacetName[];
  missing_facets: FacetName[];
  needs_correction: boolean;
}

const replace = <T>(initial: () => T) => Annotation<T>({ reducer: (_old, next) => next, default: initial });

export const RecommendState = Annotation.Root({
  query: replace<string>(() => ''),
  reference_date: replace<string>(() => ''),
  max_results: replace<number>(() => 5),
  intent: replace<RecommendIntent['intent']>(() => 'recommend'),
  special_response: replace<string | null>(() => null),
  bypass_retrieval: replace<boolean>(() => false),
  facets: replace<RequestFacets | null>(() => null),
  retrieval_tasks: replace<RetrievalTask[]>(() => []),
  completed_tasks: Annotation<string[]>({ reducer: extendUnique, default: () => [] }),
  evidence: Annotation<Evidence>({ reducer: mergeDicts, default: () => ({}) }),
  insights: Annotation<Insights>({ reducer: mergeDicts, default: () => ({}) }),
  /** When each retrieval branch started and finished (ms, performance.now()). */
  timings: Annotation<Record<string, BranchTiming>>({ reducer: mergeDicts, default: () => ({}) }),
  parallel_ready: replace<boolean>(() => false),
  context_items: replace<ChosenItem[]>(() => []),
  alternatives: replace<ChosenItem[]>(() => []),
  /** Facets the corrective pass made strict filters. */
  strict_facets: replace<FacetName[]>(() => []),
  draft: replace<string>(() => ''),
  validation: replace<Validation | null>(() => null),
  needs_correction: replace<boolean>(() => false),
  corrections: Annotation<string[]>({ reducer: (a, b) => [...a, ...b], default: () => [] }),
  correction_attempts: replace<number>(() => 0),
  response: replace<string>(() => ''),
});

export type RecommendGraphState = typeof RecommendState.State;
export type RecommendUpdate = typeof RecommendState.Update;
