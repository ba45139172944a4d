import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TableBlock } from '@docextract/contracts/document-model';
import { isBadInputError } from '@docextract/contracts/plugin-api';
import { renderMarkdown, renderPlainText } from '@docextract/plugin-kit/testing/render';
import { LIMITS, fixture, run, withParts } from './helpers.ts';

const DECK = fixture('deck.odp');
const ODP = { fileName: 'deck.odp', mimeType: 'application/vnd.oasis.opendocument.presentation' };

const VECTORS: Array<{ feature: string; mustInclude: RegExp[]; mustNotInclude?: RegExp[] }> = [
  { feature: 'one section per slide, each a "Slide N: title" heading', mustInclude: [/^## Slide 1: Duck Survey 2024\n\nResults from the spring count$[\s\S]*^## Slide 2: Counts by pond$/m] },
  { feature: 'a table in a frame, with its merged cell', mustInclude: [/^\| Pond \| Spring and autumn \| {2}\|$/m, /^\| South pond \| 4 \| 7 \|$/m] },
  { feature: 'speaker notes, marked, after the slide content', mustInclude: [/^> \*\*Notes:\*\* Remember to mention the heron sighting\.$/m, /^> \*\*Notes:\*\* First line of notes\.\n>\n> Second line of notes\.$/m] },
  { feature: 'an outline with a nested item and bold', mustInclude: [/^- Numbers went \*\*up\*\*\n {2}- Mostly mallards\n- Fewer coots$/m] },
  {
    feature: 'text boxes, shapes with text and picture descriptions, in document order',
    mustInclude: [/^A side note about the lake\n\nShape text about reeds\n\n\\\[A bar chart of the counts\\\]$/m],
  },
  { feature: 'footer and page-number frames are page furniture', mustInclude: [], mustNotInclude: [/Company footer/, /^2$/m] },
];

describe('opendocument plugin: presentations, structured mode', () => {
  for (const vector of VECTORS) {
    test(vector.feature, async () => {
      const markdown = renderMarkdown((await run('structured', DECK, ODP)).document);
      for (const pattern of vector.mustInclude) assert.match(markdown, pattern);
      for (const pattern of vector.mustNotInclude ?? []) assert.doesNotMatch(markdown, pattern);
    });
  }

  test('a page break opens each slide; pages = slides; metadata from meta.xml', async () => {
    const { document, metadata } = await run('structured', DECK, ODP);
    const pages = document.blocks.flatMap((block) => (block.type === 'pageBreak' ? [block.page] : []));
    assert.deepEqual(pages, [1, 2]);
    assert.equal(metadata.pages, 2);
    assert.equal(metadata.title, 'Duck Survey Deck');
    assert.equal(metadata.creator, 'Ada Lovelace');
    assert.equal(metadata.lastAuthor, 'Grace Hopper');
    assert.equal(metadata.raw?.['object-count'], 12);
    const table = document.blocks.find((block): block is TableBlock => block.type === 'table');
    assert.equal(table?.rows[0]?.cells[1]?.colSpan, 2);
  });

  test('a hidden slide is read and marked', async () => {
    const bytes = await withParts(DECK, { 'content.xml': (xml) => xml.replace('draw:name="Slide2" draw:style-name="dp1"', 'draw:name="Slide2" draw:style-name="dpHidden"') });
    assert.match(renderMarkdown((await run('structured', bytes, ODP)).document), /^## Slide 2 \(hidden\): Counts by pond$/m);
  });

  test('a slide without a title is "Slide N"', async () => {
    const bytes = await withParts(DECK, { 'content.xml': (xml) => xml.replace('<text:p>Counts by pond</text:p>', '<text:p/>') });
    assert.match(renderMarkdown((await run('structured', bytes, ODP)).document), /^## Slide 2$/m);
  });

  test('stops after the slide that passes the output limit; more slides than maxPages is refused', async () => {
    const result = await run('structured', DECK, { ...ODP, limits: { ...LIMITS, maxOutputChars: 40 } });
    assert.equal(result.document.blocks.filter((block) => block.type === 'pageBreak').length, 1);
    assert.equal(result.metadata.raw?.truncated, true);
    await assert.rejects(run('structured', DECK, { ...ODP, limits: { ...LIMITS, maxPages: 1 } }), (error: unknown) => isBadInputError(error) && error.reason === 'too-large');
  });
});

describe('opendocument plugin: presentations, fast mode', () => {
  test('every slide text and the notes, slides in order', async () => {
    const result = await run('fast', DECK, ODP);
    const text = renderPlainText(result.document);
    const order = ['Slide 1', 'Duck Survey 2024', 'North pond', 'Remember to mention the heron', 'Slide 2', 'Counts by pond', 'Mostly mallards', 'Shape text about reeds', 'Second line of notes'];
    let from = 0;
    for (const expected of order) {
      const at = text.indexOf(expected, from);
      assert.ok(at >= 0, `fast mode lost "${expected}" (or it came out of order)`);
      from = at;
    }
    assert.equal(result.metadata.pages, 2);
  });
});
