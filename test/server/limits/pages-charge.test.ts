// The `pages` query through the real service (CONTRACT.md section 6.1): only the pages asked
// for are read, X-Pages-Extracted says how many, and that is what is charged; a bad list is a
// 400 EXT_INVALID_PAGES that charges nothing.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { registerUser, type TestUser } from '../../support/accounts.ts';
import { accountCredits, expectError, extract, fixtureFile } from '../../support/limits-helpers.ts';
import { startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

interface Element {
  type: string;
  text: string;
  page: number | null;
}

interface Extracted {
  response: Response;
  body: { content: string | Element[]; metadata: { pages: number } };
}

describe('pages: read and charged', () => {
  let service: TestService;
  let user: TestUser;
  let key: string;
  before(async () => {
    service = await startTestService({ env: { FREE_CREDITS: '1000', RATE_LIMIT: '1000' } });
  });
  after(() => service.close());

  // A fresh account per test: its credits used are this test's alone.
  async function freshKey(): Promise<void> {
    user = await registerUser(service.url);
    key = (await user.createKey()).key;
  }

  async function extracted(file: string, query: string, format = 'json'): Promise<Extracted> {
    const response = await extract(service.url, key, { format, query, file: fixtureFile(file) });
    const text = await response.text();
    assert.equal(response.status, 200, text);
    return { response, body: JSON.parse(text) as Extracted['body'] };
  }

  const header = (result: Extracted, name: string) => result.response.headers.get(name);

  test('without pages: every page read and charged', async () => {
    await freshKey();
    const whole = await extracted('pdf/running-headers.pdf', '');
    assert.equal(header(whole, 'x-pages-extracted'), '3');
    assert.equal(header(whole, 'x-credits-charged'), '3');
    assert.equal((await accountCredits(user)).used, 3);
  });

  test('pages=2-3 on a three-page PDF: reads and charges 2, metadata.pages stays 3', async () => {
    await freshKey();
    const part = await extracted('pdf/running-headers.pdf', 'pages=2-3');
    assert.equal(header(part, 'x-pages-extracted'), '2');
    assert.equal(header(part, 'x-credits-charged'), '2');
    assert.equal(part.body.metadata.pages, 3);
    const elements = part.body.content as Element[];
    assert.deepEqual([...new Set(elements.map((element) => element.page))], [2, 3]);
    assert.equal(elements[0]!.text, 'Quarter 2');
    assert.equal((await accountCredits(user)).used, 2);
  });

  test('overlaps count once; pages past the end are ignored', async () => {
    await freshKey();
    const part = await extracted('pdf/running-headers.pdf', 'pages=3,1-1,3-40', 'txt');
    assert.equal(header(part, 'x-pages-extracted'), '2');
    assert.equal(header(part, 'x-credits-charged'), '2');
    assert.match(part.body.content as string, /Quarter 1[\s\S]*Quarter 3/);
    assert.doesNotMatch(part.body.content as string, /Quarter 2/);
  });

  test('bad syntax: 400 EXT_INVALID_PAGES, nothing charged', async () => {
    await freshKey();
    for (const value of ['0', 'abc', '5-3', '1,,2', '', '1-', '%201', '2-1,1']) {
      await expectError(await extract(service.url, key, { query: `pages=${value}`, file: fixtureFile('pdf/running-headers.pdf') }), 400, 'EXT_INVALID_PAGES');
    }
    assert.equal((await accountCredits(user)).used, 0);
  });

  test('a list that names no page of the document: 400 EXT_INVALID_PAGES, nothing charged', async () => {
    await freshKey();
    const response = await extract(service.url, key, { query: 'pages=4-9', file: fixtureFile('pdf/running-headers.pdf') });
    const body = await expectError(response, 400, 'EXT_INVALID_PAGES');
    assert.match(body.message, /3 pages/);
    await expectError(await extract(service.url, key, { query: 'pages=99999999999', file: fixtureFile('pdf/running-headers.pdf') }), 400, 'EXT_INVALID_PAGES');
    assert.equal((await accountCredits(user)).used, 0);
  });

  test('a document without pages is one page: page 1 reads it, page 2 is past its end', async () => {
    await freshKey();
    const html = await extracted('article.html', 'pages=1-5');
    assert.equal(header(html, 'x-pages-extracted'), '1');
    assert.equal(header(html, 'x-credits-charged'), '1');
    await expectError(await extract(service.url, key, { query: 'pages=2', file: fixtureFile('article.html') }), 400, 'EXT_INVALID_PAGES');
    assert.equal((await accountCredits(user)).used, 1);
  });

  test('a document whose plugin reads it whole is charged whole when page 1 is asked of it without page breaks', async () => {
    await freshKey();
    const whole = await extracted('office/report.docx', '');
    const asked = await extracted('office/report.docx', 'pages=1');
    assert.equal(header(asked, 'x-pages-extracted'), String(whole.body.metadata.pages));
    assert.deepEqual(asked.body.content, whole.body.content);
  });

  test('a slide deck read whole is cut to the slides asked for by its page breaks', async () => {
    await freshKey();
    const whole = await extracted('opendocument/deck.odp', '');
    assert.ok(whole.body.metadata.pages >= 2, 'the deck has several slides');
    const second = await extracted('opendocument/deck.odp', 'pages=2');
    assert.equal(header(second, 'x-pages-extracted'), '1');
    assert.equal(header(second, 'x-credits-charged'), '1');
    const pages = new Set((second.body.content as Element[]).map((element) => element.page));
    assert.deepEqual([...pages], [2]);
  });
});
