// The dashboard by keyboard only, its errors in plain words, and at phone width.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { registerUser, type TestUser } from '../support/accounts.ts';
import { postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';
import {
  PHONE,
  activeElementDescription,
  assertNoHorizontalScroll,
  launchBrowser,
  openDashboard,
  pageText,
  screenshots,
  settle,
  tabTo,
  type DashboardPage,
} from './browser.ts';

// Browser globals used inside page.evaluate callbacks (the project's tsconfig has no DOM library);
// declared in this module only, so nothing leaks into the rest of the program.
declare const document: any, getComputedStyle: any, DataTransfer: any, DragEvent: any, File: any;

describe('dashboard: keyboard, plain-words errors and phone width', () => {
  let service: TestService;
  let browser: Browser;
  const opened: DashboardPage[] = [];

  before(async () => {
    // One after the other: if the browser cannot start, the service is already held here and
    // the after hook closes it, instead of its threads keeping the test process alive.
    service = await startTestService({ loginFailuresPerEmail: 3 });
    browser = await launchBrowser();
  });

  after(async () => {
    for (const dashboard of opened) await dashboard.close();
    await browser?.close();
    await service?.close();
  });

  async function signedInPage(user: TestUser, viewport?: { width: number; height: number }): Promise<DashboardPage> {
    const dashboard = await openDashboard(browser, service.url, viewport ? { viewport } : {});
    opened.push(dashboard);
    const [name, value] = user.cookie.split('=') as [string, string];
    await dashboard.context.addCookies([{ name, value, url: service.url }]);
    return dashboard;
  }

  const focusInside = (page: Page, selector: string) => page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

  it('creates a key and revokes it with the keyboard alone', async () => {
    const user = await registerUser(service.url);
    const dashboard = await signedInPage(user);
    const { page } = dashboard;
    await page.goto('/#/keys');
    await page.locator('main').getByText('No API keys yet').waitFor();

    await tabTo(page, '#create-key');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    assert.notEqual(outline, 'none', 'the focused button shows no focus ring');
    await page.keyboard.press('Enter');
    const createDialog = page.getByRole('dialog', { name: 'Create a new API key' });
    await createDialog.waitFor();
    assert.ok(await focusInside(page, 'dialog'), `focus is not in the dialog: ${await activeElementDescription(page)}`);
    assert.equal(await page.evaluate(() => document.activeElement.name), 'name');

    await page.keyboard.press('Enter');
    await createDialog.getByText('Give the key a name').waitFor();
    await page.keyboard.type('Keyboard only');
    await page.keyboard.press('Enter');

    const shown = page.getByRole('dialog', { name: /API key “Keyboard only” created/ });
    await shown.waitFor();
    const key = (await shown.locator('.secret-value').textContent()) ?? '';
    assert.match(key, /^dxk_/);
    assert.equal((await page.evaluate(() => document.activeElement?.textContent))?.trim(), 'Copy key');
    for (const press of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(press);
      assert.ok(await focusInside(page, 'dialog'), `${press} left the dialog: ${await activeElementDescription(page)}`);
    }
    await page.keyboard.press('Escape');
    await shown.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'create-key', 'focus did not return to the button');
    assert.ok(!(await pageText(page)).includes(key), 'the key stayed in the page');
    await page.locator('tbody tr', { hasText: 'Keyboard only' }).waitFor();

    await tabTo(page, 'button[aria-label^="Revoke key"]');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Revoke “Keyboard only”?' });
    await confirm.waitFor();
    assert.equal((await page.evaluate(() => document.activeElement?.textContent))?.trim(), 'Cancel', 'the safe choice is not the first focus');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    assert.match((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '', /^Revoke key/);

    await page.keyboard.press('Enter');
    await confirm.waitFor();
    await page.keyboard.press('Tab');
    assert.equal((await page.evaluate(() => document.activeElement?.textContent))?.trim(), 'Revoke key');
    await page.keyboard.press('Enter');
    await page.locator('main').getByText('Key “Keyboard only” was revoked', { exact: true }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'create-key');
    const refused = await postFile(`${service.url}/v1/extract/txt`, { bytes: 'hello\n', name: 'a.txt' }, {}, { 'x-api-key': key });
    assert.equal(refused.status, 401);

    // The docs' example tabs follow the arrow keys.
    await page.goto('/#/docs');
    const tab = page.locator('article[data-operation="extractDocument"]').getByRole('tab', { name: 'curl' });
    await tab.focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'JavaScript');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected')), 'true');
    dashboard.assertNoProblems();
  });

  it('says what is wrong in plain words: short password, bad email, taken email, too many attempts', async () => {
    const taken = await registerUser(service.url);
    const dashboard = await openDashboard(browser, service.url);
    opened.push(dashboard);
    const { page } = dashboard;
    await page.goto('/#/register');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Create account' });

    await email.fill('someone@example.com');
    await password.fill('short');
    await submit.click();
    await page.locator('main').getByText('Your password is too short: use at least 8 characters.').waitFor();
    assert.equal(await password.getAttribute('aria-invalid'), 'true');

    await email.fill('not-an-email');
    await password.fill('long enough password');
    await submit.click();
    await page.locator('main').getByText('Enter an email address like name@example.com.').waitFor();

    await email.fill(taken.email);
    await submit.click();
    await page.getByRole('alert').getByText('This email already has an account').waitFor();
    await page.getByRole('link', { name: 'Sign in with this email' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    assert.equal(await page.getByLabel('Email').inputValue(), taken.email);

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await page.getByLabel('Password', { exact: true }).fill(`wrong password ${attempt}`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('alert').getByText('Wrong email or password').waitFor();
    }
    await page.getByLabel('Password', { exact: true }).fill(taken.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').getByText('Too many sign-in attempts').waitFor();
    await page.locator('main').getByText(/Try again in \d+ minutes?\./).waitFor();
    dashboard.assertNoProblems();
  });

  it('takes a dropped file and a typed key in the playground, and explains a refused key', async () => {
    const user = await registerUser(service.url);
    const { key } = await user.createKey('Typed key');
    const dashboard = await signedInPage(user);
    const { page } = dashboard;
    await page.goto('/#/playground');
    await page.locator('main').getByText('Supported:').waitFor();
    await page.locator('.dropzone').evaluate((zone) => {
      const data = new DataTransfer();
      data.items.add(new File(['<html><head><title>Dropped page</title></head><body><h1>Dropped</h1><p>It came from a drop.</p></body></html>'], 'dropped.html', { type: 'text/html' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await page.locator('main').getByText('read by the html plugin').waitFor();
    const { formats } = (await (await fetch(`${service.url}/v1/formats`)).json()) as { formats: Array<{ extensions: string[]; modes: string[] }> };
    const htmlModes = formats.find((entry) => entry.extensions.includes('.html'))?.modes ?? [];
    assert.deepEqual(await page.getByLabel('Mode').locator('option').evaluateAll((options) => options.map((o) => o.value)), ['auto', ...htmlModes]);

    const keyInput = page.getByLabel('API key', { exact: true });
    assert.equal(await keyInput.getAttribute('type'), 'password');
    await keyInput.fill(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`);
    await page.getByRole('button', { name: 'Extract document' }).click();
    await page.getByRole('alert').getByText('This API key is not valid').waitFor();
    await page.locator('.status-badge', { hasText: '401' }).waitFor();

    await keyInput.fill(key);
    await page.getByLabel('Output format').selectOption('html');
    await page.getByRole('button', { name: 'Extract document' }).click();
    await page.locator('.status-badge', { hasText: '200' }).waitFor();
    const content = (await page.locator('.content-output pre').textContent()) ?? '';
    assert.match(content, /<h1>Dropped<\/h1>|It came from a drop\./);
    assert.equal(await page.locator('.content-output h1').count(), 0, 'the HTML content was rendered as markup');
    assert.equal(await page.locator('[data-field="title"]').textContent(), 'Dropped page');
    dashboard.assertNoProblems();
  });

  it('fits a phone screen on every page, with no sideways scrolling', async () => {
    const user = await registerUser(service.url);
    await user.createKey('Production server');
    await user.createKey('A key with a rather long descriptive name for the nightly invoice import job');
    const account = await service.deps.accounts.store.findAccountByEmail(user.email);
    assert.ok(account);
    // Thirty days of history, so the chart has something to draw.
    for (let day = 0; day < 30; day += 1) {
      if (day % 9 === 4) continue;
      const requests = Math.round(22 + 14 * Math.sin(day / 3) + (day % 7 === 0 ? 20 : 0));
      await service.deps.accounts.store.recordUsage(account.id, requests, Math.round(requests * 1.5), new Date(Date.now() - day * 86_400_000));
    }

    const dashboard = await signedInPage(user, PHONE);
    const { page } = dashboard;
    for (const route of ['keys', 'usage', 'playground', 'docs']) {
      await page.goto(`/#/${route}`);
      await page.locator('h1').waitFor();
      await page.locator('.loading').first().waitFor({ state: 'detached' });
      await settle(page);
      await assertNoHorizontalScroll(page, `#/${route}`);
    }
    await page.goto('/#/usage');
    const chart = page.getByRole('img', { name: /Requests and credits per day/ });
    await chart.waitFor();
    assert.ok((await chart.locator('rect.bar-requests').count()) >= 25);
    await screenshots(page, '08-usage-history');

    await page.goto('/#/keys');
    await page.getByRole('button', { name: 'Create New API Key' }).click();
    await page.getByRole('dialog').waitFor();
    await assertNoHorizontalScroll(page, 'the create-key dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Sign out' }).click();
    for (const route of ['signin', 'register']) {
      await page.goto(`/#/${route}`);
      await page.locator('h1').waitFor();
      await assertNoHorizontalScroll(page, `#/${route}`);
    }
    dashboard.assertNoProblems();
  });
});
