/**
 * build_analysis_summary() of the seed: the analysis as the text block the
 * chat agent reads (전체 위험도, 체불 예상액, 위험 조항 by severity, 분석 요약),
 * every line from the knowledge templates.
 */
import { contractSeverities, type ContractReview } from '../../../knowledge/contract-review.js';
import { fillTemplate } from '../../../knowledge/llm-prompts.js';
import type { ContractAnalysis } from './types.js';

type SummaryInput = Pick<ContractAnalysis, 'findings' | 'wage' | 'overall_risk'>;

const won = (value: number) => value.toLocaleString('en-US');

export function buildAnalysisSummary(analysis: SummaryInput, review: ContractReview): string {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    fillTemplate(review.summary[key] ?? '', Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));
  const { findings, wage } = analysis;
  const lines = [t('risk_line', { overall_risk: analysis.overall_risk }), ''];
  lines.push(
    wage.unpaid_monthly === null || wage.unpaid_yearly === null
      ? t('unpaid_unknown_line')
      : t('unpaid_line', { unpaid_monthly: won(wage.unpaid_monthly), unpaid_yearly: won(wage.unpaid_yearly) }),
    '',
  );
  lines.push(t('findings_header', { count: findings.length }), '');
  for (const severity of contractSeverities) {
    const group = findings.filter((finding) => finding.severity === severity);
    if (group.length === 0) continue;
    lines.push(t('severity_header', { severity, count: group.length }));
    for (const finding of group) {
      lines.push(t('finding_line', { clause: finding.clause, title: finding.title }));
      lines.push(t('reason_line', { reason: finding.reason }));
      lines.push(t('basis_line', { legal_basis: finding.legal_basis }));
      lines.push(t('suggestion_line', { suggestion: finding.suggestion }));
    }
    lines.push('');
  }
  const violations = findings.filter((finding) => finding.violation);
  const high = violations.filter((finding) => finding.severity === 'HIGH');
  lines.push(t('overview_header'));
  lines.push(
    violations.length === 0
      ? t('overview_none')
      : t('overview_some', { violations: violations.length, high: high.length, top_titles: [...new Set((high.length > 0 ? high : violations).slice(0, 3).map((f) => f.title))].join(', ') }),
  );
  return lines.join('\n');
}
