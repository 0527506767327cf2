import { segmentsOf } from './citations';

/** The answer with each citation as a chip that opens the article. */
export function AnswerText({ text, onCite }: { text: string; onCite: (law: string, article: string) => void }) {
  return (
    <p className="qa-answer-text">
      {segmentsOf(text).map((segment, i) =>
        segment.kind === 'text' ? (
          <span key={i}>{segment.text}</span>
        ) : (
          <button key={i} type="button" className="qa-cite" onClick={() => onCite(segment.law, segment.article)} aria-label={`${segment.label} 조문 보기`}>
            {segment.label}
          </button>
        ),
      )}
    </p>
  );
}
