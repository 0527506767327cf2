/**
 * The intake case file as the store keeps it and the staff API returns it.
 * Types only, with no runtime imports, so the web app's staff console imports
 * them instead of restating them.
 */
export type SessionStatus = 'ACTIVE' | 'COMPLETED' | 'EMERGENCY_STOP';
/** K3's risk levels; the store holds only these. */
export type RiskLevel = 'HIGH' | 'MEDIUM' | 'LOW';

export interface SessionRecord {
  sessionId: string;
  channel: string;
  userMeta: Record<string, unknown>;
  referenceDate: string;
  status: SessionStatus;
  currentState: string;
  completionRate: number;
  turns: number;
  transcriptLines: number;
  knowledgeVersion: string;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

export interface TranscriptEntry {
  role: 'bot' | 'user';
  text: string;
  field?: string | null;
  at: string;
}

export interface CaseSnapshot {
  case: { level1: string | null; level2: string | null; scenario: string | null } | null;
  stage: string | null;
  riskLevel: RiskLevel | null;
  narrative: string | null;
  parties: { role: string; name: string | null; partyType: string | null; relationship: string | null }[];
  facts: { field: string; value: unknown; source: string; confidence: number; turn: number; unknown: boolean }[];
  emotions: { emotion: string; intensity: number; span: string; turn: number }[];
  evidence: { evidenceType: string; turn: number }[];
  missing: { field: string; critical: boolean }[];
  summaries: { target: string; sections: { key: string; title: string; content: string }[]; text: string }[];
  riskTags: { ruleCode: string; riskLevel: RiskLevel; riskTag: string; actionHint: string }[];
}

export interface CaseListRow {
  sessionId: string;
  status: SessionStatus;
  currentState: string;
  completionRate: number;
  createdAt: string;
  level1: string | null;
  level2: string | null;
  scenario: string | null;
  riskLevel: RiskLevel | null;
}
