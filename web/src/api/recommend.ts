/**
 * The recommend API: POST /api/v1/recommend/stream read with fetch, one JSON
 * event per `data:` line, so step messages show while the graph runs.
 */
import { ApiError } from './http';
import { postEventStream } from './sse';

export interface PopupItem {
  id: string;
  name: string;
  category: string;
  city: string;
  district: string;
  dong: string;
  zone: string;
  address: string;
  start_date: string;
  end_date: string;
  open_time: string;
  close_time: string;
  price_tier: string;
  amenities: string[];
  attributes: string[];
  tags: string[];
  matched_facets: string[];
  unmet_facets?: string[];
}

export interface RecommendResult {
  response: string;
  special_response: string | null;
  bypass_retrieval: boolean;
  items: PopupItem[];
  alternatives: PopupItem[];
  validation: { coverage: number; required_facets: string[]; missing_facets: string[]; needs_correction: boolean };
  corrections: string[];
  completed_tasks: string[];
  zone_notes: string[];
}

type StreamEvent =
  | { type: 'step'; step: string; message: string }
  | { type: 'tool'; tool: string; status: string }
  | { type: 'token'; content: string }
  | ({ type: 'done'; full_response: string } & RecommendResult)
  | { type: 'error'; message: string };

/** `referenceDate` (YYYY-MM-DD) stands in for today, e.g. to browse the demo catalogue as of its own date. */
export async function streamRecommend(query: string, referenceDate: string | null, onStep: (message: string) => void, signal?: AbortSignal): Promise<RecommendResult> {
  let result: RecommendResult | undefined;
  let failure: string | undefined;
  const body = referenceDate ? { query, reference_date: referenceDate } : { query };
  await postEventStream<StreamEvent>(
    '/api/v1/recommend/stream',
    body,
    (event) => {
      if (event.type === 'step') onStep(event.message);
      else if (event.type === 'done') result = event;
      else if (event.type === 'error') failure = event.message;
    },
    { signal, failureMessage: '추천을 받지 못했어요. 잠시 후 다시 시도해 주세요.' },
  );
  if (failure !== undefined) throw new ApiError(failure, 500, 'STREAM');
  if (!result) throw new ApiError('답변이 중간에 끊겼어요. 다시 시도해 주세요.', 0, 'STREAM_CLOSED');
  return result;
}
