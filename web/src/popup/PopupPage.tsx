/**
 * 팝업 추천: a chat where each answer comes with pop-up cards. The wording is
 * the server's (knowledge base); the page only lays it out.
 */
import { useRef, useState, type FormEvent } from 'react';
import { describeError } from '../api/http';
import { streamRecommend, type RecommendResult } from '../api/recommend';
import { PopupCard } from './PopupCard';
import './popup.css';

interface Turn {
  query: string;
  result?: RecommendResult;
  error?: string;
}

const examples = ['이번 주 토요일 밤에 동명동에서 갈 만한 캐릭터 팝업 있어? 주차 되는 데로', '성수동 이번 주말 무료 팝업', '12월 첫째 주말 잠실에서 아이랑 갈 만한 곳'];

/** `/popup?date=2026-11-24` asks as of that day instead of today. */
const referenceDate = () => {
  const date = new URLSearchParams(window.location.search).get('date');
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
};

/** The answer's own sentences, without the numbered list the cards already show. */
const prose = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s*\d+\.\s/.test(line) && !line.trim().startsWith('최근 소식'))
    .join('\n');

export function PopupPage() {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const [step, setStep] = useState<string | null>(null);
  const busy = step !== null;
  const inputRef = useRef<HTMLTextAreaElement>(null);

  async function ask(query: string) {
    const text = query.trim();
    if (!text || busy) return;
    setDraft('');
    setTurns((all) => [...all, { query: text }]);
    setStep('질문 분석 중...');
    const settle = (update: Partial<Turn>) => setTurns((all) => all.map((turn, i) => (i === all.length - 1 ? { ...turn, ...update } : turn)));
    try {
      settle({ result: await streamRecommend(text, referenceDate(), setStep) });
    } catch (error) {
      settle({ error: describeError(error) });
    } finally {
      setStep(null);
      inputRef.current?.focus();
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(draft);
  };

  return (
    <section className="page popup-page" aria-labelledby="popup-title">
      <h1 id="popup-title">팝업 추천</h1>
      <p className="lead">동네, 날짜, 시간대와 원하는 조건을 말씀해 주시면 광주·서울의 팝업스토어를 골라 드려요.</p>
      {turns.length === 0 && (
        <div className="popup-examples" aria-label="질문 예시">
          {examples.map((example) => (
            <button key={example} type="button" onClick={() => void ask(example)}>
              {example}
            </button>
          ))}
        </div>
      )}
      <div className="chat-log popup-log" aria-live="polite">
        {turns.map((turn, index) => (
          <div key={index} className="popup-turn">
            <div className="bubble-row user">
              <p className="bubble user">{turn.query}</p>
            </div>
            {turn.result && (
              <div className="bubble-row bot">
                <div className="bubble bot popup-answer">
                  <p>{prose(turn.result.response)}</p>
                  {turn.result.zone_notes.length > 0 && <p className="popup-zone-notes">{turn.result.zone_notes.join(' / ')}</p>}
                </div>
              </div>
            )}
            {turn.result && (turn.result.items.length > 0 || turn.result.alternatives.length > 0) && (
              <div className="popup-cards">
                {turn.result.items.map((item) => (
                  <PopupCard key={item.id} item={item} />
                ))}
                {turn.result.alternatives.map((item) => (
                  <PopupCard key={item.id} item={item} alternative />
                ))}
              </div>
            )}
            {turn.error && (
              <p className="notice" role="alert">
                {turn.error}
              </p>
            )}
          </div>
        ))}
        {step && (
          <p className="popup-step" role="status">
            {step}
          </p>
        )}
      </div>
      <form className="popup-form" onSubmit={submit}>
        <label htmlFor="popup-query" className="visually-hidden">
          찾고 싶은 팝업
        </label>
        <textarea
          id="popup-query"
          ref={inputRef}
          value={draft}
          rows={2}
          maxLength={1000}
          placeholder="예: 이번 주말 성수동 캐릭터 팝업, 주차 되는 곳"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void ask(draft);
            }
          }}
        />
        <button type="submit" disabled={busy || !draft.trim()}>
          보내기
        </button>
      </form>
    </section>
  );
}
