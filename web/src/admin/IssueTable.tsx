import type { KnowledgeIssue } from '../api/admin';

/** "K2_Questions!D14" → sheet K2_Questions, cell D14, row 14; a YAML location stays whole. */
function place(location: string): { sheet: string; cell: string; row: string } {
  const match = /^(.+)!([A-Z]+)(\d+)$/.exec(location);
  if (match) return { sheet: match[1]!, cell: `${match[2]}${match[3]}`, row: match[3]! };
  const [file, line] = location.split(':');
  return { sheet: file ?? location, cell: '', row: line ?? '' };
}

/** Validation problems grouped by sheet (or file), each with its row and cell. */
export function IssueTable({ issues, caption }: { issues: KnowledgeIssue[]; caption: string }) {
  const bySheet = new Map<string, Array<KnowledgeIssue & { cell: string; row: string }>>();
  for (const issue of issues) {
    const where = place(issue.location);
    bySheet.set(where.sheet, [...(bySheet.get(where.sheet) ?? []), { ...issue, cell: where.cell, row: where.row }]);
  }
  return (
    <div className="issue-groups">
      <p className="sr-caption">{caption}</p>
      {[...bySheet].map(([sheet, list]) => (
        <div key={sheet} className="issue-group">
          <h4>
            {sheet} <span className="muted small">({list.length}건)</span>
          </h4>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={`${sheet} 오류`}>
            <table className="data-table compact">
              <thead>
                <tr>
                  <th scope="col">행</th>
                  <th scope="col">셀</th>
                  <th scope="col">구분</th>
                  <th scope="col">내용</th>
                </tr>
              </thead>
              <tbody>
                {list.map((issue, index) => (
                  <tr key={index}>
                    <td>{issue.row || '—'}</td>
                    <td className="mono">{issue.cell || '—'}</td>
                    <td>{issue.severity === 'error' ? '오류' : '경고'}</td>
                    <td>{issue.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </div>
  );
}
