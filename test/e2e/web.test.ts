/**
 * The web app in real Chromium against the real server: a person's intake by
 * clicking and typing, the emergency screen, the staff console finding that
 * case, and a broken workbook upload that must change nothing.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.js';
import { chromiumAvailable, ensureWebBuilt, freshPage, launchBrowser, repoRoot, screenshot } from './support/browser.js';
import { breakAnswerType } from './support/workbook.js';

interface Expected {
  type: string;
  field: string | null;
  description?: string;
}

/** A loan without a written record: its questions include a choice, a yes/no and an amount. */
const narrative = '친구에게 차용증 없이 돈을 빌려줬는데 몇 달째 안 갚아요';

describe.skipIf(!chromiumAvailable)('web app in Chromium', { timeout: 120_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let knowledgeDir: string;
  let intakeSessionId = '';

  beforeAll(async () => {
    ensureWebBuilt();
    // The upload test must never touch the real knowledge folder.
    knowledgeDir = mkdtempSync(path.join(tmpdir(), 'sangdam-e2e-knowledge-'));
    cpSync(path.join(repoRoot, 'knowledge'), knowledgeDir, { recursive: true });
    server = await startServer({ SANGDAM_KNOWLEDGE_DIR: knowledgeDir, SANGDAM_RATE_LIMIT: '100000' });
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (knowledgeDir) rmSync(knowledgeDir, { recursive: true, force: true });
  });


  const bubbleCount = (page: Page) => page.locator('.chat-log .bubble-row:not(:has(.typing))').count();

  /** Does something that sends an answer, then waits for the bot's reply bubble. */
  async function answer(page: Page, act: () => Promise<void>): Promise<void> {
    const before = await bubbleCount(page);
    await act();
    await expect.poll(() => page.locator('.chat-log .bubble-row:not(:has(.typing))').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 2);
  }

  async function typeAnswer(page: Page, text: string): Promise<void> {
    await answer(page, async () => {
      await page.getByLabel(/답변|또는 직접 입력/).fill(text);
      await page.getByRole('button', { name: '보내기' }).click();
    });
  }

  async function expectedInput(page: Page): Promise<Expected> {
    const saved = JSON.parse(String(await page.evaluate(`localStorage.getItem('sangdam.intake.v1')`))) as { last: { expected_input: Expected } };
    return saved.last.expected_input;
  }

  it('takes a full intake by clicking and typing, and resumes after a reload', async () => {
    const page = await freshPage(browser);
    const opened = Date.now();
    await page.goto(server.url);
    await page.getByRole('complementary', { name: /이용 안내/ }).waitFor();
    // Page load plus POST /chat/start until the first message shows (goal: under 1 s). Reported, not
    // asserted: a timing bound in a test fails on a busy machine and says nothing about the code.
    console.info(`[e2e] intake first render: ${Date.now() - opened} ms`);
    expect(await page.getByRole('complementary', { name: /이용 안내/ }).textContent()).toContain('개인정보');
    await screenshot(page, 'intake-start');

    await typeAnswer(page, narrative);

    // Answer whatever the knowledge asks, each kind with its own control, until the end screen.
    const lastYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(new Date())) - 1;
    const used = new Set<string>();
    let reloaded = false;
    for (let turn = 0; turn < 20 && !(await page.getByRole('heading', { name: '접수가 끝났어요' }).isVisible()); turn++) {
      const expected = await expectedInput(page);
      if (expected.type === 'none') {
        // The last reply is on screen; the end screen follows once the case file has been fetched.
        await page.getByRole('heading', { name: '접수가 끝났어요' }).waitFor();
        break;
      }
      if (expected.type === 'choice') {
        // Chosen with a number key: focus starts on the first option.
        await page.getByRole('group').getByRole('button').first().waitFor();
        if (!used.has('choice')) await screenshot(page, 'intake-choice');
        await answer(page, () => page.keyboard.press('1'));
        used.add('choice');
      } else if (expected.type === 'boolean') {
        await answer(page, () => page.getByRole('button', { name: used.has('boolean') ? '예' : '아니오', exact: true }).click());
        used.add('boolean');
      } else if (expected.type === 'integer' && /원/.test(expected.description ?? '')) {
        await page.getByLabel('답변').fill('5천만');
        expect(await page.getByTestId('answer-preview').textContent()).toContain('50,000,000원');
        if (!used.has('money')) await screenshot(page, 'intake-amount');
        await answer(page, () => page.getByRole('button', { name: '보내기' }).click());
        used.add('money');
      } else if (expected.type === 'date') {
        await page.getByLabel('답변').fill('작년 10월');
        expect(await page.getByTestId('answer-preview').textContent()).toContain(`${lastYear}년 10월`);
        await answer(page, () => page.getByRole('button', { name: '보내기' }).click());
        used.add('date');
      } else if (expected.type === 'integer') {
        await typeAnswer(page, '3');
      } else {
        await typeAnswer(page, '○○상사 대표 김철수');
      }

      // Reload mid-session once: the conversation and the current question come back.
      if (!reloaded && used.size >= 2 && (await page.getByRole('progressbar').count())) {
        const progressBefore = await page.getByRole('progressbar').getAttribute('aria-valuenow');
        const bubblesBefore = await bubbleCount(page);
        await page.reload();
        await page.getByRole('progressbar').waitFor();
        expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(progressBefore);
        expect(await bubbleCount(page)).toBe(bubblesBefore);
        expect(await page.locator('.bubble.user', { hasText: narrative }).count()).toBe(1);
        reloaded = true;
      }
    }
    expect(reloaded).toBe(true);
    expect([...used].sort()).toEqual(expect.arrayContaining(['boolean', 'choice', 'money']));
    await page.getByRole('heading', { name: '접수가 끝났어요' }).waitFor();
    expect(await page.locator('.summary-card').textContent()).toContain('50,000,000원');
    await screenshot(page, 'intake-end');

    intakeSessionId = (JSON.parse(String(await page.evaluate(`localStorage.getItem('sangdam.intake.v1')`))) as { sessionId: string }).sessionId;
    const status = await fetch(`${server.url}/chat/status?session_id=${intakeSessionId}`).then((r) => r.json() as Promise<{ data: { current_state: string } }>);
    expect(status.data.current_state).toBe('COMPLETED');

    // "처음부터 다시" starts a new, empty conversation.
    await page.getByRole('button', { name: '처음부터 다시' }).click();
    await page.getByRole('progressbar').waitFor();
    expect(await bubbleCount(page)).toBeLessThan(4);
    await page.context().close();
  });

  it('shows the emergency screen with tap-to-call hotlines', async () => {
    const page = await freshPage(browser);
    await page.goto(server.url);
    await page.getByLabel('답변').fill('지금 남편이 칼을 들고 죽이겠다고 위협하고 있어요');
    await page.getByRole('button', { name: '보내기' }).click();
    await page.getByRole('heading', { name: '지금 바로 도움을 받으세요' }).waitFor();
    expect(await page.locator('a[href="tel:112"]').count()).toBe(1);
    expect(await page.locator('a[href="tel:1366"]').count()).toBe(1);
    expect(await page.getByLabel('답변').count()).toBe(0);
    // The hotlines are the first thing on the page, above any conversation.
    expect(await page.getByRole('log').count()).toBe(0);
    await screenshot(page, 'intake-emergency');
    await page.context().close();
  });

  it('shows a not-found page with a way back for an unknown address', async () => {
    const page = await freshPage(browser);
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { name: '페이지를 찾을 수 없어요' }).waitFor();
    expect(await page.getByRole('link', { name: '상담 접수' }).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('lets staff log in, find the case by search and read facts, summaries and risk tags', async () => {
    expect(intakeSessionId).not.toBe('');
    const page = await freshPage(browser);
    await page.goto(`${server.url}/admin`);
    await page.getByLabel('관리자 토큰').fill('wrong-token');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('alert').waitFor();
    await screenshot(page, 'admin-login');
    await page.getByLabel('관리자 토큰').fill(server.adminToken);
    await page.getByRole('button', { name: '로그인' }).click();

    await page.getByRole('heading', { name: '사건 목록' }).waitFor();
    await page.getByLabel('검색', { exact: true }).fill('차용증 없이');
    await page.getByRole('button', { name: '적용' }).click();
    await page.getByText('총 1건').waitFor();
    // A coded filter narrows the same search: the loan case is 민사, not 노동.
    await page.getByLabel('분야').selectOption('LABOR');
    await page.getByRole('button', { name: '적용' }).click();
    await page.getByText('총 0건').waitFor();
    await page.getByLabel('분야').selectOption('CIVIL');
    await page.getByRole('button', { name: '적용' }).click();
    await page.getByText('총 1건').waitFor();
    await screenshot(page, 'admin-cases');
    await page.getByRole('link', { name: new RegExp(intakeSessionId) }).click();

    await page.getByRole('heading', { name: '사실관계' }).waitFor();
    const detail = await fetch(`${server.url}/api/admin/cases/${intakeSessionId}`, { headers: { authorization: `Bearer ${server.adminToken}` } }).then(
      (r) => r.json() as Promise<{ data: { case_file: { riskTags: { riskTag: string }[] } } }>,
    );
    const facts = await page.getByRole('region', { name: '사실관계 표' }).textContent();
    expect(facts).toContain('50,000,000');
    expect(detail.data.case_file.riskTags.length).toBeGreaterThan(0);
    const risks = await page.locator('.risk-list').textContent();
    for (const tag of detail.data.case_file.riskTags) expect(risks).toContain(tag.riskTag);

    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(4);
    await page.getByRole('tab', { name: '변호사용' }).click();
    expect(await page.getByRole('tab', { name: '변호사용' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').textContent()).toContain('사건 유형');
    await screenshot(page, 'admin-case-detail');
    await page.context().close();
  });

  it('shows a broken workbook upload its errors and keeps the live knowledge', async () => {
    const health = () => fetch(`${server.url}/health`).then((r) => r.json() as Promise<{ knowledge_version: string }>);
    const versionBefore = (await health()).knowledge_version;
    const broken = await breakAnswerType(path.join(knowledgeDir, 'knowledge_base.xlsx'));
    const upload = path.join(knowledgeDir, '..', `${path.basename(knowledgeDir)}-broken.xlsx`);
    writeFileSync(upload, broken.bytes);

    const page = await freshPage(browser);
    await page.goto(`${server.url}/admin/knowledge`);
    await page.getByLabel('관리자 토큰').fill(server.adminToken);
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByTestId('knowledge-version').waitFor();
    expect(await page.getByTestId('knowledge-version').textContent()).toBe(versionBefore);

    await page.getByLabel('통합 문서 파일 (.xlsx)').setInputFiles(upload);
    await page.getByRole('button', { name: '검증 후 적용' }).click();
    const report = page.locator('.upload-errors');
    await report.waitFor();
    const [sheet, cell] = broken.location.split('!');
    const text = await report.textContent();
    expect(text).toContain('적용하지 않았어요');
    expect(text).toContain(sheet);
    expect(text).toContain(cell);

    expect((await health()).knowledge_version).toBe(versionBefore);
    await page.locator('summary', { hasText: '노동' }).first().click();
    await screenshot(page, 'admin-knowledge');
    rmSync(upload, { force: true });
    await page.context().close();
  });
});
