/** Legal monthly minimum against what the contract pays, as two plain SVG bars, with the unpaid estimate. */
import type { Wage } from './api';

const won = (value: number) => `${value.toLocaleString('ko-KR')}원`;

export function PayChart({ wage }: { wage: Wage }) {
  if (wage.legal_monthly_minimum === null || wage.contract_monthly_pay === null) {
    return <p className="pay-unknown">근로시간이나 임금을 읽지 못해 임금 비교를 그리지 못했어요.</p>;
  }
  const bars = [
    { label: '법정 최소', value: wage.legal_monthly_minimum, className: 'bar-legal' },
    { label: '계약 임금', value: wage.contract_monthly_pay, className: 'bar-contract' },
  ];
  const max = Math.max(...bars.map((bar) => bar.value), 1);
  const width = 320;
  return (
    <figure className="pay-chart">
      <svg viewBox={`0 0 ${width} 96`} role="img" aria-label={`월 법정 최소 ${won(wage.legal_monthly_minimum)}, 계약 임금 ${won(wage.contract_monthly_pay)}`}>
        {bars.map((bar, i) => (
          <g key={bar.label} transform={`translate(0 ${i * 46})`}>
            <text x="0" y="14" className="bar-label">
              {bar.label} {won(bar.value)}
            </text>
            <rect x="0" y="20" height="18" rx="4" width={Math.max(2, (bar.value / max) * width)} className={bar.className} />
          </g>
        ))}
      </svg>
      <figcaption>
        {wage.year}년 최저임금 {won(wage.minimum_wage)} 기준 · 월 {wage.monthly_paid_hours}시간
        {wage.unpaid_monthly ? (
          <strong className="unpaid">
            {' '}
            · 체불 예상 월 {won(wage.unpaid_monthly)} / 연 {won(wage.unpaid_yearly ?? 0)}
          </strong>
        ) : (
          <span> · 체불 예상액 없음</span>
        )}
      </figcaption>
    </figure>
  );
}
