// Outlook messages whose body is only compressed RTF (fixtures/email/rtf-*.msg, written by
// scripts/rtf-email-fixtures/outlook-messages.ts): the body read by the rtf plugin through
// extractEmbedded, HTML wrapped in RTF coming out as text, and a damaged stream costing the
// body only.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { FIXTURES, extract } from './helpers.ts';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

const HEADERS = 'From: Alice Example <alice@example.com>\nTo: Bob Example <bob@example.com>\n';

describe('email plugin: .msg with only a compressed RTF body', () => {
  test('ordinary RTF (LZFu): the body with its paragraphs, bold and code-page text, after the headers', async () => {
    const { text, markdown, result } = await extract('structured', fixture('rtf-body.msg'), 'rtf-body.msg');
    assert.equal(
      text,
      `${HEADERS}Subject: Pond survey dates\nDate: Mon, 15 Jan 2024 09:30:00 GMT\n\nHello Bob,\n\nThe survey starts on Monday at the north shore. Bring the counting sheets to the café.\n\nAlice`,
    );
    assert.match(markdown, /at the \*\*north shore\*\*\./);
    assert.equal(result.metadata.raw?.body, 'rtf');
    assert.equal(result.metadata.raw?.rtfBodyProblem, undefined);
    assert.equal(result.metadata.title, 'Pond survey dates');
  });

  test('HTML wrapped in RTF (\\fromhtml1, uncompressed MELA form): text and link, no tags, no style sheet, no control words', async () => {
    const { text, markdown, result } = await extract('structured', fixture('rtf-html-body.msg'), 'rtf-html-body.msg');
    assert.ok(text.startsWith(`${HEADERS}Subject: Quarterly figures\n`), text);
    assert.match(text, /^Dear team, the figures for ducks & geese are in\.\nThe pond count rose by a third\.$/m);
    assert.match(text, /^See the report\.$/m);
    assert.match(markdown, /the \*\*figures\*\* for ducks/);
    assert.match(markdown, /\[the report\]\(https:\/\/example\.com\/report\)/);
    // The header block has its own "<address>": the body is what follows it.
    const body = text.slice(text.indexOf('\n\n') + 2);
    for (const leftover of [/[<>]/, /\\/, /htmltag|htmlrtf|fromhtml/, /margin-bottom|font-family|p\.figures/, /&amp;/, /Arial|Courier/]) assert.doesNotMatch(body, leftover);
    assert.equal(result.metadata.raw?.body, 'rtf');
  });

  test('a damaged stream: headers and the attachment still come out, the body does not, and metadata says why', async () => {
    const { text, markdown, result } = await extract('structured', fixture('rtf-damaged-body.msg'), 'rtf-damaged-body.msg');
    assert.ok(text.startsWith(`${HEADERS}Subject: Survey sheets\nDate: Mon, 15 Jan 2024 09:30:00 GMT\n`), text);
    assert.doesNotMatch(text, /Hello Bob|survey starts|Alice\n|rtf1/);
    assert.match(markdown, /^- counts\.txt \(text\/plain, 21 bytes\)$/m);
    assert.match(markdown, /^## counts\.txt\n\nMallards: 14 {2}\nTeal: 6$/m);
    assert.equal(result.metadata.raw?.body, 'none');
    assert.match(String(result.metadata.raw?.rtfBodyProblem), /^the compressed RTF cannot be read: its checksum does not match/);
  });

  test('fast mode asks no plugin: headers, no body, and the reason', async () => {
    const { text, result } = await extract('fast', fixture('rtf-body.msg'), 'rtf-body.msg');
    assert.equal(text, `${HEADERS}Subject: Pond survey dates\nDate: Mon, 15 Jan 2024 09:30:00 GMT`);
    assert.equal(result.metadata.raw?.body, 'none');
    assert.equal(result.metadata.raw?.rtfBodyProblem, 'not read in fast mode');
  });

  test('at the nesting limit (no extractEmbedded): headers, no body, and the reason', async () => {
    const { text, result } = await extract('structured', fixture('rtf-body.msg'), 'rtf-body.msg', { withEmbedded: false });
    assert.doesNotMatch(text, /Hello Bob/);
    assert.match(text, /^Subject: Pond survey dates$/m);
    assert.equal(result.metadata.raw?.body, 'none');
    assert.match(String(result.metadata.raw?.rtfBodyProblem), /nesting limit/);
  });
});
