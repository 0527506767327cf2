import { useEffect, useRef } from 'react';
import { hotlinesFor } from './hotlines';

export function EmergencyScreen({ message, onRestart }: { message: string; onRestart: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="emergency" aria-labelledby="emergency-title">
      <h2 id="emergency-title" ref={heading} tabIndex={-1}>
        지금 바로 도움을 받으세요
      </h2>
      <p className="emergency-message">{message}</p>
      <ul className="hotlines">
        {hotlinesFor(message).map((hotline) => (
          <li key={hotline.number}>
            <a className="hotline" href={`tel:${hotline.number.replace('-', '')}`}>
              <span className="hotline-number">{hotline.number}</span>
              <span className="hotline-name">{hotline.name}</span>
              <span className="visually-hidden">에 전화하기</span>
            </a>
          </li>
        ))}
      </ul>
      <p>안전해지신 뒤에 새 상담을 시작하시면 법적인 대응을 함께 정리해 드릴게요.</p>
      <button type="button" className="button secondary" onClick={onRestart}>
        처음부터 다시
      </button>
    </section>
  );
}
