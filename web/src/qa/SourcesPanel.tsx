import type { AnswerSource } from './api';

/** The retrieved provisions the answer was checked against. */
export function SourcesPanel({ documents, onOpen }: { documents: AnswerSource[]; onOpen: (law: string, article: string) => void }) {
  return (
    <aside className="qa-sources card" aria-labelledby="qa-sources-title">
      <h2 id="qa-sources-title">검색된 근거 ({documents.length})</h2>
      {documents.length === 0 && <p className="muted">찾은 조문이 없어요.</p>}
      <ol>
        {documents.map((doc, i) => (
          <li key={`${doc.law}-${doc.article}-${i}`}>
            {doc.law && doc.article ? (
              <button type="button" className="link-button" onClick={() => onOpen(doc.law!, doc.article!)}>
                {doc.law} {doc.article}
              </button>
            ) : (
              <strong>{doc.law ?? `문서 ${i + 1}`}</strong>
            )}
            {doc.title && <span className="muted"> {doc.title}</span>}
            <p className="qa-snippet">{doc.text.length > 160 ? `${doc.text.slice(0, 160)}…` : doc.text}</p>
          </li>
        ))}
      </ol>
    </aside>
  );
}
