/** Staff: the knowledge base — load status with precise errors, workbook upload and download. */
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { formatIssue } from '../../knowledge/issues.js';
import { knowledgePaths } from '../../knowledge/layout.js';
import type { KnowledgeStore } from '../../knowledge/store.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A workbook is a zip file: it starts with "PK\x03\x04". */
const isZip = (bytes: Buffer) => bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
const MAX_WORKBOOK_BYTES = 20 * 1024 * 1024;

export function adminKnowledgeRoutes(knowledge: KnowledgeStore, dir: string): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const security = [{ adminToken: [] }];
    app.addContentTypeParser([XLSX, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: MAX_WORKBOOK_BYTES }, (_request, body, done) =>
      done(null, body),
    );

    app.get('/knowledge/status', { schema: { summary: '지식 베이스 상태', tags, security } }, async () => {
      const status = knowledge.status();
      return {
        success: true,
        data: { ...status, error_lines: status.errors.map(formatIssue), warning_lines: status.warnings.map(formatIssue) },
      };
    });

    app.post('/knowledge/workbook', { schema: { summary: '지식 베이스 엑셀 업로드 (검증 후 적용)', tags, security } }, async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || !isZip(body)) {
        throw new AppError(
          415,
          'NOT_A_WORKBOOK',
          `엑셀 통합 문서(.xlsx)를 본문 그대로 보내 주세요 (Content-Type: ${XLSX}).`,
        );
      }
      const outcome = await knowledge.applyWorkbook(new Uint8Array(body));
      const data = { ...outcome, error_lines: outcome.errors.map(formatIssue), warning_lines: outcome.warnings.map(formatIssue) };
      if (!outcome.ok) {
        return reply.status(422).send({
          success: false,
          error: { code: 'KNOWLEDGE_INVALID', message: `업로드한 통합 문서에 오류 ${outcome.errors.length}개가 있어 적용하지 않았어요. 지금 버전이 그대로 사용 중이에요.`, request_id: request.id },
          data,
        });
      }
      return { success: true, data };
    });

    app.get('/knowledge/workbook', { schema: { summary: '지식 베이스 엑셀 내려받기', tags, security } }, async (_request, reply) => {
      const file = knowledgePaths(dir).workbook;
      const bytes = await readFile(file).catch(() => {
        throw new AppError(404, 'WORKBOOK_NOT_FOUND', '지식 베이스 통합 문서가 없어요. `sangdam kb export`로 만들 수 있어요.');
      });
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', `attachment; filename="knowledge_base-${knowledge.version()}.xlsx"`)
        .send(bytes);
    });
  };
}
