/**
 * The ask assistant's user-facing texts come from K0 (ASK_* step codes). The
 * only sentences in code are these fallbacks, used when an operator's
 * workbook lacks a code.
 */
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import type { K0Message } from '../../knowledge/schema.js';
import type { AskFraming } from '../../interpret/ask-port.js';
import { fallbackIssueTemplates, type IssueTemplates } from './domain/issues.js';

type StepCode = K0Message['step_code'];

export const askSteps = ['retrieving', 'generating', 'verifying', 'regenerating'] as const;
export type AskStep = (typeof askSteps)[number];

const fallbacks: Partial<Record<StepCode, string>> = {
  ASK_STEP_RETRIEVING: '관련 법령 검색 중...',
  ASK_STEP_GENERATING: '답변 작성 중...',
  ASK_STEP_VERIFYING: '근거 검증 중...',
  ASK_STEP_REGENERATING: '근거 기반으로 다시 작성 중...',
  ASK_INSUFFICIENT: '근거 부족 — 찾은 조문만으로는 답하기 어려워요.',
  ASK_UNANSWERABLE: '답변 불가 — 찾은 조문에 명시적인 내용이 없어요.',
  ASK_WARNING: '⚠️ 근거 기반 검증에서 문제가 감지되었습니다. 아래 항목을 확인하세요:',
};

const stepCodes: Record<AskStep, StepCode> = {
  retrieving: 'ASK_STEP_RETRIEVING',
  generating: 'ASK_STEP_GENERATING',
  verifying: 'ASK_STEP_VERIFYING',
  regenerating: 'ASK_STEP_REGENERATING',
};

const issueCodes: Record<keyof IssueTemplates, StepCode> = {
  not_in_documents: 'ASK_ISSUE_NOT_IN_DOCUMENTS',
  wrong_law: 'ASK_ISSUE_WRONG_LAW',
  missing_part: 'ASK_ISSUE_MISSING_PART',
  other_provision: 'ASK_ISSUE_OTHER_PROVISION',
  weak_support: 'ASK_ISSUE_WEAK_SUPPORT',
  condition_differs: 'ASK_ISSUE_CONDITION_DIFFERS',
};

function text(kb: KnowledgeBase, code: StepCode, fallback = ''): string {
  const rows = kb.messages(code);
  return rows.length > 0 ? rows.map((r) => r.message_text).join('\n') : (fallbacks[code] ?? fallback);
}

export interface AskTexts {
  step: Record<AskStep, string>;
  framing: AskFraming;
  warning: string;
  issues: IssueTemplates;
}

export function askTexts(kb: KnowledgeBase): AskTexts {
  return {
    step: Object.fromEntries(askSteps.map((s) => [s, text(kb, stepCodes[s])])) as Record<AskStep, string>,
    framing: { insufficient: text(kb, 'ASK_INSUFFICIENT'), unanswerable: text(kb, 'ASK_UNANSWERABLE') },
    warning: text(kb, 'ASK_WARNING'),
    issues: Object.fromEntries(
      Object.entries(issueCodes).map(([reason, code]) => [reason, text(kb, code, fallbackIssueTemplates[reason as keyof IssueTemplates])]),
    ) as IssueTemplates,
  };
}
