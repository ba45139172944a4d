// OCR: the scanned fixture (a JPEG, no text layer) in `ocr` mode, a document mixing a typed
// page with a scanned one in `structured`, where only the scanned page is recognised, and a
// scanned form whose letterhead, headings and list come through the layout rules.
// Tesseract takes a second or two a page: three small pages are all this suite recognises.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { markdownOf, missing, run, textOf } from './helpers.ts';

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

  test('ocr: a scanned form keeps its letterhead, its headings by type size, its list and its paragraphs', { skip: missing('form-scan.pdf') }, async () => {
    const markdown = markdownOf(await run('ocr', 'form-scan.pdf'));
    const lines = markdown.split('\n');
    assert.equal(lines[0], '# SEATTLE GENERAL HOSPITAL', markdown);
    for (const heading of ['Patient Admission Form', 'Patient Details', 'Before Admission']) assert.ok(lines.includes(`## ${heading}`), `## ${heading} in:\n${markdown}`);
    assert.match(markdown, /^Please complete every field below in block capitals and sign at the bottom of the page before handing the form to the front desk\.$/m);
    assert.match(markdown, /^1\. Bring a list of the medicines you take\.\n2\. Do not eat after midnight\.\n3\. Leave jewellery and valuables at home\.$/m);
  });
});
