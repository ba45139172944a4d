// Shared helpers for the dashboard's browser tests: one headless Chromium per test file,
// a page that records every console error, uncaught exception and CSP violation, and
// screenshots at desktop and phone width into test-output/screenshots/.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { REPO_ROOT } from '@docextract/plugin-kit/testing/service';

// Browser globals used inside page.evaluate callbacks (the project's tsconfig has no DOM library);
// declared in this module only, so nothing leaks into the rest of the program.
declare const document: any, window: any, requestAnimationFrame: any;

const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-output', 'screenshots');
const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export interface DashboardPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught exceptions and CSP violations seen so far. */
  problems: string[];
  assertNoProblems: () => void;
  close: () => Promise<void>;
}

/**
 * Chromium logs every 4xx answer to fetch() as a console error ("Failed to load resource").
 * The dashboard expects some of them from the API (401 from GET /v1/account when signed
 * out, 401 for a wrong password, 401 for a revoked key in the playground, 409, 429) and shows
 * them in plain words, so those are not page errors. Anything else is.
 */
function isExpectedApiRefusal(message: ConsoleMessage): boolean {
  const url = message.location().url ?? '';
  return /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(message.text()) && /\/v1\/(account|extract)\b/.test(url);
}

export async function openDashboard(browser: Browser, baseUrl: string, options: { viewport?: { width: number; height: number } } = {}): Promise<DashboardPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: options.viewport ?? DESKTOP, locale: 'en-US', timezoneId: 'UTC' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event: any) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' || isExpectedApiRefusal(message)) return;
    problems.push(`console error: ${message.text()} (${message.location().url ?? ''})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return {
    page,
    context,
    problems,
    assertNoProblems: () => assert.deepEqual(problems, [], 'the page logged errors or CSP violations'),
    close: () => context.close(),
  };
}

/** Waits for layout and the chart's ResizeObserver redraw to settle. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

export async function assertNoHorizontalScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `${where}: the page scrolls sideways (scrollWidth ${scrollWidth} > ${innerWidth})`);
}

/**
 * Screenshots at desktop and phone width (the whole page, or the window for a dialog or a
 * very long page); at phone width, the page must not scroll sideways.
 */
export async function screenshots(page: Page, name: string, options: { fullPage?: boolean; scrollTo?: string } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [label, size] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    await page.setViewportSize(size);
    await settle(page);
    // A window-sized shot shows the part asked for (or the top) at each width.
    if (options.fullPage === false) {
      await page.evaluate((selector) => {
        if (selector) document.querySelector(selector)?.scrollIntoView({ block: 'start' });
        else if (!document.querySelector('dialog[open]')) window.scrollTo(0, 0);
      }, options.scrollTo ?? null);
      await settle(page);
    }
    if (label === 'phone') await assertNoHorizontalScroll(page, `${name} at phone width`);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: options.fullPage ?? true });
  }
  await page.setViewportSize(DESKTOP);
  await settle(page);
}

/** The page's HTML plus the values of its form fields (which the HTML does not show). */
export async function pageText(page: Page): Promise<string> {
  const html = await page.content();
  const values = await page.evaluate(() => [...document.querySelectorAll('input, textarea, select')].map((element) => element.value).join('\n'));
  return `${html}\n${values}`;
}

/** Presses Tab until the focused element matches, failing after `limit` presses. */
export async function tabTo(page: Page, selector: string, limit = 40, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(key);
  }
  assert.fail(`${selector} was not reached with ${limit} presses of ${key}`);
}

export async function activeElementDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 60)}"`;
  });
}

/** Registers through the form. */
export async function registerInUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/#/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { level: 1, name: 'API Keys' }).waitFor();
}

export async function signInInUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
