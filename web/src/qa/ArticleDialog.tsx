import { useEffect, useRef, useState } from 'react';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { fetchArticle, type Article, type AnswerSource } from './api';

/**
 * One article's text, fetched when a citation chip or a source is clicked.
 * When the statute is not in the index (only the starter explanations are),
 * the retrieved text the answer was checked against is shown instead.
 */
export function ArticleDialog({ law, article, retrieved, onClose }: { law: string; article: string; retrieved?: AnswerSource; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Article | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    dialog.current?.showModal?.();
    let live = true;
    fetchArticle(law, article).then(
      (a) => live && setLoaded(a),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [law, article]);

  return (
    <dialog ref={dialog} className="qa-article" aria-labelledby="qa-article-title" onClose={onClose} onCancel={onClose}>
      <div className="qa-article-head">
        <h2 id="qa-article-title">
          {law} {article}
          {loaded?.title ? ` (${loaded.title})` : ''}
        </h2>
        <button type="button" className="button secondary small" onClick={onClose}>
          닫기
        </button>
      </div>
      {!loaded && !error && <Loading label="조문을 불러오고 있어요" />}
      {error && <ErrorNotice message={error} />}
      {error && retrieved && (
        <>
          <p className="muted">검색된 자료{retrieved.title ? ` — ${retrieved.title}` : ''}:</p>
          <p className="qa-article-text pre-line">{retrieved.text}</p>
        </>
      )}
      {loaded && <p className="qa-article-text pre-line">{loaded.text}</p>}
    </dialog>
  );
}
