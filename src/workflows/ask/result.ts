/**
 * What one answered question returns: the `done` event and the JSON reply of
 * the ask API. Types only, so the web app imports them instead of restating them.
 */
import type { AskDocument } from './state.js';

/** A retrieved statute as the person sees it under the answer. */
export type AnswerSource = Omit<AskDocument, 'doc_type'>;

export interface AskResult {
  final: string;
  answer: string;
  grounded: boolean;
  issues: string[];
  retry_count: number;
  documents: AnswerSource[];
}
