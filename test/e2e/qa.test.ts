/**
 * The 법률 Q&A page in real Chromium against the real server: a question
 * answered with citation chips that open the article, the grounded badge and
 * the sources panel (offline rules); and, with an LLM configured against the
 * fake OpenAI-compatible server, an answer that fails verification twice and
 * shows the warning block.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { parseStatuteLine } from '../../src/search/ingest/jsonl.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startServer, type RunningServer } from '../support/server.js';
import { chromiumAvailable, ensureWebBuilt, freshPage, launchBrowser, repoRoot, screenshot } from './support/browser.js';

const statutes = path.resolve(repoRoot, '../shared/corpus/statutes.jsonl');
if (!existsSync(statutes)) console.warn(`[e2e] ${statutes} is absent: the Q&A page is tested on the starter corpus only (articles fall back to the retrieved text).`);

describe.skipIf(!chromiumAvailable)('법률 Q&A page in Chromium', { timeout: 120_000 }, () => {
  let offline: RunningServer;
  let withLlm: RunningServer;
  let fake: FakeOpenAi;
  let browser: Browser;

  beforeAll(async () => {
    ensureWebBuilt();
    fake = await startFakeOpenAi();
    offline = await startServer({ SANGDAM_RATE_LIMIT: '100000' });
    if (existsSync(statutes)) {
      // As after `sangdam ingest jsonl …`: the real 형법 articles, so a chip opens the statute text itself.
      const docs = readFileSync(statutes, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"law": "형법"'))
        .map((line, i) => parseStatuteLine(line, `statutes.jsonl:${i + 1}`, '2026-11-22'))
        .flatMap((r) => (r.ok === true ? [r.document] : []));
      await offline.context.search.upsert(docs);
    }
    withLlm = await startServer({ SANGDAM_LLM: 'openai', OPENAI_BASE_URL: fake.baseUrl, SANGDAM_LLM_TIMEOUT_MS: '5000', SANGDAM_RATE_LIMIT: '100000' });
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await offline?.close();
    await withLlm?.close();
    await fake?.close();
  });

  async function askOn(server: RunningServer, question: string): Promise<Page> {
    const page = await freshPage(browser);
    await page.goto(`${server.url}/qa`);
    await page.getByRole('heading', { name: '법률 Q&A', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: '법률 Q&A' }).getAttribute('aria-current')).toBe('page');
    await page.getByLabel('질문').fill(question);
    await page.getByRole('button', { name: '질문하기' }).click();
    await page.locator('.qa-badge, .qa-warning').first().waitFor();
    return page;
  }

  it('answers with citation chips that open the article, the grounded badge and the sources', async () => {
    const page = await askOn(offline, '폭행죄의 처벌 기준은?');
    expect(await page.locator('.qa-badge').textContent()).toContain('근거 확인됨');
    const chips = page.locator('.qa-cite');
    expect(await chips.count()).toBeGreaterThan(0);
    const label = (await chips.first().textContent())!;
    expect(label).toMatch(/ 제\d+조/);
    // Every chip names a provision listed in the sources panel.
    const sources = await page.locator('.qa-sources li button').allTextContents();
    for (const chip of await chips.allTextContents()) expect(sources).toContain(chip);
    await screenshot(page, 'qa-grounded');

    await chips.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.qa-article-text').waitFor();
    expect(await dialog.getByRole('heading').textContent()).toContain(label);
    expect((await dialog.locator('.qa-article-text').textContent())!.length).toBeGreaterThan(10);
    await screenshot(page, 'qa-article');
    await dialog.getByRole('button', { name: '닫기' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('shows the warning block when the answer cannot be verified even after the strict rewrite', async () => {
    fake.script(
      { kind: 'stream', pieces: ['폭행죄는 형법 제260조에 따라 ', '7년 이하의 징역에 처합니다.'] },
      { kind: 'stream', pieces: ['대법원 2019도12345 판결에 따라 ', '폭행죄는 처벌됩니다.'] },
    );
    const page = await askOn(withLlm, '폭행죄의 처벌 기준은?');
    const warning = page.getByRole('alert');
    expect(await warning.textContent()).toContain('근거 기반 검증에서 문제가 감지되었습니다');
    expect(await warning.locator('li').allTextContents()).toContain("'2019도12345' 사건번호가 검색된 문서에 없습니다.");
    expect(await page.locator('.qa-badge').count()).toBe(0);
    await screenshot(page, 'qa-warning');
    await page.context().close();
  });

  it('says plainly when the question is empty: the button stays disabled', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${offline.url}/qa`);
    await page.getByLabel('질문').fill('   ');
    expect(await page.getByRole('button', { name: '질문하기' }).isDisabled()).toBe(true);
    await context.close();
  });
});
