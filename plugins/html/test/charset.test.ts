// Decoding: a BOM, then a <meta> declaration in the first 1024 bytes, then the core's
// sniffed charset, then UTF-8 if valid, else windows-1252. Never a throw.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeHtml } from '../src/decode.ts';
import { flatten, run } from './helpers.ts';

const FRENCH = 'Un café très naïf à Zürich';

/** Latin-1 bytes of a string whose characters are all below U+0100. */
function latin1(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function utf16le(text: string): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let index = 0; index < text.length; index++) {
    bytes[2 + index * 2] = text.charCodeAt(index) & 0xff;
    bytes[3 + index * 2] = text.charCodeAt(index) >> 8;
  }
  return bytes;
}

for (const mode of ['structured', 'fast'] as const) {
  test(`${mode}: a latin-1 page with <meta charset="iso-8859-1"> decodes, even when the core sniffed UTF-8`, async () => {
    const bytes = latin1(`<html><head><meta charset="iso-8859-1"><title>t</title></head><body><p>${FRENCH}</p></body></html>`);
    const result = await run(mode, bytes, { charset: 'UTF-8' });
    assert.ok(flatten(result.document.blocks).includes(FRENCH), flatten(result.document.blocks));
    assert.equal(result.metadata.raw?.charset, 'windows-1252'); // the WHATWG name for that label
  });

  test(`${mode}: a UTF-8 byte order mark wins over the sniffed charset and is not text`, async () => {
    const body = new TextEncoder().encode(`<p>${FRENCH}</p>`);
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...body]);
    const result = await run(mode, bytes, { charset: 'windows-1252' });
    assert.equal(flatten(result.document.blocks), FRENCH);
  });
}

test('a UTF-16LE byte order mark decodes the page as UTF-16', async () => {
  const result = await run('structured', utf16le(`<html><body><p>${FRENCH} – ok</p></body></html>`), { charset: null });
  assert.equal(flatten(result.document.blocks), `${FRENCH} – ok`);
});

test('an http-equiv Content-Type declaration is read', () => {
  const bytes = latin1(`<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><p>${FRENCH}</p>`);
  assert.deepEqual(decodeHtml(bytes, 'UTF-8'), { text: new TextDecoder('windows-1252').decode(bytes), charset: 'windows-1252' });
});

test('a declaration past the first 1024 bytes is not used; the sniffed charset is', () => {
  const bytes = latin1(`<!-- ${'x'.repeat(1100)} --><meta charset="iso-8859-1"><p>${FRENCH}</p>`);
  assert.equal(decodeHtml(bytes, 'UTF-8').charset, 'utf-8');
});

test('a declaration inside a comment or with an unknown label is ignored', () => {
  const bytes = new TextEncoder().encode(`<!-- <meta charset="koi8-r"> --><meta charset="no-such-charset"><p>${FRENCH}</p>`);
  assert.deepEqual(decodeHtml(bytes, null), { text: new TextDecoder().decode(bytes), charset: 'utf-8' });
});

test('a meta declaring UTF-16 on an ASCII-compatible page means UTF-8', () => {
  const bytes = new TextEncoder().encode(`<meta charset="utf-16"><p>${FRENCH}</p>`);
  assert.equal(decodeHtml(bytes, null).charset, 'utf-8');
});

test('without any declaration, invalid UTF-8 falls back to windows-1252; odd bytes never throw', async () => {
  const bytes = latin1(`<p>${FRENCH}</p>`);
  assert.equal(decodeHtml(bytes, null).text, `<p>${FRENCH}</p>`);
  const garbage = Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256);
  for (const charset of [null, 'UTF-8', 'Shift_JIS', 'x-bogus']) {
    await run('structured', garbage, { charset });
    await run('fast', garbage, { charset });
  }
});
