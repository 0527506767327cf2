import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CaseDetail } from '../api/admin';
import { CopyButton } from '../ui/CopyButton';
import { summaryTargets } from './labels';

type Summaries = NonNullable<CaseDetail['case_file']>['summaries'];

/** The four summaries as tabs (WAI-ARIA tabs pattern: arrow keys move between tabs). */
export function SummaryTabs({ summaries }: { summaries: Summaries }) {
  const available = summaryTargets.filter(({ target }) => summaries.some((summary) => summary.target === target));
  const [selected, setSelected] = useState(available[0]?.target ?? '');
  const baseId = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  if (available.length === 0) return <p className="muted">아직 만들어진 요약이 없어요. 접수가 끝나면 생겨요.</p>;
  const current = summaries.find((summary) => summary.target === selected) ?? summaries[0]!;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = available.findIndex(({ target }) => target === selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + available.length) % available.length;
    setSelected(available[next]!.target);
    tabs.current[next]?.focus();
  };

  return (
    <div className="summary-tabs">
      <div role="tablist" aria-label="요약 종류" className="tablist" onKeyDown={onKeyDown}>
        {available.map(({ target, label }, index) => (
          <button
            key={target}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${target}`}
            aria-selected={target === current.target}
            aria-controls={`${baseId}-panel`}
            tabIndex={target === current.target ? 0 : -1}
            onClick={() => setSelected(target)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current.target}`} className="tabpanel" tabIndex={0}>
        <div className="tabpanel-tools">
          <CopyButton text={current.text} label="요약 복사" />
        </div>
        {current.sections.map((section) => (
          <section key={section.key}>
            <h4>{section.title}</h4>
            <p className="pre-line">{section.content}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
