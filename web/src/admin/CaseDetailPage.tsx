import { useCallback } from 'react';
import { getCase } from '../api/admin';
import { followLink } from '../shell/router';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { RiskChip, StatusChip } from './chips';
import { factSourceLabels, formatDateTime, formatValue, level1Labels } from './labels';
import { SummaryTabs } from './SummaryTabs';
import { useLoad } from './useLoad';
import { useNames } from './useTaxonomy';

export function CaseDetailPage({ token, id, onUnauthorized }: { token: string; id: string; onUnauthorized: () => void }) {
  const names = useNames();
  const load = useCallback(() => getCase(token, id), [token, id]);
  const detail = useLoad(load, onUnauthorized);

  const back = (
    <a href="/admin" onClick={followLink} className="back-link">
      ← 사건 목록
    </a>
  );
  if (detail.error) {
    return (
      <section>
        {back}
        <ErrorNotice message={detail.error} onRetry={detail.reload} />
      </section>
    );
  }
  if (!detail.data) return <Loading label="사건을 불러오고 있어요" />;

  const { session, case_file: file, transcript, state_log: states } = detail.data;
  const known = file?.facts.filter((fact) => !fact.unknown) ?? [];
  const unknown = file?.facts.filter((fact) => fact.unknown) ?? [];
  return (
    <article className="case-detail" aria-labelledby="case-title">
      {back}
      <header className="case-header">
        <h1 id="case-title">{names.scenario(file?.case?.scenario ?? null)}</h1>
        <p className="muted">
          {file?.case?.level1 ? `${level1Labels[file.case.level1] ?? file.case.level1} · ${names.level2(file.case.level2)}` : '분류 전'}
        </p>
        <div className="chip-row">
          <StatusChip status={session.status} />
          <RiskChip level={file?.riskLevel ?? null} />
        </div>
        <dl className="meta-grid">
          <div>
            <dt>세션</dt>
            <dd className="mono">{session.sessionId}</dd>
          </div>
          <div>
            <dt>접수</dt>
            <dd>{formatDateTime(session.createdAt)}</dd>
          </div>
          <div>
            <dt>완성도</dt>
            <dd>{session.completionRate}%</dd>
          </div>
          <div>
            <dt>대화 턴</dt>
            <dd>{session.turns}</dd>
          </div>
          <div>
            <dt>지식 버전</dt>
            <dd className="mono">{session.knowledgeVersion}</dd>
          </div>
        </dl>
      </header>

      <div className="detail-grid">
        <section className="card" aria-labelledby="risk-title">
          <h2 id="risk-title">위험 태그</h2>
          {file?.riskTags.length ? (
            <ul className="risk-list">
              {file.riskTags.map((tag) => (
                <li key={tag.ruleCode}>
                  <RiskChip level={tag.riskLevel} /> <strong>{tag.riskTag}</strong>
                  <p className="action-hint">
                    <span className="muted">조치: </span>
                    {tag.actionHint}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">해당하는 위험 규칙이 없어요.</p>
          )}
        </section>

        <section className="card" aria-labelledby="facts-title">
          <h2 id="facts-title">사실관계</h2>
          {file?.narrative && (
            <blockquote className="narrative">
              <span className="muted small">의뢰인 진술</span>
              <br />
              {file.narrative}
            </blockquote>
          )}
          <div className="table-scroll" tabIndex={0} role="region" aria-label="사실관계 표">
            <table className="data-table compact">
              <thead>
                <tr>
                  <th scope="col">항목</th>
                  <th scope="col">값</th>
                  <th scope="col">출처</th>
                  <th scope="col">턴</th>
                </tr>
              </thead>
              <tbody>
                {known.map((fact) => (
                  <tr key={fact.field}>
                    <th scope="row">{names.field(fact.field)}</th>
                    <td className="value">{formatValue(fact.value)}</td>
                    <td className="nowrap">{factSourceLabels[fact.source] ?? fact.source}</td>
                    <td className="nowrap">{fact.turn}</td>
                  </tr>
                ))}
                {known.length === 0 && (
                  <tr>
                    <td colSpan={4} className="empty">
                      아직 모은 사실이 없어요.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <h3>모름·미확인</h3>
          {unknown.length + (file?.missing.length ?? 0) === 0 ? (
            <p className="muted">없음</p>
          ) : (
            <ul className="tag-list">
              {unknown.map((fact) => (
                <li key={`u-${fact.field}`}>{names.field(fact.field)} (모른다고 답함)</li>
              ))}
              {file?.missing.map((item) => (
                <li key={`m-${item.field}`}>
                  {names.field(item.field)} {item.critical ? '(핵심 · 미확인)' : '(미확인)'}
                </li>
              ))}
            </ul>
          )}
          <h3>감정</h3>
          {file?.emotions.length ? (
            <ul className="tag-list">
              {file.emotions.map((emotion, index) => (
                <li key={index}>
                  {emotion.emotion} · 강도 {emotion.intensity}/5 <span className="muted">“{emotion.span}”</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">드러난 감정이 없어요.</p>
          )}
        </section>
      </div>

      <section className="card" aria-labelledby="summary-title">
        <h2 id="summary-title">요약</h2>
        <SummaryTabs summaries={file?.summaries ?? []} />
      </section>

      <div className="detail-grid">
        <section className="card" aria-labelledby="transcript-title">
          <h2 id="transcript-title">대화 기록</h2>
          <ol className="transcript">
            {transcript.map((line, index) => (
              <li key={index} className={line.role}>
                <span className="speaker">{line.role === 'bot' ? '도우미' : '의뢰인'}</span>
                <time dateTime={line.at} className="muted small">
                  {formatDateTime(line.at)}
                </time>
                <p className="pre-line">{line.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section className="card" aria-labelledby="timeline-title">
          <h2 id="timeline-title">상태 변화</h2>
          <ol className="timeline">
            {states.map((entry) => (
              <li key={entry.id}>
                <span className="mono small">턴 {entry.turn}</span> {entry.from_state ?? '시작'} → <strong>{entry.to_state}</strong>
                <span className="muted small">
                  {' '}
                  · {entry.node} · {entry.duration_ms}ms · {formatDateTime(entry.at)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}
