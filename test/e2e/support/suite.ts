/** The real server and a real Chromium for one browser suite: started before its tests, closed after them. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../support/server.js';
import { ensureWebBuilt, freshPage, launchBrowser } from './browser.js';

export interface BrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A page in a new context, desktop width, Korean locale and Seoul time. */
  freshPage(): Promise<Page>;
}

export function serveInBrowser(env: Record<string, string> = {}): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    ensureWebBuilt();
    server = await startServer({ SANGDAM_RATE_LIMIT: '100000', ...env });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
    freshPage: () => freshPage(browser!),
  };
}
