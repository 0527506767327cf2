/**
 * One way to call the server: every reply is the `{success, data | error}`
 * envelope, and every failure becomes an ApiError whose message can be shown
 * to a person as is (Korean, says what to do next).
 */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** The 422 workbook reply carries its validation report here. */
    readonly data?: unknown,
  ) {
    super(message);
  }

  /** Worth trying again as is (network trouble, overload, a server fault). */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500 || this.code === 'SESSION_BUSY';
  }
}

const fallbackMessages: Record<number, string> = {
  0: '서버에 연결하지 못했어요. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
  401: '관리자 인증이 필요해요. 토큰을 다시 입력해 주세요.',
  404: '요청한 내용을 찾지 못했어요.',
  413: '보낸 내용이 너무 커요. 줄여서 다시 보내 주세요.',
  429: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
};

function fallbackMessage(status: number): string {
  return fallbackMessages[status] ?? (status >= 500 ? '서버에 잠시 문제가 생겼어요. 잠시 후 다시 시도해 주세요.' : '요청을 처리하지 못했어요.');
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  error?: { code?: string; message?: string };
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Sent as is (a workbook upload), with this content type. */
  rawBody?: { bytes: ArrayBuffer; contentType: string };
  token?: string;
  signal?: AbortSignal;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.rawBody) {
    headers['Content-Type'] = options.rawBody.contentType;
    body = options.rawBody.bytes;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(path, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(fallbackMessage(0), 0, 'NETWORK');
  }
}

/** Calls a JSON endpoint and returns its `data`. */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (response.ok && envelope?.success) return envelope.data as T;
  const message = envelope?.error?.message || fallbackMessage(response.status);
  throw new ApiError(message, response.status, envelope?.error?.code ?? `HTTP_${response.status}`, envelope?.data);
}

/** Downloads a file endpoint (export, workbook) and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string, token: string): Promise<void> {
  const response = await send(path, { token });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as Envelope | null;
    throw new ApiError(envelope?.error?.message || fallbackMessage(response.status), response.status, envelope?.error?.code ?? 'DOWNLOAD');
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A message for any thrown value, for the error notice. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return '알 수 없는 문제가 생겼어요. 다시 시도해 주세요.';
}
