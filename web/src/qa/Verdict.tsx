/**
 * The grounded badge, or the warning block listing what the verifier could not
 * find in the sources. The block's heading is the server's (knowledge base
 * ASK_WARNING): the first line after the answer in `final`.
 */
export function Verdict({ grounded, issues, retried, heading }: { grounded: boolean; issues: string[]; retried: boolean; heading: string }) {
  if (grounded) {
    return (
      <p className="qa-badge" role="status">
        <span aria-hidden="true">✓</span> 근거 확인됨 — 모든 문장과 인용을 검색된 조문에서 확인했어요{retried ? ' (근거 기반으로 한 번 다시 작성)' : ''}.
      </p>
    );
  }
  return (
    <div className="qa-warning" role="alert">
      <p className="qa-warning-title">{heading}</p>
      <ul>
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </div>
  );
}
