/** Staff: intake cases — list with filters, one case in full, and export. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import type { IntakeRepository } from '../../store/repositories/intake.js';
import type { StateLogRepository } from '../../store/repositories/state-log.js';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD 형식으로 보내 주세요.');

const CaseFilter = z.object({
  status: z.enum(['ACTIVE', 'COMPLETED', 'EMERGENCY_STOP']).optional(),
  level1: z.string().max(40).optional(),
  level2: z.string().max(60).optional(),
  scenario: z.string().max(80).optional(),
  risk_level: z.enum(['HIGH', 'MEDIUM', 'LOW']).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(20),
});
type CaseFilter = z.infer<typeof CaseFilter>;

function repositoryFilter(query: CaseFilter) {
  return {
    status: query.status,
    level1: query.level1,
    level2: query.level2,
    scenario: query.scenario,
    riskLevel: query.risk_level,
    from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
    // The whole "to" day counts.
    to: query.to ? `${query.to}T23:59:59.999Z` : undefined,
    text: query.q || undefined,
  };
}

const csvColumns = ['session_id', 'status', 'current_state', 'completion_rate', 'created_at', 'level1', 'level2', 'scenario', 'risk_level'] as const;

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // Quote everything that could break a row, and defuse spreadsheet formulas.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function adminCaseRoutes(repository: IntakeRepository, stateLog: StateLogRepository): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const security = [{ adminToken: [] }];

    app.get('/cases', { schema: { summary: '사건 목록', tags, security, querystring: CaseFilter } }, async (request) => {
      const { total, rows } = await repository.listCases({ ...repositoryFilter(request.query), page: request.query.page, pageSize: request.query.page_size });
      return { success: true, data: { total, page: request.query.page, page_size: request.query.page_size, cases: rows } };
    });

    app.get(
      '/cases/export',
      { schema: { summary: '사건 내보내기 (CSV/JSONL)', tags, security, querystring: CaseFilter.extend({ format: z.enum(['csv', 'jsonl']).default('csv') }) } },
      async (request, reply) => {
        const all = [];
        for (let page = 1; ; page++) {
          const { rows } = await repository.listCases({ ...repositoryFilter(request.query), page, pageSize: 500 });
          all.push(...rows);
          if (rows.length < 500) break;
        }
        const stamp = new Date().toISOString().slice(0, 10);
        if (request.query.format === 'jsonl') {
          const lines = await Promise.all(all.map(async (row) => JSON.stringify({ ...row, case_file: await repository.caseFile(row.sessionId) })));
          return reply
            .header('Content-Type', 'application/x-ndjson; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="sangdam-cases-${stamp}.jsonl"`)
            .send(lines.join('\n') + (lines.length ? '\n' : ''));
        }
        const header = csvColumns.join(',');
        const body = all.map((r) =>
          [r.sessionId, r.status, r.currentState, r.completionRate, r.createdAt, r.level1, r.level2, r.scenario, r.riskLevel].map(csvCell).join(','),
        );
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="sangdam-cases-${stamp}.csv"`)
          // A byte-order mark so spreadsheet programs read the Korean text as UTF-8.
          .send(`\uFEFF${[header, ...body].join('\r\n')}\r\n`);
      },
    );

    app.get(
      '/cases/:id',
      { schema: { summary: '사건 상세', tags, security, params: z.object({ id: z.string().min(1).max(100) }) } },
      async (request) => {
        const session = await repository.getSession(request.params.id);
        if (!session) throw new AppError(404, 'CASE_NOT_FOUND', `사건(${request.params.id.slice(0, 40)})을 찾을 수 없어요.`);
        const [caseFile, transcript, states] = await Promise.all([
          repository.caseFile(session.sessionId),
          repository.transcript(session.sessionId),
          stateLog.forSession(session.sessionId),
        ]);
        return { success: true, data: { session, case_file: caseFile, transcript, state_log: states } };
      },
    );
  };
}
