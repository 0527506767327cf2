/**
 * What one answered question returns: the `done` event and the JSON reply of
 * the ask API. Types only, with no runtime imports, so the web app can import
 * them too instead of restating them.
 */

/** A retrieved statute as the person sees it under the answer. */
export interface AskSource {
  law: string | null;
  article: string | null;
  title: string | null;
  text: string;
  score: number;
  url: string | null;
}

export interface AskResult {
  final: string;
  answer: string;
  grounded: boolean;
  issues: string[];
  retry_count: number;
  documents: AskSource[];
}
