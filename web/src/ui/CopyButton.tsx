import { useState } from 'react';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="copy">
      <button type="button" className="button secondary small" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="small muted">
        {state === 'copied' ? '복사했어요' : state === 'failed' ? '복사하지 못했어요. 텍스트를 직접 선택해 주세요.' : ''}
      </span>
    </span>
  );
}
