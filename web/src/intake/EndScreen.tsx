import { useEffect, useRef } from 'react';
import type { SessionResult } from '../api/intake';

/** The person's own summary (the COUNSELOR version) and what happens next. */
export function EndScreen({ result, onRestart }: { result: SessionResult; onRestart: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const summary = result.summaries.COUNSELOR;
  return (
    <section className="end-screen" aria-labelledby="end-title">
      <h2 id="end-title" ref={heading} tabIndex={-1}>
        접수가 끝났어요
      </h2>
      <p>말씀해 주신 내용을 아래처럼 정리해 변호사에게 전달했어요. 다르게 적힌 부분이 있으면 상담할 때 알려 주세요.</p>
      {summary ? (
        <div className="summary-card">
          {summary.sections.map((section) => (
            <section key={section.key}>
              <h3>{section.title}</h3>
              <p className="pre-line">{section.content}</p>
            </section>
          ))}
        </div>
      ) : (
        <p className="notice">정리된 내용을 아직 불러오지 못했어요. 잠시 후 다시 열어 주세요.</p>
      )}
      <div className="next-steps">
        <h3>다음 단계</h3>
        <ol>
          <li>담당 변호사가 정리된 내용을 검토해요.</li>
          <li>검토가 끝나면 남겨 주신 연락처로 연락드려요.</li>
          <li>그동안 계약서, 문자·카톡, 송금 내역 같은 자료는 지우지 말고 모아 두세요.</li>
        </ol>
      </div>
      <button type="button" className="button secondary" onClick={onRestart}>
        처음부터 다시
      </button>
    </section>
  );
}
