/** Staff API: cases, knowledge status, workbook, taxonomy. Every call carries the admin token. */
import { downloadFile, requestJson } from './http';

export interface CaseRow {
  sessionId: string;
  status: 'ACTIVE' | 'COMPLETED' | 'EMERGENCY_STOP';
  currentState: string;
  completionRate: number;
  createdAt: string;
  level1: string | null;
  level2: string | null;
  scenario: string | null;
  riskLevel: RiskLevel | null;
}

export type RiskLevel = 'HIGH' | 'MEDIUM' | 'LOW';

export interface CasePage {
  total: number;
  page: number;
  page_size: number;
  cases: CaseRow[];
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

export interface CaseDetail {
  session: {
    sessionId: string;
    channel: string;
    status: CaseRow['status'];
    currentState: string;
    completionRate: number;
    turns: number;
    referenceDate: string;
    knowledgeVersion: string;
    createdAt: string;
    completedAt: string | null;
  };
  case_file: {
    case: { level1: string | null; level2: string | null; scenario: string | null } | null;
    riskLevel: RiskLevel | null;
    narrative: string | null;
    parties: { role: string; name: string | null; partyType: string | null; relationship: string | null }[];
    facts: { field: string; value: unknown; source: string; confidence: number; turn: number; unknown: boolean }[];
    emotions: { emotion: string; intensity: number; span: string; turn: number }[];
    evidence: { evidenceType: string; turn: number }[];
    missing: { field: string; critical: boolean }[];
    summaries: { target: string; sections: { key: string; title: string; content: string }[]; text: string }[];
    riskTags: { ruleCode: string; riskLevel: RiskLevel; riskTag: string; actionHint: string }[];
  } | null;
  transcript: { role: 'bot' | 'user'; text: string; field?: string | null; at: string }[];
  state_log: { id: number; turn: number; from_state: string | null; to_state: string; node: string; duration_ms: number; at: string }[];
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
