// `pages` (contracts/plugin-api.ts): every mode reads only the pages asked for, keeps their
// absolute numbers, and reports the document's page count; no page at all is the metadata alone.
// The fixture has three pages, page N telling of "Quarter N".

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Block } from '@docextract/contracts/document-model';
import { handlers } from '../src/index.ts';
import { fixture, inputOf, textOf, type Mode } from './helpers.ts';

const PAGE_COUNT = 3;
const bytes = fixture('running-headers.pdf');

const pageBreaks = (blocks: Block[]) => blocks.flatMap((block) => (block.type === 'pageBreak' ? [block.page] : []));
/** The quarters the text tells of, in order: page N's is quarter N. */
const pageHeadings = (text: string) => [...text.matchAll(/Quarter (\d)/g)].map((match) => Number(match[1]));

describe('pages: only the pages asked for, by their own numbers', () => {
  for (const mode of ['structured', 'fast', 'pdfjs'] as const satisfies Mode[]) {
    test(`${mode} reads pages 2 and 3 of ${PAGE_COUNT}`, async () => {
      const result = await handlers[mode]!(inputOf(bytes, { pages: [2, 3] }));
      assert.deepEqual(pageBreaks(result.document.blocks), [2, 3]);
      assert.deepEqual(pageHeadings(textOf(result)), [2, 3]);
      assert.equal(result.metadata.pages, PAGE_COUNT);
    });
  }

  test('ocr recognises only the page asked for, and lists it by its number', async () => {
    const result = await handlers.ocr!(inputOf(bytes, { pages: [2] }));
    assert.deepEqual(pageBreaks(result.document.blocks), [2]);
    assert.deepEqual(result.metadata.raw?.ocrPages, [2]);
    assert.deepEqual(pageHeadings(textOf(result)), [2]);
    assert.equal(result.metadata.pages, PAGE_COUNT);
  });

  test('page 1 first: no page break before it, as in the whole document', async () => {
    const part = await handlers.fast!(inputOf(bytes, { pages: [1, 2] }));
    assert.deepEqual(pageBreaks(part.document.blocks), [2]);
    assert.deepEqual(pageHeadings(textOf(part)), [1, 2]);
  });

  test('the parts of a document, joined, are the whole document', async () => {
    const whole = textOf(await handlers.fast!(inputOf(bytes)));
    const first = textOf(await handlers.fast!(inputOf(bytes, { pages: [1] })));
    const second = textOf(await handlers.fast!(inputOf(bytes, { pages: [2, 3] })));
    assert.equal(`${first}\n\n${second}`, whole);
  });

  test('no page asked for gives the metadata alone', async () => {
    for (const mode of ['structured', 'fast', 'ocr', 'pdfjs'] as const) {
      const result = await handlers[mode]!(inputOf(bytes, { pages: [] }));
      assert.deepEqual(result.document.blocks, [], mode);
      assert.equal(result.metadata.pages, PAGE_COUNT, mode);
    }
  });

  test('numbers past the last page, repeats and disorder are ignored', async () => {
    const result = await handlers.fast!(inputOf(bytes, { pages: [99, 3, 2, 3, 0, 2.5] }));
    assert.deepEqual(pageBreaks(result.document.blocks), [2, 3]);
    assert.deepEqual(pageHeadings(textOf(result)), [2, 3]);
  });
});
