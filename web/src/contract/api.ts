/** The contract API: upload or paste a contract, and chat about it over SSE (fetch reader). */
import { ApiError, requestJson } from '../api/http';
import { postEventStream } from '../api/sse';

export type Severity = 'HIGH' | 'MEDIUM' | 'LOW';

export interface Finding {
  code: string;
  severity: Severity;
  clause: string;
  reason: string;
  legal_basis: string;
  suggestion: string;
  title: string;
  violation: boolean;
  start: number | null;
  end: number | null;
}

export interface Wage {
  year: number;
  minimum_wage: number;
  monthly_paid_hours: number | null;
  ordinary_hourly: number | null;
  contract_monthly_pay: number | null;
  legal_monthly_minimum: number | null;
  unpaid_monthly: number | null;
  unpaid_yearly: number | null;
  assumptions: string[];
}

export interface Analysis {
  findings: Finding[];
  wage: Wage;
  overall_risk: Severity;
  clauses: Array<{ ref: string; title: string; start: number; end: number }>;
  summary_text: string;
}

export interface StoredContract {
  contract_id: number;
  title: string;
  text: string;
  analysis: Analysis;
}

export async function uploadContract(file: File): Promise<StoredContract> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/api/v1/contracts', { method: 'POST', body: form }).catch(() => {
    throw new ApiError('서버에 연결하지 못했어요. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.', 0, 'NETWORK');
  });
  const envelope = (await response.json().catch(() => null)) as { success?: boolean; data?: { contract_id: number }; error?: { code?: string; message?: string } } | null;
  if (!response.ok || !envelope?.success || !envelope.data) {
    throw new ApiError(envelope?.error?.message ?? '파일을 분석하지 못했어요.', response.status, envelope?.error?.code ?? 'UPLOAD');
  }
  return fetchContract(envelope.data.contract_id);
}

export async function submitText(text: string): Promise<StoredContract> {
  const created = await requestJson<{ contract_id: number }>('/api/v1/contracts', { body: { text } });
  return fetchContract(created.contract_id);
}

export function fetchContract(id: number): Promise<StoredContract> {
  return requestJson<StoredContract>(`/api/v1/contracts/${id}`);
}

export type ChatEvent =
  | { type: 'step'; step: string; message: string }
  | { type: 'tool'; tool: string; status: 'searching' | 'complete' | 'failed'; count?: number; error?: string }
  | { type: 'token'; content: string }
  | { type: 'done'; full_response: string; conversation_id: string; tools_used: string[] }
  | { type: 'error'; message: string };

/** Posts a question and calls onEvent for each SSE event until the stream ends. */
export function streamChat(contractId: number, message: string, conversationId: string | undefined, onEvent: (event: ChatEvent) => void, signal: AbortSignal): Promise<void> {
  return postEventStream(`/api/v1/agent/${contractId}/stream`, { message, conversation_id: conversationId }, onEvent, { signal, failureMessage: '답변을 받지 못했어요.' });
}
