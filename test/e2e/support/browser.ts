/**
 * Real Chromium for the end-to-end tests: Debian's /usr/bin/chromium driven by
 * playwright-core (no browser download). When the binary is missing the suites
 * skip with a visible notice instead of failing.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const chromiumPath = process.env.SANGDAM_CHROMIUM ?? '/usr/bin/chromium';
export const chromiumAvailable = existsSync(chromiumPath);

if (!chromiumAvailable) {
  console.warn(`[e2e] ${chromiumPath} not found: browser tests are skipped. Install Debian's "chromium" package to run them.`);
}

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's launch() gives every browser a fresh temporary user-data-dir. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}

/** A page in a new context: desktop width, Korean locale and Seoul time. */
export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  return context.newPage();
}

/** Builds web/dist once when it is missing, so the server has an app to serve. */
export function ensureWebBuilt(): void {
  if (existsSync(path.join(repoRoot, 'web/dist/index.html'))) return;
  const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
}

export const viewports = [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 800 },
] as const;

const resultsDir = path.join(repoRoot, 'test-results/screenshots');
const docsDir = path.join(repoRoot, 'docs/screenshots');
/** Tall pages are cut here so a screenshot stays small enough to commit. */
const maxHeight = 2000;

/** The committed copies in docs/screenshots/ change only when asked: `npm run screenshots`. */
const updateDocs = process.env.SANGDAM_UPDATE_SCREENSHOTS === '1';

/** Saves the page at phone and desktop width under test-results/ (and docs/screenshots/ when updating them). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  if (updateDocs) mkdirSync(docsDir, { recursive: true });
  const original = page.viewportSize();
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Let layout and the smooth scroll of the chat settle.
    await page.waitForTimeout(250);
    const height = Math.min(maxHeight, Number(await page.evaluate('document.documentElement.scrollHeight')));
    const file = `${name}-${viewport.name}.png`;
    await page.screenshot({ path: path.join(resultsDir, file), fullPage: true, clip: { x: 0, y: 0, width: viewport.width, height }, animations: 'disabled' });
    if (updateDocs) copyFileSync(path.join(resultsDir, file), path.join(docsDir, file));
  }
  if (original) await page.setViewportSize(original);
}
