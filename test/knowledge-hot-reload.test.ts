/**
 * Hot reload through the running server: an edited question reaches new turns
 * within 2 s with a new version in /health; a broken edit or upload leaves the
 * live version in place and reports where the error is.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let knowledgeDir: string;
const k2File = () => path.join(knowledgeDir, 'yaml/k2_questions/CIVIL_LOAN.yaml');

beforeAll(async () => {
  knowledgeDir = mkdtempSync(path.join(tmpdir(), 'sangdam-knowledge-'));
  cpSync(path.resolve('knowledge'), knowledgeDir, { recursive: true });
  server = await startServer({ SANGDAM_KNOWLEDGE_DIR: knowledgeDir, SANGDAM_RATE_LIMIT: '100000' }, { watchKnowledge: true });
});
afterAll(() => server?.close());

const health = async () => ((await (await fetch(`${server.url}/health`)).json()) as { knowledge_version: string }).knowledge_version;
const admin = (route: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api/admin${route}`, { ...init, headers: { authorization: `Bearer ${server.adminToken}`, ...(init.headers ?? {}) } });

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 2000): Promise<T> {
  const until = Date.now() + ms;
  let value = await probe();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await probe();
  }
  return value;
}

async function firstQuestion(): Promise<string> {
  const start = (await (await fetch(`${server.url}/chat/start`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as {
    data: { session_id: string };
  };
  const turn = (await (
    await fetch(`${server.url}/chat/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: start.data.session_id, user_message: '친구한테 돈 빌려줬는데 안 갚아요' }),
    })
  ).json()) as { data: { bot_message: string; expected_input: { field: string } } };
  return turn.data.bot_message;
}

describe('knowledge hot reload through the server', () => {
  it('picks up an edited question within 2 seconds, without a restart', async () => {
    const before = await health();
    const original = await firstQuestion();
    const yaml = readFileSync(k2File(), 'utf8');
    const asked = yaml.split('\n').find((line) => line.includes('question:') && original.includes(line.split('question:')[1]!.trim().replace(/^"|"$/g, '').slice(0, 10)));
    expect(asked, 'the first question comes from CIVIL_LOAN.yaml').toBeDefined();
    writeFileSync(k2File(), yaml.replace(asked!, `${asked!.split('question:')[0]}question: 수정된 질문이에요. 빌려준 돈은 모두 얼마인가요?`));
    const after = await waitFor(health, (v) => v !== before);
    expect(after).not.toBe(before);
    expect(await firstQuestion()).toContain('수정된 질문이에요');
  });

  it('keeps the live version when an edit breaks the content, and says where', async () => {
    const live = await health();
    const yaml = readFileSync(k2File(), 'utf8');
    writeFileSync(k2File(), yaml.replace('answer_type: integer', 'answer_type: integr'));
    const status = await waitFor(
      async () => ((await (await admin('/knowledge/status')).json()) as { data: { errors: unknown[]; error_lines: string[]; version: string } }).data,
      (s) => s.errors.length > 0,
    );
    expect(status.version).toBe(live);
    expect(status.error_lines.join('\n')).toMatch(/CIVIL_LOAN\.yaml.*integr/);
    expect(await health()).toBe(live);
    expect(await firstQuestion()).toContain('수정된 질문이에요');
    writeFileSync(k2File(), yaml);
  });

  it('refuses a broken workbook upload with cell locations and changes nothing', async () => {
    const live = await health();
    const bytes = readFileSync(path.join(knowledgeDir, 'knowledge_base.xlsx'));
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as never);
    const sheet = workbook.getWorksheet('K2_Questions')!;
    sheet.getCell('D3').value = 'integr';
    const broken = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await admin('/knowledge/workbook', {
      method: 'POST',
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      body: broken,
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string }; data: { error_lines: string[] } };
    expect(body.error.code).toBe('KNOWLEDGE_INVALID');
    expect(body.data.error_lines.join('\n')).toMatch(/K2_Questions!D3: answer_type "integr" is not one of/);
    expect(await health()).toBe(live);
    expect(readFileSync(path.join(knowledgeDir, 'knowledge_base.xlsx')).equals(bytes)).toBe(true);
  });

  it('refuses something that is not a workbook, and downloads the live one', async () => {
    const res = await admin('/knowledge/workbook', { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: 'not a zip' });
    expect(res.status).toBe(415);
    const download = await admin('/knowledge/workbook');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('.xlsx');
    expect((await admin('/knowledge/status', { headers: { authorization: 'Bearer nope-nope-nope-nope' } })).status).toBe(401);
  });
});
