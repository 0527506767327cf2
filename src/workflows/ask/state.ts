/**
 * The ask graph's state: the seed's GraphState (question, n_results,
 * filter_type, documents, context, answer, grounded, issues, final,
 * retry_count, max_retries) plus the verifier's checked claims.
 */
import { Annotation } from '@langchain/langgraph';
import type { DocType } from '../../search/corpus.js';
import type { CheckedClaim } from './domain/verify.js';

export interface AskDocument {
  law: string | null;
  article: string | null;
  title: string | null;
  text: string;
  score: number;
  url: string | null;
  doc_type: DocType;
}

const value = <T>(initial: () => T) => Annotation<T>({ reducer: (_old, next) => next, default: initial });

export const AskState = Annotation.Root({
  question: value<string>(() => ''),
  n_results: value<number>(() => 5),
  filter_type: value<DocType | null>(() => null),
  documents: value<AskDocument[]>(() => []),
  context: value<string>(() => ''),
  answer: value<string>(() => ''),
  grounded: value<boolean>(() => false),
  issues: value<string[]>(() => []),
  claims: value<CheckedClaim[]>(() => []),
  final: value<string>(() => ''),
  retry_count: value<number>(() => 0),
  max_retries: value<number>(() => 1),
});

export type AskGraphState = typeof AskState.State;
export type AskUpdate = typeof AskState.Update;
