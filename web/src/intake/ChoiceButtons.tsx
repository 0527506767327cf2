import { useEffect, useRef, type KeyboardEvent } from 'react';

export interface ChoiceItem {
  /** What is sent when chosen. */
  answer: string;
  label: string;
}

/**
 * Answers as buttons. Number keys pick an item, arrow keys move between them,
 * so the whole choice can be made from the keyboard.
 */
export function ChoiceButtons({
  items,
  legend,
  numbered,
  disabled,
  autoFocus,
  onChoose,
}: {
  items: ChoiceItem[];
  legend: string;
  numbered: boolean;
  disabled: boolean;
  autoFocus: boolean;
  onChoose: (answer: string) => void;
}) {
  const group = useRef<HTMLDivElement>(null);
  const buttons = () => [...(group.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];

  useEffect(() => {
    if (autoFocus) buttons()[0]?.focus();
  }, [autoFocus, items]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = buttons();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    const digit = Number(event.key);
    if (Number.isInteger(digit) && digit >= 1 && digit <= items.length && !disabled) {
      event.preventDefault();
      onChoose(items[digit - 1]!.answer);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
      event.preventDefault();
      all[(index + 1) % all.length]?.focus();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
      event.preventDefault();
      all[(index - 1 + all.length) % all.length]?.focus();
    }
  };

  return (
    <div className="choices" role="group" aria-label={legend} ref={group} onKeyDown={onKeyDown}>
      {numbered && <p className="hint">번호 키(1~{items.length})나 방향키로도 고를 수 있어요.</p>}
      <div className={numbered ? 'choice-list' : 'choice-row'}>
        {items.map((item, index) => (
          <button key={item.answer} type="button" className="choice" disabled={disabled} onClick={() => onChoose(item.answer)}>
            {numbered && (
              <span className="choice-number" aria-hidden="true">
                {index + 1}
              </span>
            )}
            {item.label}
          </button>
        ))}
      </div>
    </div>
  );
}
