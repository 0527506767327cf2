/**
 * 법률 Q&A: a question, the answer streamed in, citation chips that open the
 * article, the grounded badge or the warning block, and the sources panel.
 */
import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { AnswerText } from './AnswerText';
import { ArticleDialog } from './ArticleDialog';
import { SourcesPanel } from './SourcesPanel';
import { useAsk } from './useAsk';
import { Verdict } from './Verdict';
import './qa.css';

const examples = ['퇴사했는데 월급을 2주 넘게 안 줘요', '폭행죄의 처벌 기준은?', '전세 만기인데 집주인이 보증금을 안 돌려줘요'];

export function QaPage() {
  const { view, ask } = useAsk();
  const [question, setQuestion] = useState('');
  const [open, setOpen] = useState<{ law: string; article: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (question.trim()) void ask(question.trim());
  };
  const cite = (law: string, article: string) => setOpen({ law, article });
  const result = view.result;

  return (
    <section className="page wide qa" aria-labelledby="qa-title">
      <h1 id="qa-title">법률 Q&A</h1>
      <p className="lead">검색된 법령 조문만 근거로 답하고, 답의 모든 인용과 숫자를 조문과 대조해 확인해요. 법률 자문이 아니에요.</p>
      <form className="qa-form card" onSubmit={submit}>
        <label htmlFor="qa-question">질문</label>
        <textarea id="qa-question" rows={3} maxLength={1000} value={question} onChange={(e) => setQuestion(e.target.value)} placeholder="예: 퇴사했는데 월급을 안 줘요" />
        <div className="button-row">
          <button type="submit" className="button primary" disabled={view.busy || !question.trim()}>
            질문하기
          </button>
          {examples.map((example) => (
            <button key={example} type="button" className="button secondary small" onClick={() => setQuestion(example)}>
              {example}
            </button>
          ))}
        </div>
      </form>

      {view.question && (
        <div className="qa-layout">
          <article className="qa-answer card" aria-live="polite" aria-busy={view.busy}>
            <h2>답변</h2>
            {view.step && <Loading label={view.step} />}
            {result ? (
              <>
                <AnswerText text={result.answer} onCite={cite} />
                <Verdict
                  grounded={result.grounded}
                  issues={result.issues}
                  retried={result.retry_count > 0}
                  heading={result.final.slice(result.answer.length).trim().split('\n')[0] ?? ''}
                />
              </>
            ) : (
              view.streamed && <p className="qa-answer-text pre-line">{view.streamed}</p>
            )}
            {view.error && <ErrorNotice message={view.error} onRetry={() => void ask(view.question)} />}
          </article>
          {result && <SourcesPanel documents={result.documents} onOpen={cite} />}
        </div>
      )}
      {open && (
        <ArticleDialog
          law={open.law}
          article={open.article}
          retrieved={result?.documents.find((d) => d.law === open.law && d.article === open.article)}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
