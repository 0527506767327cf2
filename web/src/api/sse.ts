/**
 * Reads a POST streaming endpoint as it arrives (EventSource cannot POST):
 * each `data:` event is parsed and handed to onEvent in order. A failure to
 * connect or an error status becomes an ApiError with a Korean message.
 */
import { ApiError } from './http';

export async function postEventStream<Event>(
  url: string,
  body: unknown,
  onEvent: (event: Event) => void,
  options: { signal?: AbortSignal; failureMessage: string },
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('서버에 연결하지 못했어요. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.', 0, 'NETWORK');
  }
  if (!response.ok || !response.body) {
    const envelope = (await response.json().catch(() => null)) as { error?: { message?: string; code?: string } } | null;
    throw new ApiError(envelope?.error?.message ?? options.failureMessage, response.status, envelope?.error?.code ?? `HTTP_${response.status}`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      buffer = buffer.slice(end + 2);
      if (data) onEvent(JSON.parse(data) as Event);
    }
  }
}
