/** The contract text with the selected finding's clause highlighted and scrolled into view. */
import { useEffect, useRef } from 'react';

export function ContractText({ text, highlight }: { text: string; highlight: { start: number; end: number } | null }) {
  const mark = useRef<HTMLElement>(null);
  useEffect(() => {
    mark.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [highlight]);
  if (!highlight || highlight.end <= highlight.start) return <pre className="contract-text">{text}</pre>;
  return (
    <pre className="contract-text">
      {text.slice(0, highlight.start)}
      <mark ref={mark} className="clause-highlight">
        {text.slice(highlight.start, highlight.end)}
      </mark>
      {text.slice(highlight.end)}
    </pre>
  );
}
