/**
 * The 팝업 추천 page in real Chromium against the real server: the seed's
 * example through the streaming API, cards with every part and the facet
 * chips, small talk without cards, and a request no pop-up can meet answered
 * with labelled alternatives.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable, screenshot } from './support/browser.js';
import { serveInBrowser } from './support/suite.js';

describe.skipIf(!chromiumAvailable)('팝업 추천 page in Chromium', { timeout: 120_000 }, () => {
  const suite = serveInBrowser();

  async function ask(page: Page, query: string) {
    const answers = await page.locator('.popup-answer').count();
    await page.getByLabel('찾고 싶은 팝업').fill(query);
    await page.getByRole('button', { name: '보내기' }).click();
    await expect.poll(() => page.locator('.popup-answer').count(), { timeout: 15_000 }).toBeGreaterThan(answers);
  }

  it('recommends pop-ups as cards with period, hours, place, tags and matched facets', async () => {
    const page = await suite.freshPage();
    await page.goto(`${suite.server.url}/popup?date=2026-11-24`);
    await page.getByRole('heading', { name: '팝업 추천' }).waitFor();
    await screenshot(page, 'popup-start');
    await page.getByRole('button', { name: /동명동에서 갈 만한 캐릭터 팝업/ }).click();
    await page.locator('.popup-card').first().waitFor();
    const card = page.locator('.popup-card').first();
    expect(await card.locator('h3').textContent()).toBeTruthy();
    expect(await card.locator('.popup-facts').textContent()).toMatch(/월 \d+일 ~ \d+월 \d+일.*\d\d:\d\d ~ \d\d:\d\d/s);
    expect(await card.locator('.popup-location').textContent()).toContain('동명동');
    expect(await card.locator('.popup-tags li').count()).toBeGreaterThan(0);
    const chips = await card.locator('.facet-met').allTextContents();
    expect(chips.map((c) => c.replace('✓', '').trim())).toEqual(expect.arrayContaining(['야간', '주차', '지역', '기간', '카테고리']));
    await screenshot(page, 'popup-cards');

    await ask(page, '고마워!');
    expect(await page.locator('.popup-answer').last().textContent()).toContain('도움이 됐다니');
    expect(await page.locator('.popup-turn').last().locator('.popup-card').count()).toBe(0);
  });

  it('says when nothing meets the request and labels the nearest alternatives', async () => {
    const page = await suite.freshPage();
    await page.goto(`${suite.server.url}/popup?date=2026-11-24`);
    await ask(page, '2월 14일 양림동 무료 야간 팝업');
    expect(await page.locator('.popup-answer').last().textContent()).toContain('찾지 못했어요');
    const alternatives = page.locator('.popup-card-alt');
    expect(await alternatives.count()).toBeGreaterThan(0);
    expect(await alternatives.first().locator('.facet-unmet').count()).toBeGreaterThan(0);
    await screenshot(page, 'popup-alternatives');
  });
});
