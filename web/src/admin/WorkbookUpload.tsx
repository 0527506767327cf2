import { useId, useRef, useState, type FormEvent } from 'react';
import { downloadWorkbook, uploadWorkbook, type UploadReport } from '../api/admin';
import { ApiError, describeError } from '../api/http';
import { ErrorNotice } from '../ui/ErrorNotice';
import { IssueTable } from './IssueTable';

type Outcome = { kind: 'applied'; report: UploadReport } | { kind: 'rejected'; message: string; report: UploadReport } | { kind: 'failed'; message: string };

function isReport(value: unknown): value is UploadReport {
  return typeof value === 'object' && value !== null && Array.isArray((value as UploadReport).errors);
}

/** Upload: the server validates the whole workbook and applies it only when there are no errors. */
export function WorkbookUpload({ token, onApplied }: { token: string; onApplied: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const inputId = useId();
  const inFlight = useRef(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      const report = await uploadWorkbook(token, await file.arrayBuffer());
      setOutcome({ kind: 'applied', report });
      onApplied();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && isReport(error.data)) {
        setOutcome({ kind: 'rejected', message: error.message, report: error.data });
      } else {
        setOutcome({ kind: 'failed', message: describeError(error) });
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const download = async () => {
    setDownloadError(null);
    await downloadWorkbook(token).catch((error: unknown) => setDownloadError(describeError(error)));
  };

  return (
    <section className="card" aria-labelledby="workbook-title">
      <h2 id="workbook-title">통합 문서 (엑셀)</h2>
      <p>
        올린 통합 문서는 먼저 전체를 검증해요. 오류가 하나라도 있으면 <strong>적용하지 않고</strong> 시트·행별 오류를 보여 드려요.
      </p>
      <form className="form-stack" onSubmit={onSubmit}>
        <label htmlFor={inputId}>통합 문서 파일 (.xlsx)</label>
        <input
          id={inputId}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setOutcome(null);
          }}
        />
        <div className="button-row">
          <button type="submit" className="button primary" disabled={!file || busy} aria-busy={busy}>
            {busy ? '검증하는 중' : '검증 후 적용'}
          </button>
          <button type="button" className="button secondary" onClick={() => void download()}>
            지금 통합 문서 내려받기
          </button>
        </div>
      </form>
      {downloadError && <ErrorNotice message={downloadError} onRetry={() => void download()} />}
      <div aria-live="polite">
        {outcome?.kind === 'applied' && (
          <div className="success-notice" role="status">
            <p>
              적용했어요. 새 버전 <span className="mono">{outcome.report.version}</span>이 지금부터 쓰여요.
            </p>
            {outcome.report.warnings.length > 0 && <IssueTable issues={outcome.report.warnings} caption="경고 (적용에는 문제 없음)" />}
          </div>
        )}
        {outcome?.kind === 'rejected' && (
          <div className="upload-errors" role="alert">
            <p className="error-title">{outcome.message}</p>
            <IssueTable issues={[...outcome.report.errors, ...outcome.report.warnings]} caption="시트별 오류와 경고" />
          </div>
        )}
        {outcome?.kind === 'failed' && <ErrorNotice message={outcome.message} />}
      </div>
    </section>
  );
}
