import { useCallback } from 'react';
import { knowledgeStatus } from '../api/admin';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { IssueTable } from './IssueTable';
import { formatDateTime } from './labels';
import { TaxonomyBrowser } from './TaxonomyBrowser';
import { useLoad } from './useLoad';
import { useNames } from './useTaxonomy';
import { WorkbookUpload } from './WorkbookUpload';

const sourceLabels: Record<string, string> = { yaml: 'YAML 폴더', workbook: '엑셀 통합 문서' };

export function KnowledgePage({ token, onUnauthorized }: { token: string; onUnauthorized: () => void }) {
  const names = useNames();
  const load = useCallback(() => knowledgeStatus(token), [token]);
  const status = useLoad(load, onUnauthorized);
  const onApplied = () => {
    status.reload();
    names.refresh();
  };

  return (
    <section aria-labelledby="knowledge-title">
      <h1 id="knowledge-title">지식 베이스</h1>
      <section className="card" aria-labelledby="status-title">
        <h2 id="status-title">현재 상태</h2>
        {status.error && <ErrorNotice message={status.error} onRetry={status.reload} />}
        {!status.data && !status.error && <Loading label="상태를 불러오고 있어요" />}
        {status.data && (
          <>
            <dl className="meta-grid">
              <div>
                <dt>사용 중인 버전</dt>
                <dd className="mono" data-testid="knowledge-version">
                  {status.data.version ?? '없음'}
                </dd>
              </div>
              <div>
                <dt>불러온 시각</dt>
                <dd>{formatDateTime(status.data.loaded_at)}</dd>
              </div>
              <div>
                <dt>원본</dt>
                <dd>{status.data.source ? (sourceLabels[status.data.source] ?? status.data.source) : '—'}</dd>
              </div>
              <div>
                <dt>마지막 검사</dt>
                <dd>{formatDateTime(status.data.last_attempt_at)}</dd>
              </div>
            </dl>
            {status.data.errors.length > 0 ? (
              <div className="upload-errors">
                <p className="error-title">마지막으로 불러오려던 내용에 오류 {status.data.errors.length}개가 있어 이전 버전을 계속 쓰고 있어요.</p>
                <IssueTable issues={status.data.errors} caption="불러오기 오류" />
              </div>
            ) : (
              <p className="ok-line">오류 없이 불러왔어요.</p>
            )}
            {status.data.warnings.length > 0 && <IssueTable issues={status.data.warnings} caption="경고" />}
          </>
        )}
      </section>
      <WorkbookUpload token={token} onApplied={onApplied} />
      <section className="card" aria-labelledby="taxonomy-title">
        <h2 id="taxonomy-title">분류 체계</h2>
        <p className="muted">분야 → 세부 분야 → 시나리오 순서로 펼쳐서 질문, 사실, 리스크 규칙을 확인하세요.</p>
        {names.taxonomy ? <TaxonomyBrowser taxonomy={names.taxonomy} /> : <Loading label="분류 체계를 불러오고 있어요" />}
      </section>
    </section>
  );
}
