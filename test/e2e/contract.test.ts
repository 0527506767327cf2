/**
 * The 계약서 검토 page in real Chromium against the real server: a contract
 * dropped on the page, risk cards by severity that highlight their clause,
 * the pay chart, and a chat answer streamed with live tool status.
 */
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cafeContractLines } from '../support/contract-files.js';
import { chromiumAvailable, screenshot } from './support/browser.js';
import { serveInBrowser } from './support/suite.js';

const contract = cafeContractLines().join('\n');

const koreanOcr = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8' }).stdout?.split('\n').includes('kor') ?? false;
if (!koreanOcr) console.warn('[e2e] tesseract with Korean data not found: the OCR test is skipped. Install Debian\'s tesseract-ocr and tesseract-ocr-kor to run it.');

describe.skipIf(!chromiumAvailable)('contract page in Chromium', { timeout: 120_000 }, () => {
  const suite = serveInBrowser();

  async function dropFile(page: Page, name: string, text: string): Promise<void> {
    // Runs in the page, where DataTransfer exists (Node's types do not have it).
    const transfer = await page.evaluateHandle(
      `(() => { const data = new DataTransfer(); data.items.add(new File([${JSON.stringify(text)}], ${JSON.stringify(name)}, { type: 'text/plain' })); return data; })()`,
    );
    await page.dispatchEvent('[data-testid=drop-zone]', 'drop', { dataTransfer: transfer });
  }

  it('analyses a dropped contract, highlights a clause and streams a chat answer with tool status', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/contract`);
    await page.getByRole('heading', { name: '근로계약서 검토' }).waitFor();
    await dropFile(page, 'cafe-contract.txt', contract);

    await page.getByTestId('overall-risk').waitFor();
    expect(await page.getByTestId('overall-risk').textContent()).toContain('전체 위험도: 높음');
    const cards = page.locator('.risk-card');
    expect(await cards.count()).toBe(3);
    expect(await page.locator('.severity-high .risk-card').count()).toBe(3);
    expect(await page.locator('.pay-chart svg rect').count()).toBe(2);
    expect(await page.locator('.pay-chart figcaption').textContent()).toContain('체불 예상 월');

    await page.locator('.risk-card', { hasText: '위약금 예정' }).click();
    expect(await page.locator('mark.clause-highlight').textContent()).toBe('제7조(위약금) 1년 안에 퇴사하면 위약금 1,000,000원을 배상한다.');

    await page.getByLabel('질문', { exact: true }).fill('위약금 조항이 왜 위반인지 신고 방법과 함께 알려 주세요');
    await page.getByRole('button', { name: '보내기' }).click();
    await page.locator('.tool-chip[data-tool=web_search].tool-complete').waitFor();
    await page.locator('.chat-line.assistant', { hasText: '1350' }).first().waitFor();
    expect(await page.locator('.chat-line.assistant').textContent()).toContain('근로기준법 제20조');
    expect(await page.locator('.tool-chip[data-tool=search_vector_db]').textContent()).toContain('완료');
    await screenshot(page, 'contract');
    await context.close();
  });

  it('shows the server message when a file cannot be read', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.url}/contract`);
    await dropFile(page, 'contract.hwp', 'HWP Document File');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('지원하지 않는 파일 형식');
    await page.close();
  });

  it.skipIf(!koreanOcr)('reads a contract photographed as an image through tesseract', async () => {
    // Chromium renders the contract; its screenshot is the "scan".
    const page = await suite.browser.newPage({ viewport: { width: 1000, height: 700 } });
    const escaped = contract.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    await page.setContent(`<pre style="font-size:22px;line-height:1.6;margin:20px;font-family:sans-serif">${escaped}</pre>`);
    const png = await page.screenshot();
    await page.close();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'scan.png');
    const response = await fetch(`${suite.server.url}/api/v1/contracts`, { method: 'POST', body: form });
    const body = (await response.json()) as { data: { analysis: { findings: Array<{ code: string }>; wage: { ordinary_hourly: number } } } };
    expect(response.status).toBe(201);
    expect(body.data.analysis.findings.map((f) => f.code).sort()).toEqual(['MINIMUM_WAGE', 'PENALTY_CLAUSE', 'WEEKLY_HOLIDAY_PAY']);
    expect(body.data.analysis.wage.ordinary_hourly).toBe(9500);
  });
});
