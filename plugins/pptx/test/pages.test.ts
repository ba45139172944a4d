// `pages` (contracts/plugin-api.ts): both modes read only the slides asked for, keep their
// numbers in the deck ("Slide 2" is still slide 2, its page break says 2), and report the
// deck's slide count; no slide asked for is the metadata alone. The fixture deck has three
// slides, and its part names are not its order: slide 2 is slide3.xml.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import JSZip from 'jszip';
import type { Block } from '@docextract/contracts/document-model';
import { fixtureBytes, pluginHarness } from '@docextract/plugin-kit/testing';
import { renderMarkdown } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';

const SLIDE_COUNT = 3;
const DECK = fixtureBytes('office', 'deck.pptx');
const MODES = ['structured', 'fast'] as const;
const { run, expectRefusal } = pluginHarness(handlers, { fileName: 'deck.pptx', mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' });

const pageBreaks = (blocks: Block[]) => blocks.flatMap((block) => (block.type === 'pageBreak' ? [block.page] : []));
/** The slide numbers of the "Slide N" headings, in order. */
const slideHeadings = (blocks: Block[]) => [...renderMarkdown({ blocks }).matchAll(/^## Slide (\d+)/gm)].map((match) => Number(match[1]));

/** The fixture deck with the first slide's part made unreadable (not XML at all). */
async function deckWithBrokenFirstSlide(): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(DECK);
  zip.file('ppt/slides/slide1.xml', '<p:sld><unclosed');
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

describe('pptx pages: only the slides asked for, by their own numbers', () => {
  for (const mode of MODES) {
    test(`${mode}: slide 2 alone, with its break and heading`, async () => {
      const { document, metadata } = await run(mode, DECK, { pages: [2] });
      assert.equal(document.blocks[0]?.type, 'pageBreak');
      assert.deepEqual(pageBreaks(document.blocks), [2]);
      assert.deepEqual(slideHeadings(document.blocks), [2]);
      const markdown = renderMarkdown(document);
      assert.match(markdown, /North pond/);
      assert.doesNotMatch(markdown, /Duck Survey 2024|Ducks counted per season/);
      assert.equal(metadata.pages, SLIDE_COUNT);
    });

    test(`${mode}: no slide asked for gives the slide count alone, with the deck's properties`, async () => {
      const { document, metadata } = await run(mode, DECK, { pages: [] });
      assert.deepEqual(document.blocks, []);
      assert.equal(metadata.pages, SLIDE_COUNT);
      assert.deepEqual(metadata, (await run(mode, DECK)).metadata);
    });

    test(`${mode}: numbers past the last slide are ignored`, async () => {
      const { document } = await run(mode, DECK, { pages: [3, 4, 99] });
      assert.deepEqual(pageBreaks(document.blocks), [3]);
      assert.deepEqual(slideHeadings(document.blocks), [3]);
    });

    test(`${mode}: the parts of a deck, joined, are the whole deck`, async () => {
      const whole = await run(mode, DECK);
      const first = await run(mode, DECK, { pages: [1] });
      const rest = await run(mode, DECK, { pages: [2, 3] });
      assert.deepEqual([...first.document.blocks, ...rest.document.blocks], whole.document.blocks);
    });

    test(`${mode}: a skipped slide is never parsed`, async () => {
      const bytes = await deckWithBrokenFirstSlide();
      await expectRefusal(mode, bytes, 'corrupt');
      const { document } = await run(mode, bytes, { pages: [2, 3] });
      assert.deepEqual(pageBreaks(document.blocks), [2, 3]);
    });
  }
});
