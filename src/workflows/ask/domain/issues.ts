/**
 * Verifier findings as Korean sentences ("'형법 제260조' 인용이 검색된 문서에
 * 없습니다."). The templates come from the knowledge base (K0 ASK_ISSUE_*);
 * the ones here are the named fallbacks for a workbook that lacks them.
 */
import type { ClaimKind } from './claims.js';
import type { CheckedClaim, UnsupportedReason } from './verify.js';

export type IssueTemplates = Record<UnsupportedReason, string>;

export const fallbackIssueTemplates: IssueTemplates = {
  not_in_documents: "'{claim}' {kind} 검색된 문서에 없습니다.",
  wrong_law: "'{claim}' 인용의 법령명이 검색된 문서({evidence})와 다릅니다.",
  missing_part: "'{claim}' 인용의 항·호가 {evidence}에 없습니다.",
  other_provision: "'{claim}'은(는) 인용한 조문이 아니라 {evidence}에 있는 내용입니다.",
  weak_support: "'{claim}' 문장은 검색된 문서로 충분히 뒷받침되지 않습니다.",
  condition_differs: "'{claim}' 문장의 조건이 {evidence}와(과) 다릅니다 ({detail}).",
};

/** The kind as the subject of a sentence, particle included. */
const kindSubject: Record<ClaimKind, string> = {
  citation: '인용이',
  case_number: '사건번호가',
  penalty: '형량이',
  amount: '금액·수치가',
  date: '날짜가',
  deadline: '기한·기간이',
  percentage: '비율이',
  sentence: '내용이',
};

const SHOWN = 40;
const shorten = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text);

export function renderIssues(claims: readonly CheckedClaim[], templates: IssueTemplates): string[] {
  const issues = claims
    .filter((claim) => !claim.supported && claim.reason)
    .map((claim) =>
      templates[claim.reason!].replace(/\{(\w+)\}/g, (whole, name: string) => {
        if (name === 'claim') return shorten(claim.text);
        if (name === 'kind') return kindSubject[claim.kind];
        if (name === 'evidence') return claim.evidence ?? '문서';
        if (name === 'detail') return claim.detail ?? '';
        return whole;
      }),
    );
  return [...new Set(issues)];
}
