// OCR: the scanned fixture (a JPEG, no text layer) in `ocr` mode, and a document mixing a typed
// page with a scanned one in `structured`, where only the scanned page is recognised.
// Tesseract takes a second or two a page: two small pages are all this suite recognises.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { missing, run, textOf } from './helpers.ts';

describe('pdf plugin: OCR', () => {
  test('ocr: a scanned page is recognised (English words)', { skip: missing('scanned.pdf') }, async () => {
    const result = await run('ocr', 'scanned.pdf');
    const text = textOf(result).toLowerCase();
    for (const word of ['invoice', 'quick', 'brown', 'fox', 'lazy', 'dog']) assert.ok(text.includes(word), `"${word}" in:\n${text}`);
    assert.match(text, /4521/);
    assert.deepEqual(result.metadata.raw?.ocrPages, [1]);
  });

  test('structured: a mixed document gets its text layer and OCR for the scanned page', { skip: missing('mixed.pdf') }, async () => {
    const result = await run('structured', 'mixed.pdf');
    const text = textOf(result);
    assert.match(text, /This first page has a real text layer about gardens and greenhouses/);
    assert.match(text.toLowerCase(), /quick brown fox/);
    assert.deepEqual(result.metadata.raw?.ocrPages, [2]);
    assert.deepEqual(
      result.document.blocks.filter((block) => block.type === 'pageBreak'),
      [{ type: 'pageBreak', page: 2 }],
    );
  });
});
