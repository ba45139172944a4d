// Files no mode can read, and the caps: encrypted without or with a wrong password, corrupt
// and truncated files, a page tree that loops, too many pages, and the output limit.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isBadInputError, type BadInputReason } from '@docextract/contracts/plugin-api';
import { handlers } from '../src/index.ts';
import { fixture, inputOf, run, textOf, type Mode } from './helpers.ts';

const rejectsWith = (reason: BadInputReason, message?: RegExp) => (error: unknown) => {
  assert.ok(isBadInputError(error), `expected a BadInputError, got ${String(error)}`);
  assert.equal(error.reason, reason);
  if (message) assert.match(error.message, message);
  return true;
};

describe('pdf plugin: encrypted files', () => {
  for (const mode of ['structured', 'fast', 'ocr'] as Mode[]) {
    test(`${mode}: no password → password-required, with a message that says so`, async () => {
      await assert.rejects(run(mode, 'encrypted-user-password.pdf'), rejectsWith('password-required', /password is needed/));
    });
  }

  test('a wrong password → password-wrong', async () => {
    await assert.rejects(run('structured', 'encrypted-user-password.pdf', { password: 'not-it' }), rejectsWith('password-wrong', /password given is wrong/));
  });

  test('the user password opens it', async () => {
    const result = await run('structured', 'encrypted-user-password.pdf', { password: 'open-sesame' });
    assert.match(textOf(result), /Confidential launch plan for the spring catalogue\./);
  });

  test('the owner password opens it too', async () => {
    const result = await run('fast', 'encrypted-user-password.pdf', { password: 'owner-secret' });
    assert.match(textOf(result), /Confidential launch plan/);
  });
});

describe('pdf plugin: broken files', () => {
  test('a truncated file → corrupt', async () => {
    await assert.rejects(run('structured', 'truncated.pdf'), rejectsWith('corrupt', /could not be read/));
  });

  test('bytes that only start like a PDF → corrupt', async () => {
    const bytes = new TextEncoder().encode(`%PDF-1.7\n${'garbage '.repeat(200)}`);
    await assert.rejects(async () => handlers.fast!(inputOf(bytes)), rejectsWith('corrupt'));
  });

  test('a page tree that loops ends quickly as bad input', async () => {
    const started = performance.now();
    await assert.rejects(run('structured', 'cyclic-pages.pdf'), rejectsWith('corrupt'));
    assert.ok(performance.now() - started < 2000, 'within two seconds');
  });
});

describe('pdf plugin: caps', () => {
  test('more pages than maxPages → too-large, before any page is read', async () => {
    await assert.rejects(run('fast', 'running-headers.pdf', { limits: { maxPages: 2, maxOutputChars: 1_000_000 } }), rejectsWith('too-large', /3 pages; at most 2/));
  });

  test('exactly maxPages is fine', async () => {
    const result = await run('fast', 'running-headers.pdf', { limits: { maxPages: 3, maxOutputChars: 1_000_000 } });
    assert.equal(result.metadata.pages, 3);
  });

  test('past maxOutputChars, no more pages are read and the result says it was cut', async () => {
    const result = await run('fast', 'running-headers.pdf', { limits: { maxPages: 100, maxOutputChars: 60 } });
    const text = textOf(result);
    assert.match(text, /first quarter/);
    assert.doesNotMatch(text, /third quarter/);
    assert.equal(result.metadata.raw?.truncated, true);
  });

  test('the document is released even when a page fails', async () => {
    // Twice in a row: a leaked document or worker state would show up as a failure here.
    for (let round = 0; round < 2; round += 1) await assert.rejects(run('fast', 'cyclic-pages.pdf'));
    const result = await handlers.fast!(inputOf(fixture('structure.pdf')));
    assert.match(textOf(result), /Annual Report/);
  });
});
