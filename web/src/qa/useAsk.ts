/** One question at a time: streams the answer, keeps the step message, the text so far and the verified result. */
import { useCallback, useRef, useState } from 'react';
import { streamAsk, type AskResult } from './api';

export interface AskView {
  question: string;
  step: string | null;
  streamed: string;
  result: AskResult | null;
  error: string | null;
  busy: boolean;
}

const idle: AskView = { question: '', step: null, streamed: '', result: null, error: null, busy: false };

export function useAsk() {
  const [view, setView] = useState<AskView>(idle);
  const running = useRef<AbortController | null>(null);

  const ask = useCallback(async (question: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setView({ ...idle, question, busy: true });
    try {
      await streamAsk(
        question,
        (event) =>
          setView((v) => {
            switch (event.type) {
              case 'step':
                return { ...v, step: event.message };
              case 'token':
                return { ...v, step: null, streamed: v.streamed + event.content };
              case 'done':
                return { ...v, step: null, result: event, busy: false };
              case 'error':
                return { ...v, step: null, error: event.message, busy: false };
              default:
                return v;
            }
          }),
        controller.signal,
      );
      setView((v) => (v.busy ? { ...v, busy: false, error: v.result ? null : '답변이 중간에 끊겼어요. 다시 시도해 주세요.' } : v));
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      setView((v) => ({ ...v, busy: false, step: null, error: (error as Error).message }));
    }
  }, []);

  return { view, ask };
}
