// The dashboard end to end in headless Chromium, the flow: register, create a key and
// read it once, call the API with it, see usage move, use the playground, revoke the key and
// see the API refuse it, sign out and back in, and a wrong password told in plain words.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';
import { activeElementDescription, launchBrowser, openDashboard, pageText, registerInUi, screenshots, signInInUi, type DashboardPage } from './browser.ts';

// Browser globals used inside page.evaluate callbacks (the project's tsconfig has no DOM library);
// declared in this module only, so nothing leaks into the rest of the program.
declare const document: any, navigator: any;

describe('dashboard: the whole flow in a browser', () => {
  let service: TestService;
  let browser: Browser;
  let dashboard: DashboardPage;
  let page: Page;
  const email = `flow-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct horse battery staple';
  let key = '';

  const stat = (name: string) => page.locator(`[data-stat="${name}"] .stat-value`);
  const modesFor = async (extension: string): Promise<string[]> => {
    const { formats } = (await (await fetch(`${service.url}/v1/formats`)).json()) as { formats: Array<{ extensions: string[]; modes: string[] }> };
    return formats.find((entry) => entry.extensions.includes(extension))?.modes ?? [];
  };
  const nav = (name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

  before(async () => {
    // One after the other: if the browser cannot start, the service is already held here and
    // the after hook closes it, instead of its threads keeping the test process alive.
    service = await startTestService({ env: { FREE_CREDITS: '50', RATE_LIMIT: '30' } });
    browser = await launchBrowser();
    dashboard = await openDashboard(browser, service.url);
    page = dashboard.page;
  });

  after(async () => {
    await dashboard?.close();
    await browser?.close();
    await service?.close();
  });

  it('serves the sign-in page to a visitor, with no error in the console', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).isVisible(), false);
    await screenshots(page, '01-signed-out');
    dashboard.assertNoProblems();
  });

  it('registers, and lands on an empty API Keys page', async () => {
    await registerInUi(page, email, password);
    await page.locator('main').getByText('No API keys yet').waitFor();
    assert.equal(await page.locator('#account-email').textContent(), email);
    assert.equal(await stat('credits-remaining').textContent(), '50');
  });

  it('creates a key and shows it once, with a copy button and a warning', async () => {
    await page.getByRole('button', { name: 'Create New API Key' }).click();
    const createDialog = page.getByRole('dialog', { name: 'Create a new API key' });
    await createDialog.waitFor();
    // An empty name is refused in plain words before anything is sent.
    await createDialog.getByRole('button', { name: 'Create key' }).click();
    await createDialog.getByText('Give the key a name').waitFor();
    await createDialog.getByLabel('Key name').fill('Integration server');
    await createDialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: /API key “Integration server” created/ });
    await shown.waitFor();
    await shown.getByText('It will not be shown again').waitFor();
    key = (await shown.locator('.secret-value').textContent()) ?? '';
    assert.match(key, /^dxk_[0-9A-Za-z]{38}$/);

    await shown.getByRole('button', { name: 'Copy key' }).click();
    await shown.getByText('Copied to the clipboard.').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), key);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await screenshots(page, '03-key-created', { fullPage: false });

    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    assert.ok(!(await pageText(page)).includes(key), 'the key is still in the page after its dialog closed');

    const row = page.locator('tbody tr', { hasText: 'Integration server' });
    await row.waitFor();
    assert.equal(await row.locator('code').textContent(), `${key.slice(0, 12)}…`);
    assert.equal(await row.locator('[data-label="Last used"]').textContent(), 'Never');
    await screenshots(page, '02-keys-overview');
    dashboard.assertNoProblems();
  });

  it('shows no usage yet', async () => {
    await nav('Usage').click();
    await page.getByRole('heading', { level: 1, name: 'Usage' }).waitFor();
    await stat('requests-30-days').waitFor();
    assert.equal(await stat('requests-30-days').textContent(), '0');
    assert.equal(await stat('credits-used').textContent(), '0');
    assert.equal(await stat('rate-limit').textContent(), '30');
  });

  it('runs the playground with the key just created, showing content, metadata and headers', async () => {
    await nav('Playground').click();
    await page.getByRole('heading', { level: 1, name: 'Playground' }).waitFor();
    await page.locator('main').getByText('Using the key you just created').waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Playground notes\n\nThe quick brown fox jumps over the lazy dog.\n'),
    });
    const mode = page.getByLabel('Mode');
    await page.waitForFunction(() => [...document.querySelectorAll('select[name=mode] option')].some((o) => o.value === 'fast'));
    assert.deepEqual(await mode.locator('option').evaluateAll((options) => options.map((o) => o.value)), ['auto', ...(await modesFor('.txt'))]);
    await page.getByLabel('Output format').selectOption('txt');
    await mode.selectOption('fast');
    await page.getByLabel('Fallback').selectOption('none');
    const curl = (await page.locator('.code-pre', { hasText: 'curl' }).textContent()) ?? '';
    assert.ok(curl.includes(`x-api-key: ${key.slice(0, 12)}…`), curl);
    assert.ok(curl.includes('/v1/extract/txt?mode=fast&fallback=none'), curl);

    await page.getByRole('button', { name: 'Extract document' }).click();
    await page.locator('.status-badge', { hasText: '200' }).waitFor();
    const content = page.locator('.content-output pre');
    assert.match((await content.textContent()) ?? '', /The quick brown fox jumps over the lazy dog\./);
    assert.equal(await content.evaluate((element) => element.tagName), 'PRE');
    assert.equal(await page.locator('[data-field="words"]').textContent(), '11');
    assert.equal(await page.locator('[data-field="extension"]').textContent(), '.txt');
    assert.equal(await page.locator('[data-header="x-extract-plugin"]').textContent(), 'text');
    assert.equal(await page.locator('[data-header="x-extract-mode"]').textContent(), 'fast');
    assert.equal(await page.locator('[data-header="x-credits-charged"]').textContent(), '1');
    assert.equal(await page.locator('[data-header="x-credits-remaining"]').textContent(), '49');
    assert.ok(!(await pageText(page)).includes(key), 'the playground put the key into the page');
    await screenshots(page, '05-playground-result');
    dashboard.assertNoProblems();
  });

  it('checks the playground form before sending, and shows a refused request with its error code', async () => {
    const curl = async () => (await page.locator('.code-pre', { hasText: 'curl' }).textContent()) ?? '';
    const keyInput = page.getByLabel('API key', { exact: true });

    await page.getByRole('button', { name: 'Remove notes.txt' }).click();
    assert.equal(await activeElementDescription(page), 'button "Choose a file"');
    assert.equal(await page.locator('.file-info').isVisible(), false);
    assert.ok((await curl()).includes('-F file=@document.pdf'), await curl());

    await page.getByRole('button', { name: 'Use a different key' }).click();
    assert.equal(await activeElementDescription(page), 'input#playground-key ""');
    assert.ok((await curl()).includes('x-api-key: $DOCEXTRACT_KEY'), await curl());

    // Nothing is sent without a file and a key: both are marked, focus goes to the first.
    await page.getByRole('button', { name: 'Extract document' }).click();
    await page.locator('main').getByText('Choose a document to send.').waitFor();
    await page.locator('main').getByText('Enter an API key. Keys start with “dxk_”.').waitFor();
    assert.equal(await keyInput.getAttribute('aria-invalid'), 'true');
    assert.equal(await activeElementDescription(page), 'button "Choose a file"');
    assert.equal(await page.locator('.status-badge').textContent(), '200 OK', 'the previous answer was replaced without a request');

    // A type no plugin lists gets free-text mode and fallback (the fallback chosen before is kept),
    // and the curl command follows them.
    await page.locator('input[type=file]').setInputFiles({ name: 'notes.unknown', mimeType: 'application/octet-stream', buffer: Buffer.from('Some words.\n') });
    assert.equal(await page.locator('main').getByText('Choose a document to send.').isVisible(), false);
    const mode = page.getByLabel('Mode');
    assert.equal(await mode.evaluate((element) => `${element.tagName} ${element.type} ${element.value}`), 'INPUT text auto');
    assert.equal(await page.getByLabel('Fallback').inputValue(), 'none');
    await mode.fill('fast');
    assert.ok((await curl()).includes('-F file=@notes.unknown'), await curl());
    assert.ok((await curl()).includes('?mode=fast&fallback=none'), await curl());

    const wrongKey = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    await keyInput.fill(wrongKey);
    assert.ok((await curl()).includes(`x-api-key: ${wrongKey.slice(0, 12)}…`), await curl());
    await page.getByRole('button', { name: 'Extract document' }).click();
    await page.locator('.status-badge', { hasText: '401' }).waitFor();
    assert.equal(await keyInput.getAttribute('aria-invalid'), null);
    const alert = page.locator('.response-body').getByRole('alert');
    assert.equal(await alert.locator('.alert-title').textContent(), 'This API key is not valid');
    assert.equal(await alert.locator('.alert-code code').textContent(), 'EXT_KEY_INVALID');
    assert.equal(await page.locator('.content-output').count(), 0, 'a refused request showed content');
    assert.match(await activeElementDescription(page), /^h2#heading-\d+ "Response"$/);

    await page.getByRole('button', { name: 'Use the key you just created (“Integration server”)' }).click();
    assert.equal(await activeElementDescription(page), 'button "Use a different key"');
    assert.ok((await curl()).includes(`x-api-key: ${key.slice(0, 12)}…`), await curl());
    dashboard.assertNoProblems();
  });

  it('counts a call made with the key from outside, after a reload', async () => {
    const response = await postFile(`${service.url}/v1/extract/txt`, { bytes: 'Hello from the test.\n', name: 'hello.txt' }, {}, { 'x-api-key': key });
    assert.equal(response.status, 200);
    assert.equal(((await response.json()) as { content: string }).content.trim(), 'Hello from the test.');

    await page.goto('/#/usage');
    await page.reload();
    await stat('requests-30-days').waitFor();
    assert.equal(await stat('requests-30-days').textContent(), '2');
    assert.equal(await stat('credits-used').textContent(), '2');
    assert.equal(await stat('credits-remaining').textContent(), '48');
    const chart = page.getByRole('img', { name: /Requests and credits per day/ });
    await chart.waitFor();
    assert.equal(await chart.locator('rect.bar-requests').count(), 1);
    assert.equal(await chart.locator('rect.bar-credits').count(), 1);
    assert.match((await chart.locator('desc').textContent()) ?? '', /2 requests and 2 credits in the last 30 days/);
    await screenshots(page, '04-usage');

    await nav('API Keys').click();
    const row = page.locator('tbody tr', { hasText: 'Integration server' });
    await row.waitFor();
    assert.notEqual(await row.locator('[data-label="Last used"]').textContent(), 'Never');
    dashboard.assertNoProblems();
  });

  it('revokes the key after a confirmation, and the API refuses it', async () => {
    const row = page.locator('tbody tr', { hasText: 'Integration server' });
    await row.getByRole('button', { name: 'Revoke key “Integration server”' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke “Integration server”?' });
    await confirm.waitFor();
    await confirm.getByText('This cannot be undone').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.equal(await row.count(), 1, 'Cancel revoked the key');

    await row.getByRole('button', { name: /Revoke key/ }).click();
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await page.locator('main').getByText('Key “Integration server” was revoked', { exact: true }).waitFor();
    await page.locator('main').getByText('No API keys yet').waitFor();

    const refused = await postFile(`${service.url}/v1/extract/txt`, { bytes: 'Hello again.\n', name: 'hello.txt' }, {}, { 'x-api-key': key });
    assert.equal(refused.status, 401);
    assert.equal(((await refused.json()) as { code: string }).code, 'EXT_KEY_REVOKED');
    dashboard.assertNoProblems();
  });

  it('signs out, refuses a wrong password in plain words, and signs back in', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.locator('main').getByText('You have signed out').waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).isVisible(), false);
    assert.equal((await fetch(`${service.url}/v1/account`, { headers: { cookie: (await dashboard.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } })).status, 401);

    await signInInUi(page, email, 'not the password');
    await page.getByRole('alert').getByText('Wrong email or password').waitFor();
    await page.locator('main').getByText('Passwords are case-sensitive').waitFor();

    await signInInUi(page, email, password);
    await page.getByRole('heading', { level: 1, name: 'API Keys' }).waitFor();
    assert.equal(await page.locator('#account-email').textContent(), email);
    dashboard.assertNoProblems();
  });

  it('renders the API docs from /openapi.json with examples', async () => {
    await nav('API Docs').click();
    await page.getByRole('heading', { level: 1, name: 'API Docs' }).waitFor();
    await page.locator('article.operation').first().waitFor();
    const openapi = (await (await fetch(`${service.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, { operationId: string; summary: string }>> };
    const operations = Object.values(openapi.paths).flatMap((item) => Object.values(item));
    assert.equal(await page.locator('article.operation').count(), operations.length);
    for (const operation of operations) {
      const section = page.locator(`article[data-operation="${operation.operationId}"]`);
      assert.equal(await section.locator('h3').textContent(), operation.summary);
      assert.equal(await section.getByRole('tab').count(), 3);
    }
    const extract = page.locator('article[data-operation="extractDocument"]');
    assert.match((await extract.locator('.tab-panel:not([hidden]) pre').textContent()) ?? '', /curl -s -X POST/);
    await extract.getByRole('tab', { name: 'Python' }).click();
    assert.match((await extract.locator('.tab-panel:not([hidden]) pre').textContent()) ?? '', /requests\.post\(/);
    await extract.getByRole('tab', { name: 'JavaScript' }).click();
    assert.match((await extract.locator('.tab-panel:not([hidden]) pre').textContent()) ?? '', /await fetch\(/);
    assert.ok((await extract.locator('table.responses').textContent())?.includes('402'));
    await screenshots(page, '06-api-docs', { fullPage: false });
    // A link to one operation scrolls it into view and focuses it.
    await page.goto('/#/docs/op-getusage');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-operation') === 'getUsage');
    const box = await page.locator('article[data-operation="getUsage"]').boundingBox();
    assert.ok(box && box.y >= 0 && box.y < 200, `the linked operation is not at the top: ${JSON.stringify(box)}`);
    await screenshots(page, '07-api-docs-extract', { fullPage: false, scrollTo: 'article[data-operation="extractDocument"]' });
    dashboard.assertNoProblems();
  });
});
