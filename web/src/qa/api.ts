/**
 * The ask API from the browser: POST /api/v1/ask/stream read as it arrives
 * (fetch + a stream reader, since EventSource cannot POST), and one article
 * by GET /api/v1/laws/{law}/articles/{article}.
 */
import { requestJson } from '../api/http';
import { postEventStream } from '../api/sse';
import type { AskResult } from '../../../src/workflows/ask/result';

export type { AskResult, AnswerSource } from '../../../src/workflows/ask/result';

export type AskEvent =
  | { type: 'step'; step: string; message: string }
  | { type: 'tool'; tool: string; status: string; count?: number }
  | { type: 'token'; content: string }
  | ({ type: 'done'; full_response: string } & AskResult)
  | { type: 'error'; message: string };

export interface Article {
  law: string;
  article: string;
  title: string | null;
  text: string;
  url: string | null;
}

export function streamAsk(question: string, onEvent: (event: AskEvent) => void, signal: AbortSignal): Promise<void> {
  return postEventStream('/api/v1/ask/stream', { question }, onEvent, { signal, failureMessage: '질문을 보내지 못했어요. 잠시 후 다시 시도해 주세요.' });
}

export function fetchArticle(law: string, article: string): Promise<Article> {
  return requestJson<Article>(`/api/v1/laws/${encodeURIComponent(law)}/articles/${encodeURIComponent(article)}`);
}
