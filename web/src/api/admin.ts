/** Staff API: cases, knowledge status, workbook, taxonomy. Every call carries the admin token. */
import type { CaseListRow, CaseSnapshot, RiskLevel, SessionRecord, TranscriptEntry } from '../../../src/store/repositories/case-file';
import type { StateLogRow } from '../../../src/store/schema';
import { downloadFile, requestJson } from './http';

export type { CaseListRow as CaseRow, RiskLevel } from '../../../src/store/repositories/case-file';

export interface CasePage {
  total: number;
  page: number;
  page_size: number;
  cases: CaseListRow[];
}

export interface CaseFilter {
  status?: string;
  level1?: string;
  risk_level?: string;
  from?: string;
  to?: string;
  q?: string;
  page?: number;
  page_size?: number;
}

/** GET /api/admin/cases/:id: the session row, its case file, transcript and state log. */
export interface CaseDetail {
  session: SessionRecord;
  case_file: CaseSnapshot;
  transcript: TranscriptEntry[];
  state_log: StateLogRow[];
}

export interface KnowledgeIssue {
  severity: 'error' | 'warning';
  location: string;
  message: string;
}

export interface KnowledgeStatus {
  version: string | null;
  loaded_at: string | null;
  source: string | null;
  errors: KnowledgeIssue[];
  warnings: KnowledgeIssue[];
  last_attempt_at: string | null;
}

export interface UploadReport {
  ok: boolean;
  version: string | null;
  errors: KnowledgeIssue[];
  warnings: KnowledgeIssue[];
}

export interface TaxonomyScenario {
  scenario_code: string;
  scenario_name: string;
  required_fields: string[];
  questions: { field: string; question: string; answer_type: string; options?: string[]; required: boolean; critical: boolean }[];
  facts: { fact_code: string; name: string; description: string; critical: boolean; related_field: string }[];
  rules: { rule_code: string; trigger_facts: string[]; risk_level: RiskLevel; risk_tag: string; description: string; action_hint: string }[];
}

export interface Taxonomy {
  version: string;
  /** Field code → its Korean label. */
  fields: Record<string, string>;
  level1: {
    level1: string;
    name: string;
    level2: { level2: string; level2_name: string; disambiguation_question: string; scenarios: TaxonomyScenario[] }[];
  }[];
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function query(filter: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const listCases = (token: string, filter: CaseFilter) => requestJson<CasePage>(`/api/admin/cases${query({ ...filter })}`, { token });

export const getCase = (token: string, id: string) => requestJson<CaseDetail>(`/api/admin/cases/${encodeURIComponent(id)}`, { token });

export const exportCases = (token: string, filter: CaseFilter, format: 'csv' | 'jsonl') =>
  downloadFile(`/api/admin/cases/export${query({ ...filter, page: undefined, page_size: undefined, format })}`, `sangdam-cases.${format}`, token);

export const knowledgeStatus = (token: string) => requestJson<KnowledgeStatus>('/api/admin/knowledge/status', { token });

export const uploadWorkbook = (token: string, bytes: ArrayBuffer) =>
  requestJson<UploadReport>('/api/admin/knowledge/workbook', { token, rawBody: { bytes, contentType: XLSX } });

export const downloadWorkbook = (token: string) => downloadFile('/api/admin/knowledge/workbook', 'knowledge_base.xlsx', token);

export const fetchTaxonomy = (token: string) => requestJson<Taxonomy>('/api/admin/knowledge/taxonomy', { token });

/** Checks a token by making the cheapest authorised call. */
export const verifyToken = (token: string) => knowledgeStatus(token).then(() => undefined);
