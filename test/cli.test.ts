/** The built `sangdam` command as a user runs it (npm install builds dist/). */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startFakeOpenAi } from './support/fake-openai.js';
import { createTestDatabase, postgresEnabled } from './support/postgres.js';

const run = promisify(execFile);
const bin = path.resolve('bin/sangdam.js');
const built = existsSync(path.resolve('dist/cli/main.js'));
if (!built) console.warn('[skip] CLI tests need the build: run `npm run build` (npm install does it).');

function tempEnv(extra: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sangdam-cli-'));
  return { ...process.env, SANGDAM_DATA_DIR: dir, DATABASE_URL: '', SANGDAM_LLM: 'none', LOG_LEVEL: 'warn', ...extra };
}

async function sangdam(args: string[], env: NodeJS.ProcessEnv, cwd?: string) {
  try {
    const { stdout, stderr } = await run('node', [bin, ...args], { env, cwd, timeout: 30_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe.skipIf(!built)('sangdam CLI', () => {
  it('has --help for the command and each sub-command', async () => {
    const top = await sangdam(['--help'], tempEnv());
    expect(top.code).toBe(0);
    for (const command of ['serve', 'db', 'doctor']) expect(top.stdout).toContain(command);
    expect((await sangdam(['db', '--help'], tempEnv())).stdout).toContain('migrate');
    expect((await sangdam(['doctor', '--help'], tempEnv())).stdout).toContain('점검');
  });

  it('doctor passes on a fresh data dir and prints a table', async () => {
    const result = await sangdam(['doctor'], tempEnv());
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^OK\s+config/m);
    expect(result.stdout).toMatch(/^OK\s+store\s+sqlite/m);
    expect(result.stdout).toMatch(/^OK\s+llm\s+none/m);
  });

  it('doctor fails with exit 1 and names the bad variable', async () => {
    const result = await sangdam(['doctor'], tempEnv({ PORT: 'abc' }));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/FAIL\s+config\s+Invalid configuration: PORT="abc"/);
  });

  it('doctor fails when the configured LLM does not answer', async () => {
    const result = await sangdam(['doctor'], tempEnv({ SANGDAM_LLM: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', SANGDAM_LLM_TIMEOUT_MS: '500' }));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/FAIL\s+llm\s+openai/);
  });

  it('serve stops start-up with one line for a bad value', async () => {
    const result = await sangdam(['serve'], tempEnv({ SANGDAM_LLM: 'gpt5' }));
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe('Invalid configuration: SANGDAM_LLM="gpt5" — expected one of none | openai | gemini | ollama');
  });

  it('serve stops start-up with one line when the knowledge folder is missing', async () => {
    const result = await sangdam(['serve'], tempEnv({ SANGDAM_KNOWLEDGE_DIR: '/nonexistent/knowledge' }));
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toMatch(/^Invalid configuration: SANGDAM_KNOWLEDGE_DIR="\/nonexistent\/knowledge" — no such folder/);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('chat --script runs a whole intake from any folder: numbered choices, progress and the summary', async () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'sangdam-chat-'));
    const script = path.join(elsewhere, 'script.txt');
    // The first account is close to two scenarios of different groups, so a numbered menu comes first.
    const lines = ['알바하던 편의점 사장이 마지막달 월급 87만원을 안줘요 그만둔지 한달 넘었어요 근로계약서는 안썼고요', '1', ...Array(12).fill('모르겠어요')];
    writeFileSync(script, lines.join('\n'));
    const result = await sangdam(['chat', '--script', script, '--ref', '2026-11-22'], tempEnv(), elsewhere);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('가장 도움이 필요한 것을 하나 골라 주세요');
    expect(result.stdout).toMatch(/^\s*1\. .+\n\s*2\. /m);
    expect(result.stdout).toMatch(/\[진행 \d+%\]/);
    expect(result.stdout).toContain('■ 함께 정리한 내용');
    expect(result.stdout).toMatch(/세션 ID: sess_/);
  });

  it('db migrate applies the migrations', async () => {
    const result = await sangdam(['db', 'migrate'], tempEnv());
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/sqlite .*sangdam\.db: \d+ migrations applied, 0 pending/);
  });

  it.skipIf(!postgresEnabled('cli'))('db migrate works on Postgres', async () => {
    const database = await createTestDatabase();
    try {
      const result = await sangdam(['db', 'migrate'], tempEnv({ DATABASE_URL: database.url }));
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^postgres .*: \d+ migrations applied, 0 pending/m);
    } finally {
      await database.drop();
    }
  });

  it.skipIf(!existsSync(path.resolve('../shared/corpus/legalize-kr-sample')))('ingest reports counts and skips; search finds the article', async () => {
    const env = tempEnv();
    // The sample's 근로기준법 takes effect on 2027-01-01: ingested as of 2027 it is the version in force.
    const ingest = await sangdam(['ingest', 'legalize-kr', path.resolve('../shared/corpus/legalize-kr-sample'), '--as-of', '2027-06-01'], env);
    expect(ingest.code).toBe(0);
    expect(ingest.stdout).toMatch(/ingested \d{3,} documents/);
    expect(ingest.stdout).toContain('skipped kr/근로기준법/법률.md: repeal stub');
    const again = await sangdam(['ingest', 'legalize-kr', path.resolve('../shared/corpus/legalize-kr-sample'), '--as-of', '2027-06-01'], env);
    expect(again.stdout.match(/ingested (\d+)/)![1]).toBe(ingest.stdout.match(/ingested (\d+)/)![1]);
    const search = await sangdam(['search', '체불사업주 명단 공개', '--k', '3'], env);
    expect(search.stdout).toContain('근로기준법 제43조의2');
    expect((await sangdam(['ingest', 'pdf', '/tmp'], env)).code).toBe(2);
    expect((await sangdam(['search', 'x', '--k', '0'], env)).code).toBe(2);
  });

  it('ingests law.go.kr XML and precedent JSONL, and embeds documents through an OpenAI-compatible server', async () => {
    const fake = await startFakeOpenAi();
    try {
      const env = tempEnv({ SANGDAM_EMBEDDINGS: 'openai', SANGDAM_EMBEDDINGS_MODEL: 'fake-embed', OPENAI_BASE_URL: fake.baseUrl });
      const xml = await sangdam(['ingest', 'law-go-kr', path.resolve('src/search/ingest/fixtures/law-go-kr'), '--as-of', '2026-11-22'], env);
      expect(xml.stdout).toContain('ingested 4 documents');
      const decisions = path.join(mkdtempSync(path.join(tmpdir(), 'sangdam-prec-')), 'decisions.jsonl');
      writeFileSync(decisions, [JSON.stringify({ case_no: '2019다1', issues: '퇴직금 지급 기한', refs_raw: '근로기준법 제36조' }), '{broken'].join('\n'));
      const prec = await sangdam(['ingest', 'precedents', decisions], env);
      expect(prec.stdout).toContain('ingested 1 documents');
      expect(prec.stdout).toContain('skipped decisions.jsonl:2: not valid JSON');
      const embed = await sangdam(['embed', '--batch', '3'], env);
      expect(embed.stdout).toMatch(/embedded \d+ documents with fake-embed/);
      expect(fake.requests.filter((r) => r.path.endsWith('/embeddings')).length).toBeGreaterThan(1);
      expect((await sangdam(['embed'], env)).stdout).toContain('embedded 0 documents');
      const search = await sangdam(['search', '금품 청산', '--k', '2', '--doc-type', 'statute'], env);
      expect(search.stdout).toContain('근로기준법 제36조');
      expect((await sangdam(['embed'], tempEnv())).code).toBe(2);
    } finally {
      await fake.close();
    }
    // Nine CLI starts in a row.
  }, 120_000);

  it('serve answers /health and shuts down cleanly on SIGTERM', async () => {
    const env = tempEnv({ PORT: '0' });
    const child = spawn('node', [bin, 'serve', '--port', String(20000 + Math.floor(Math.random() * 20000))], { env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 20_000);
      const check = setInterval(() => {
        const match = /^sangdam (http:\/\/127\.0\.0\.1:\d+) — store: sqlite/m.exec(output);
        if (match) {
          clearInterval(check);
          clearTimeout(timer);
          resolve(match[1]!);
        }
      }, 50);
    });
    const health = (await (await fetch(`${url}/health`)).json()) as { status: string };
    expect(health.status).toBe('ok');
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
