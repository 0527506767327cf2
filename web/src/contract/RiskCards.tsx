/** Findings as cards grouped by severity; choosing one highlights its clause. */
import type { Finding, Severity } from './api';

const severityLabels: Record<Severity, string> = { HIGH: '높음', MEDIUM: '중간', LOW: '참고' };

export function RiskCards({ findings, selected, onSelect }: { findings: Finding[]; selected: number | null; onSelect: (index: number) => void }) {
  if (findings.length === 0) return <p className="no-findings">위반 소지가 있는 조항을 찾지 못했어요.</p>;
  return (
    <div className="risk-groups">
      {(['HIGH', 'MEDIUM', 'LOW'] as const).map((severity) => {
        const group = findings.map((finding, index) => ({ finding, index })).filter(({ finding }) => finding.severity === severity);
        if (group.length === 0) return null;
        return (
          <section key={severity} className={`risk-group severity-${severity.toLowerCase()}`}>
            <h3>
              위험도 {severityLabels[severity]} <span className="count">{group.length}건</span>
            </h3>
            {group.map(({ finding, index }) => (
              <button type="button" key={index} className={`risk-card${selected === index ? ' selected' : ''}`} onClick={() => onSelect(index)} aria-pressed={selected === index}>
                <span className="risk-head">
                  <span className="clause-ref">{finding.clause}</span> {finding.title}
                </span>
                <span className="risk-reason">{finding.reason}</span>
                <span className="risk-basis">법적 근거: {finding.legal_basis}</span>
                <span className="risk-fix">수정 제안: {finding.suggestion}</span>
              </button>
            ))}
          </section>
        );
      })}
    </div>
  );
}
