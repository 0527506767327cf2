import { useCallback, useId, useState, type FormEvent } from 'react';
import { exportCases, listCases, type CaseFilter } from '../api/admin';
import { describeError } from '../api/http';
import { followLink } from '../shell/router';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { RiskChip, StatusChip } from './chips';
import { formatDateTime, level1Labels, riskLabels, statusLabels } from './labels';
import { useLoad } from './useLoad';
import { useNames } from './useTaxonomy';

const PAGE_SIZE = 20;
const emptyFilter: CaseFilter = { q: '', status: '', level1: '', risk_level: '', from: '', to: '' };

export function CasesPage({ token, onUnauthorized }: { token: string; onUnauthorized: () => void }) {
  const names = useNames();
  const [draft, setDraft] = useState<CaseFilter>(emptyFilter);
  const [applied, setApplied] = useState<CaseFilter>(emptyFilter);
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const ids = { q: useId(), from: useId(), to: useId() };

  const load = useCallback(() => listCases(token, { ...applied, page, page_size: PAGE_SIZE }), [token, applied, page]);
  const cases = useLoad(load, onUnauthorized);
  const pages = cases.data ? Math.max(1, Math.ceil(cases.data.total / PAGE_SIZE)) : 1;

  const set = (key: keyof CaseFilter) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
    setPage(1);
  };
  const reset = () => {
    setDraft(emptyFilter);
    setApplied(emptyFilter);
    setPage(1);
  };
  const download = async (format: 'csv' | 'jsonl') => {
    if (exporting) return;
    setExporting(true);
    setExportError(null);
    try {
      await exportCases(token, applied, format);
    } catch (error) {
      setExportError(describeError(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="cases-title">
      <div className="section-head">
        <h1 id="cases-title">사건 목록</h1>
        <div className="button-row">
          <button type="button" className="button secondary small" disabled={exporting} onClick={() => void download('csv')}>
            CSV 내보내기
          </button>
          <button type="button" className="button secondary small" disabled={exporting} onClick={() => void download('jsonl')}>
            JSONL 내보내기
          </button>
        </div>
      </div>
      {exportError && <ErrorNotice message={exportError} />}
      <form className="filters card" onSubmit={onSubmit} role="search" aria-label="사건 검색과 필터">
        <div className="field grow">
          <label htmlFor={ids.q}>검색</label>
          <input id={ids.q} type="search" value={draft.q} onChange={set('q')} placeholder="세션 ID, 사연 내용, 시나리오 코드" />
        </div>
        <FilterSelect label="상태" value={draft.status} onChange={set('status')} labels={statusLabels} />
        <FilterSelect label="분야" value={draft.level1} onChange={set('level1')} labels={level1Labels} />
        <FilterSelect label="위험도" value={draft.risk_level} onChange={set('risk_level')} labels={riskLabels} />
        <div className="field">
          <label htmlFor={ids.from}>접수일 부터</label>
          <input id={ids.from} type="date" value={draft.from} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>접수일 까지</label>
          <input id={ids.to} type="date" value={draft.to} onChange={set('to')} />
        </div>
        <div className="button-row align-end">
          <button type="submit" className="button primary">
            적용
          </button>
          <button type="button" className="button secondary" onClick={reset}>
            초기화
          </button>
        </div>
      </form>

      {cases.error && <ErrorNotice message={cases.error} onRetry={cases.reload} />}
      {cases.loading && !cases.data && <Loading label="사건을 불러오고 있어요" />}
      {cases.data && (
        <>
          <p className="result-count" role="status">
            총 {cases.data.total.toLocaleString('ko-KR')}건 · {page} / {pages}쪽
          </p>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="사건 표 (가로로 스크롤할 수 있어요)">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">접수일</th>
                  <th scope="col">상태</th>
                  <th scope="col">사건 유형</th>
                  <th scope="col">위험도</th>
                  <th scope="col">완성도</th>
                  <th scope="col">세션</th>
                </tr>
              </thead>
              <tbody>
                {cases.data.cases.length === 0 && (
                  <tr>
                    <td colSpan={6} className="empty">
                      조건에 맞는 사건이 없어요.
                    </td>
                  </tr>
                )}
                {cases.data.cases.map((row) => (
                  <tr key={row.sessionId}>
                    <td>{formatDateTime(row.createdAt)}</td>
                    <td>
                      <StatusChip status={row.status} />
                    </td>
                    <td>
                      <span className="case-type">{names.scenario(row.scenario)}</span>
                      <span className="muted small">{row.level1 ? `${level1Labels[row.level1] ?? row.level1} · ${names.level2(row.level2)}` : '분류 전'}</span>
                    </td>
                    <td>
                      <RiskChip level={row.riskLevel} />
                    </td>
                    <td>
                      <span className="mini-bar" aria-hidden="true">
                        <span style={{ width: `${row.completionRate}%` }} />
                      </span>
                      {row.completionRate}%
                    </td>
                    <td>
                      <a href={`/admin/cases/${encodeURIComponent(row.sessionId)}`} onClick={followLink}>
                        <span className="mono">{row.sessionId}</span>
                        <span className="visually-hidden"> 사건 열기</span>
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="pagination" aria-label="쪽 이동">
            <button type="button" className="button secondary small" disabled={page <= 1 || cases.loading} onClick={() => setPage((n) => n - 1)}>
              이전
            </button>
            <span>
              {page} / {pages}
            </span>
            <button type="button" className="button secondary small" disabled={page >= pages || cases.loading} onClick={() => setPage((n) => n + 1)}>
              다음
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

/** A filter by one coded column: 전체 or one of its labelled values. */
function FilterSelect(props: { label: string; value: string | undefined; onChange: (event: { target: { value: string } }) => void; labels: Readonly<Record<string, string>> }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={props.onChange}>
        <option value="">전체</option>
        {Object.entries(props.labels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
