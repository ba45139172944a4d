import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TableBlock } from '@docextract/contracts/document-model';
import { renderMarkdown, renderPlainText } from '@docextract/plugin-kit/testing/render';
import { LIMITS, fixture, run, withParts } from './helpers.ts';

const BOOK = fixture('book.epub');

const VECTORS: Array<{ feature: string; mustInclude: RegExp[]; mustNotInclude?: RegExp[] }> = [
  {
    feature: 'chapters in spine order (not manifest order), each opened by a page break',
    mustInclude: [/^# Chapter One: Eggs$[\s\S]*^<!-- page 2 -->\n\n## Interlude at the Pond$[\s\S]*^<!-- page 3 -->\n\n## Chapter Three: Flight$/m],
  },
  { feature: 'a chapter without a heading takes its name from the nav document (not the NCX)', mustInclude: [/^## Interlude at the Pond\n\nRain fell/m], mustNotInclude: [/NCX name/] },
  {
    feature: 'EPUB 2 XHTML with a DOCTYPE and HTML entities; emphasis; web links kept, links between chapters as text',
    mustInclude: [/^The eggs were laid in \*early\u00a0March\* — \*\*nine\*\* of them\. See \[the egg survey\]\(https:\/\/example\.org\/eggs\) and the next chapter\.$/m],
  },
  { feature: 'nested lists', mustInclude: [/^- Mallard eggs\n {2}1\. Pale green\n {2}2\. Smooth\n- Coot eggs$/m] },
  { feature: 'verse keeps its line breaks, without the source indentation', mustInclude: [/^Nine eggs in the reeds, {2}\none duck to keep them warm, {2}\nno fox in sight\.$/m] },
  { feature: 'a table with a header row and a span, a quote, preformatted text', mustInclude: [/^\| Duck \| First flights \| {2}\|\n\| --- \| --- \| --- \|\n\| Ada \| June \| July \|$/m, /^> Ducks fly when they are ready\.$/m, /^```\nwing {2}beats: 1 2 3\nglide\n```$/m] },
  { feature: 'a picture: its alt text and caption', mustInclude: [/^\\\[A duckling asleep\\\]\n\nThe first duckling\.$/m] },
  { feature: 'nothing hidden, scripted, or from the head', mustInclude: [], mustNotInclude: [/Hidden draft/, /script text/, /^Eggs$/m, /tracking/] },
];

describe('epub plugin: structured mode', () => {
  for (const vector of VECTORS) {
    test(vector.feature, async () => {
      const markdown = renderMarkdown((await run('structured', BOOK)).document);
      for (const pattern of vector.mustInclude) assert.match(markdown, pattern);
      for (const pattern of vector.mustNotInclude ?? []) assert.doesNotMatch(markdown, pattern);
    });
  }

  test('metadata from the OPF; pages = chapters in the spine', async () => {
    const { document, metadata } = await run('structured', BOOK);
    assert.equal(metadata.title, 'The Duck Book');
    assert.equal(metadata.creator, 'Ada Lovelace');
    assert.equal(metadata.lastAuthor, null);
    assert.equal(metadata.subject, 'Ducks; Ponds');
    assert.equal(metadata.created, '2024-02-01');
    assert.equal(metadata.modified, '2024-03-02T10:00:00Z');
    assert.equal(metadata.raw?.publisher, 'Pond Press');
    assert.equal(metadata.raw?.language, 'en');
    assert.equal(metadata.pages, 3);
    assert.deepEqual(document.blocks.flatMap((block) => (block.type === 'pageBreak' ? [block.page] : [])), [1, 2, 3]);
    assert.equal(document.blocks.find((block): block is TableBlock => block.type === 'table')?.headerRows, 1);
  });

  test('without a nav document the NCX names the chapter', async () => {
    const bytes = await withParts(BOOK, { 'OEBPS/content.opf': (opf) => opf.replace(' properties="nav"', '') });
    assert.match(renderMarkdown((await run('structured', bytes)).document), /^## Interlude \(NCX name\)$/m);
  });

  test('a chapter that is not well-formed XML is read as HTML, with or without extractEmbedded', async () => {
    const soup = '<html><body><h2>Soup chapter</h2><p>First <b>bold</b> paragraph<p>Second paragraph &amp; more<br></body></html>';
    const bytes = await withParts(BOOK, { 'OEBPS/text/chapter-two.xhtml': () => soup });
    const markdown = renderMarkdown((await run('structured', bytes)).document);
    assert.match(markdown, /^## Soup chapter\n\nFirst \*\*bold\*\* paragraph\n\nSecond paragraph & more$/m);
    const alone = renderPlainText((await run('structured', bytes, { extractEmbedded: undefined })).document);
    assert.match(alone, /^Soup chapter$/m);
    assert.match(alone, /^Second paragraph & more$/m);
  });

  test('stops after the chapter that passes the output limit', async () => {
    const result = await run('structured', BOOK, { limits: { ...LIMITS, maxOutputChars: 60 } });
    assert.equal(result.document.blocks.filter((block) => block.type === 'pageBreak').length, 1);
    assert.equal(result.metadata.raw?.truncated, true);
  });
});

describe('epub plugin: fast mode', () => {
  test('each chapter\'s text in spine order; nothing scripted or hidden in the head', async () => {
    const result = await run('fast', BOOK);
    const text = renderPlainText(result.document);
    const order = ['Chapter One: Eggs', 'early March — nine', 'Pale green', 'no fox in sight', 'Rain fell', 'Chapter Three: Flight', 'Ada', 'glide'];
    let from = 0;
    for (const expected of order) {
      const at = text.indexOf(expected, from);
      assert.ok(at >= 0, `fast mode lost "${expected}" (or it came out of order)`);
      from = at;
    }
    assert.doesNotMatch(text, /script text|^Eggs$/m);
    assert.equal(result.metadata.pages, 3);
    assert.equal(result.metadata.title, 'The Duck Book');
  });
});
