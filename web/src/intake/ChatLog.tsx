import { useEffect } from 'react';
import type { Bubble } from './useIntake';

/** The conversation. role="log" makes screen readers announce each new message once. */
export function ChatLog({ bubbles, typing }: { bubbles: Bubble[]; typing: boolean }) {
  // Keep the newest message and the answer controls below it in view.
  useEffect(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' });
  }, [bubbles.length, typing]);
  return (
    <div className="chat-log" role="log" aria-live="polite" aria-relevant="additions" aria-label="상담 대화">
      {bubbles.map((item) => (
        <div key={item.id} className={`bubble-row ${item.role}`}>
          <p className={`bubble ${item.role}`}>
            <span className="visually-hidden">{item.role === 'bot' ? '상담 도우미: ' : '나: '}</span>
            {item.text}
          </p>
        </div>
      ))}
      {typing && (
        <div className="bubble-row bot">
          <p className="bubble bot typing" aria-label="답변을 준비하고 있어요">
            <span className="dot" />
            <span className="dot" />
            <span className="dot" />
          </p>
        </div>
      )}
    </div>
  );
}
