/** Korean names for the codes the staff pages show. */
import type { RiskLevel } from '../api/admin';

export const statusLabels: Record<string, string> = { ACTIVE: '진행 중', COMPLETED: '완료', EMERGENCY_STOP: '긴급 중단' };

export const riskLabels: Record<RiskLevel, string> = { HIGH: '높음', MEDIUM: '보통', LOW: '낮음' };

export const level1Labels: Record<string, string> = { CIVIL: '민사', LABOR: '노동', CRIMINAL: '형사', FAMILY: '가사', ADMIN: '행정' };

export const summaryTargets: Array<{ target: string; label: string }> = [
  { target: 'COUNSELOR', label: '의뢰인용' },
  { target: 'LAWYER', label: '변호사용' },
  { target: 'CRM', label: 'CRM' },
  { target: 'INTERNAL_BRIEF', label: '내부 브리프' },
];

export const factSourceLabels: Record<string, string> = { answer: '답변', narrative: '사연', inferred: '추론', llm: 'AI 추출' };

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (typeof value === 'number') return value.toLocaleString('ko-KR');
  if (typeof value === 'string') {
    // Collected dates are ISO with the precision the person gave ("2025-10").
    const date = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
    if (!date) return value;
    return [`${date[1]}년`, `${Number(date[2])}월`, date[3] ? `${Number(date[3])}일` : ''].filter(Boolean).join(' ');
  }
  return JSON.stringify(value);
}
