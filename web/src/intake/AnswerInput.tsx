import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ExpectedInput } from '../api/intake';
import { amountPreview } from '../format/amount';
import { datePreview } from '../format/date';
import { ChoiceButtons, type ChoiceItem } from './ChoiceButtons';

const booleanItems: ChoiceItem[] = [
  { answer: '예', label: '예' },
  { answer: '아니요', label: '아니오' },
  { answer: '모르겠어요', label: '모르겠어요' },
];

/** Money questions are integers whose label names won ("체불 임금 총액(원)"). */
function isMoney(expected: ExpectedInput): boolean {
  return expected.type === 'integer' && /원\)|\(원|금액|임금|급여|보증금|월세/.test(expected.description ?? '');
}

function previewOf(expected: ExpectedInput, text: string): string | null {
  if (!text.trim()) return null;
  if (isMoney(expected)) return amountPreview(text);
  if (expected.type === 'date') return datePreview(text);
  return null;
}

function placeholderOf(expected: ExpectedInput): string {
  if (expected.field === 'narrative') return '어떤 일이 있었는지 적어 주세요';
  if (isMoney(expected)) return '예: 350만 원, 5천만';
  if (expected.type === 'date') return '예: 작년 10월, 2025년 3월 10일';
  if (expected.type === 'choice') return '번호나 직접 입력';
  return '답변을 입력해 주세요';
}

/**
 * The answer controls for the question asked: buttons where the answer is one
 * of a few, a live reading of amounts and dates, and always a free-text box.
 */
export function AnswerInput({ expected, sending, onSend }: { expected: ExpectedInput; sending: boolean; onSend: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const textId = useId();
  const previewId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const preview = previewOf(expected, text);
  const options = expected.type === 'choice' ? (expected.options ?? []) : [];
  const hasButtons = options.length > 0 || expected.type === 'boolean';

  useEffect(() => {
    setText('');
    if (!hasButtons) input.current?.focus();
  }, [expected, hasButtons]);

  const submit = async (answer: string) => {
    if (sending || !answer.trim()) return;
    const sent = await onSend(answer);
    if (sent) setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(text);
  };

  // Enter sends, Shift+Enter starts a new line (except while composing Hangul).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit(text);
    }
  };

  return (
    <div className="answer">
      {options.length > 0 && (
        <ChoiceButtons
          items={options.map((option) => ({ answer: option.label, label: option.label }))}
          legend={expected.description ?? '선택지'}
          numbered
          disabled={sending}
          autoFocus
          onChoose={(answer) => void submit(answer)}
        />
      )}
      {expected.type === 'boolean' && (
        <ChoiceButtons items={booleanItems} legend="예 또는 아니오로 답하기" numbered={false} disabled={sending} autoFocus onChoose={(answer) => void submit(answer)} />
      )}
      <form className="composer" onSubmit={onSubmit}>
        <label htmlFor={textId} className={hasButtons ? 'composer-label' : 'visually-hidden'}>
          {hasButtons ? '또는 직접 입력' : '답변'}
        </label>
        <div className="composer-row">
          <textarea
            id={textId}
            ref={input}
            rows={expected.field === 'narrative' ? 3 : 1}
            value={text}
            maxLength={4000}
            placeholder={placeholderOf(expected)}
            aria-describedby={preview ? previewId : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="button primary" disabled={sending || !text.trim()} aria-busy={sending}>
            {sending ? '보내는 중' : '보내기'}
          </button>
        </div>
        {preview && (
          <p id={previewId} className="preview" data-testid="answer-preview">
            <span className="preview-label">이렇게 이해했어요:</span> <strong>{preview}</strong>
          </p>
        )}
        {!hasButtons && expected.field !== 'narrative' && (
          <button type="button" className="link-button" disabled={sending} onClick={() => void submit('모르겠어요')}>
            잘 모르겠어요
          </button>
        )}
      </form>
    </div>
  );
}
