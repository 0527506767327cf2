export function ProgressBar({ rate, remaining }: { rate: number; remaining: number | null }) {
  const percent = Math.max(0, Math.min(100, Math.round(rate)));
  const remainingText = remaining === null ? '' : remaining === 0 ? '거의 다 됐어요' : `남은 질문 약 ${remaining}개`;
  return (
    <div className="progress">
      <div className="progress-label">
        <span id="progress-title">정리된 정도 {percent}%</span>
        {remainingText && <span>{remainingText}</span>}
      </div>
      <div className="progress-track" role="progressbar" aria-labelledby="progress-title" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
