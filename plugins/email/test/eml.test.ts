import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { isBadInputError } from '@docextract/contracts/plugin-api';
import { handlers } from '../src/index.ts';
import { FIXTURES, extract, inputFor } from './helpers.ts';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

/** Runs a fixture and checks what its Markdown (and text) must and must not show. */
async function check(name: string, mode: 'structured' | 'fast', mustInclude: RegExp[], mustNotInclude: RegExp[] = []): Promise<void> {
  const { markdown } = await extract(mode, fixture(name), name);
  for (const pattern of mustInclude) assert.match(markdown, pattern);
  for (const pattern of mustNotInclude) assert.doesNotMatch(markdown, pattern);
}

describe('email plugin: .eml layout', () => {
  test('a plain message: From, To, Cc, Subject, Date on top, then the body with its quote', async () => {
    const { text, markdown } = await extract('structured', fixture('plain.eml'), 'plain.eml');
    assert.ok(
      text.startsWith('From: Alice Example <alice@example.com>\nTo: Bob Example <bob@example.com>, carol@example.com\nCc: Dave Example <dave@example.com>\nSubject: Pond survey dates\nDate: Mon, 15 Jan 2024 10:30:00 +0100\n\nHello Bob,'),
      text,
    );
    assert.match(markdown, /^\*\*From:\*\* Alice Example/m);
    assert.match(markdown, /^> Which day do we start\? {2}\n> And where\?$/m);
    assert.doesNotMatch(text, /Message-ID|MIME-Version|Content-Type/);
  });

  test('multipart/alternative: structured reads the HTML (table, link), fast the plain text', async () => {
    await check('alternative.eml', 'structured', [/Dear team, the \*\*figures\*\* are in\./, /^\| Quarter \| Ducks \|$/m, /\[the report\]\(https:\/\/example\.com\/report\)/], [/plain alternative/]);
    await check('alternative.eml', 'fast', [/plain alternative/], [/\| Quarter/]);
  });

  test('attachments listed with type and size, and each one a plugin reads extracted under its name', async () => {
    await check('attachments.eml', 'structured', [
      /^## Attachments$/m,
      /^- counts\.csv \(text\/csv, 33 bytes\)$/m,
      /^- logger\.bin \(application\/octet-stream, 9 bytes\)$/m,
      /^## counts\.csv\n\n\| species \| count \|$/m,
      /^## notes\.txt\n\nField notes: the heron nests in the reeds\.$/m,
      /^## map\.html\n\n### Pond map\n\nNorth shore: reeds and nests\.$/m,
      /^## memo\.rtf\n\n\*\*Memo:\*\* bring boots\.$/m,
    ], [/^## logger\.bin$/m]);
  });

  test('metadata.raw says which plugin read each attachment, and why one was not', async () => {
    const { result } = await extract('structured', fixture('attachments.eml'), 'attachments.eml');
    const reports = result.metadata.raw?.attachments as Array<{ name: string; extractedBy: string | null; problem: string | null }>;
    assert.deepEqual(reports.map((report) => [report.name, report.extractedBy]), [['counts.csv', 'text'], ['notes.txt', 'text'], ['map.html', 'html'], ['memo.rtf', 'rtf'], ['logger.bin', null]]);
    assert.match(String(reports[4]?.problem), /no plugin reads application\/octet-stream/);
  });

  test('fast mode lists the attachments but reads none', async () => {
    await check('attachments.eml', 'fast', [/^- notes\.txt \(text\/plain, 44 bytes\)$/m], [/Field notes/, /^## counts\.csv$/m]);
  });

  test('ISO-8859-2 bodies (quoted-printable text, base64 HTML with its own meta charset) and encoded words', async () => {
    const czech = /Příliš žluťoučký kůň úpěl ďábelské ódy\./;
    await check('latin2.eml', 'structured', [czech, /HTML část\./, /^\*\*Subject:\*\* Žluťoučký kůň – zpráva/m, /^\*\*From:\*\* Jiří Novák \\<jiri@example\.cz>/m]);
    await check('latin2.eml', 'fast', [czech, /Textová část\./]);
  });

  test('a forwarded message/rfc822 is extracted through extractEmbedded, attachments and all', async () => {
    await check('forwarded.eml', 'structured', [
      /^- Survey files\.eml \(message\/rfc822, 1\.3 KB\)$/m,
      /^## Survey files\.eml\n\n\*\*From:\*\* Alice Example/m,
      /^#### counts\.csv$/m,
      /Field notes: the heron nests in the reeds\./,
    ]);
  });

  test('messages forwarded ten deep: the core nesting limit ends it, quickly', async () => {
    const started = performance.now();
    const { text } = await extract('structured', fixture('deep-forward.eml'), 'deep-forward.eml');
    assert.ok(performance.now() - started < 3_000);
    assert.match(text, /Forwarding level 10\./);
    assert.match(text, /Forwarding level 8\./);
    assert.doesNotMatch(text, /Forwarding level 3\./);
  });

  test('metadata: subject as title and subject, sender as creator, Date in UTC', async () => {
    const { result } = await extract('structured', fixture('plain.eml'), 'plain.eml');
    const { metadata } = result;
    assert.equal(metadata.title, 'Pond survey dates');
    assert.equal(metadata.subject, 'Pond survey dates');
    assert.equal(metadata.creator, 'Alice Example <alice@example.com>');
    assert.equal(metadata.created, '2024-01-15T09:30:00.000Z');
    assert.equal(metadata.modified, '2024-01-15T09:30:00.000Z');
    assert.equal(metadata.pages, 1);
    assert.deepEqual(metadata.raw?.to, ['Bob Example <bob@example.com>', 'carol@example.com']);
    assert.equal(metadata.raw?.['message-id'], '<survey-1@example.com>');
    assert.equal(metadata.raw?.body, 'text');
  });
});

describe('email plugin: without extractEmbedded, and bad input', () => {
  test('at the nesting limit the HTML body falls back to plain text and attachments are only listed', async () => {
    const { markdown, result } = await extract('structured', fixture('alternative.eml'), 'alternative.eml', { withEmbedded: false });
    assert.match(markdown, /plain alternative/);
    assert.equal(result.metadata.raw?.body, 'text');
    const listed = await extract('structured', fixture('attachments.eml'), 'attachments.eml', { withEmbedded: false });
    assert.match(listed.markdown, /^- counts\.csv/m);
    assert.doesNotMatch(listed.markdown, /Mallard/);
  });

  test('an HTML-only message without an HTML reader is read by stripping tags', async () => {
    const html = 'From: a@example.com\r\nSubject: Only HTML\r\nContent-Type: text/html\r\n\r\n<html><head><style>p{color:red}</style></head><body><p>First &amp; only</p><script>alert(1)</script><p>Second</p></body></html>';
    const { text } = await extract('fast', new TextEncoder().encode(html), 'only.eml');
    assert.match(text, /First & only/);
    assert.match(text, /Second/);
    assert.doesNotMatch(text, /color:red|alert/);
  });

  test('text that is not an e-mail is refused as corrupt', async () => {
    await assert.rejects(Promise.resolve().then(() => handlers.structured!(inputFor(new TextEncoder().encode('just some words\nand more words\n'), 'notes.eml'))), (error: unknown) => {
      assert.ok(isBadInputError(error), String(error));
      assert.equal(error.reason, 'corrupt');
      return true;
    });
  });

  test('the output limit leaves later attachments unread, and says so', async () => {
    const { result } = await extract('structured', fixture('attachments.eml'), 'attachments.eml', { maxOutputChars: 150 });
    const reports = result.metadata.raw?.attachments as Array<{ problem: string | null }>;
    assert.equal(result.metadata.raw?.truncated, true);
    assert.match(String(reports.at(-1)?.problem), /output limit/);
  });
});
