// Word 97–2003 (.doc) from the generated fixtures: the body as paragraphs, the footnote after a
// rule, SummaryInformation mapped to the contract's metadata; and every way a .doc is refused.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fixture, markdownOf, reasonOf, run, textOf } from './helpers.ts';

describe('legacy-office plugin: Word documents', () => {
  test('structured: paragraphs in order, the footnote after a rule, no control characters', async () => {
    const result = await run('structured', fixture('almanac.doc'));
    assert.deepEqual(result.document.blocks, [
      { type: 'paragraph', content: [{ type: 'text', text: 'Garden Almanac for the year' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Plant tulips before the first frost.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Water the roses at dawn, never at noon.' }] },
      { type: 'rule' },
      { type: 'paragraph', content: [{ type: 'text', text: 'Frost dates vary by region.' }] },
    ]);
    // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
    assert.doesNotMatch(markdownOf(result), /[\x00-\x08]/);
  });

  test('metadata from the SummaryInformation property set', async () => {
    const { metadata } = await run('structured', fixture('almanac.doc'));
    assert.equal(metadata.title, 'Garden Almanac');
    assert.equal(metadata.subject, 'Spring planting');
    assert.equal(metadata.creator, 'Ada Gardener');
    assert.equal(metadata.lastAuthor, 'Grace Hopper');
    assert.equal(metadata.created, '2024-03-01T09:30:00.000Z');
    assert.equal(metadata.modified, '2024-03-02T10:15:00.000Z');
    assert.equal(metadata.pages, 1);
    assert.equal(metadata.raw?.author, 'Ada Gardener');
  });

  test('fast: the same text as paragraphs', async () => {
    const text = textOf(await run('fast', fixture('almanac.doc')));
    assert.match(text, /Plant tulips before the first frost\./);
    assert.match(text, /Frost dates vary by region\./);
  });

  test('encrypted (fEncrypted), Word 95, an Excel workbook under a .doc name: unsupported', async () => {
    for (const mode of ['structured', 'fast'] as const) {
      assert.equal(await reasonOf(run(mode, fixture('encrypted.doc'))), 'unsupported');
      assert.equal(await reasonOf(run(mode, fixture('word95.doc'))), 'unsupported');
      assert.equal(await reasonOf(run(mode, fixture('workbook-named.doc'))), 'unsupported');
    }
  });

  test('not an OLE file, a damaged OLE header, a WordDocument stream without its FIB: corrupt', async () => {
    assert.equal(await reasonOf(run('structured', fixture('not-ole.doc'))), 'corrupt');
    assert.equal(await reasonOf(run('structured', fixture('broken-ole.doc'))), 'corrupt');
    assert.equal(await reasonOf(run('structured', new Uint8Array(0))), 'corrupt');
    // The fixture cut in half: the OLE sectors the directory points at are gone.
    const cut = fixture('almanac.doc');
    assert.equal(await reasonOf(run('structured', cut.subarray(0, cut.length / 2))), 'corrupt');
  });
});
