/**
 * Table types for Kysely. Column types are chosen to mean the same on SQLite and
 * Postgres: times are ISO-8601 text, flags are 0/1 integers, JSON is text.
 */
import type { Generated, Selectable } from 'kysely';
import type { ContractTables } from './contract-schema.js';
import type { RiskLevel, SessionStatus } from './repositories/case-file.js';

export interface StateLogTable {
  id: Generated<number>;
  session_id: string;
  graph: string;
  /** The session's turn (1, 2, …) this node run belongs to. */
  turn: number;
  from_state: string | null;
  to_state: string;
  node: string;
  duration_ms: number;
  at: string;
}
export type StateLogRow = Selectable<StateLogTable>;

export interface AiProcessLogTable {
  id: Generated<number>;
  provider: string;
  model: string;
  purpose: string;
  latency_ms: number;
  tokens_in: number | null;
  tokens_out: number | null;
  ok: number;
  error: string | null;
  fell_back: number;
  at: string;
}

export interface ChatSessionTable {
  session_id: string;
  channel: string;
  user_meta: string;
  reference_date: string;
  status: SessionStatus;
  current_state: string;
  completion_rate: number;
  turns: number;
  /** Transcript lines stored so far, so a turn appends only its new ones. */
  transcript_lines: Generated<number>;
  knowledge_version: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface ChatMessageTable {
  id: Generated<number>;
  session_id: string;
  role: string;
  text: string;
  field: string | null;
  at: string;
}

export interface CaseMasterTable {
  session_id: string;
  level1: string | null;
  level2: string | null;
  scenario: string | null;
  stage: string | null;
  risk_level: RiskLevel | null;
  narrative: string | null;
  updated_at: string;
}

export interface CasePartyTable {
  id: Generated<number>;
  session_id: string;
  role: string;
  name: string | null;
  party_type: string | null;
  relationship: string | null;
}

export interface CaseFactTable {
  id: Generated<number>;
  session_id: string;
  field: string;
  /** JSON of the typed value (string, integer, boolean), null when unknown. */
  value: string;
  source: string;
  confidence: number;
  turn: number;
  unknown: number;
  updated_at: string;
}

export interface CaseEmotionTable {
  id: Generated<number>;
  session_id: string;
  emotion: string;
  intensity: number;
  span: string;
  turn: number;
}

export interface CaseEvidenceTable {
  id: Generated<number>;
  session_id: string;
  evidence_type: string;
  turn: number;
}

export interface CaseMissingFieldTable {
  session_id: string;
  field: string;
  critical: number;
}

export interface CaseSummaryTable {
  session_id: string;
  target: string;
  sections: string;
  text: string;
  created_at: string;
}

export interface CaseRiskTagTable {
  id: Generated<number>;
  session_id: string;
  rule_code: string;
  risk_level: RiskLevel;
  risk_tag: string;
  action_hint: string;
}

export interface SearchDocumentTable {
  rid: Generated<number>;
  doc_id: string;
  doc_type: string;
  law: string | null;
  article: string | null;
  paragraph: string | null;
  chapter: string | null;
  title: string | null;
  text: string;
  promulgated: string | null;
  effective: string | null;
  version_status: string;
  url: string | null;
  source: string;
  parent_id: string | null;
}

/** A document's dense vector for one embeddings model (float32 bytes). */
export interface SearchVectorTable {
  doc_id: string;
  model: string;
  dims: number;
  vector: Uint8Array;
}

export interface Database extends ContractTables {
  search_document: SearchDocumentTable;
  search_vector: SearchVectorTable;
  chat_session_state_log: StateLogTable;
  ai_process_log: AiProcessLogTable;
  chat_session: ChatSessionTable;
  chat_message: ChatMessageTable;
  case_master: CaseMasterTable;
  case_party: CasePartyTable;
  case_fact: CaseFactTable;
  case_emotion: CaseEmotionTable;
  case_evidence: CaseEvidenceTable;
  case_missing_field: CaseMissingFieldTable;
  case_summary: CaseSummaryTable;
  case_risk_tag: CaseRiskTagTable;
}
