// `pages` (contracts/plugin-api.ts) in a PowerPoint 97–2003 presentation: both modes walk only
// the slides asked for, keep their numbers in the show (the page break before slide 2 says 2),
// and report the slide count; no slide asked for is the metadata alone. The fixture has three
// slides: "Spring Planting Plan", "Tool Inventory" and a hidden "Backup slide".

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Block } from '@docextract/contracts/document-model';
import { fixtureBytes, pluginHarness } from '@docextract/plugin-kit/testing';
import { renderMarkdown } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';

const SLIDE_COUNT = 3;
const DECK = fixtureBytes('legacy-office', 'garden.ppt');
const MODES = ['structured', 'fast'] as const;
const { run, expectRefusal } = pluginHarness(handlers, { fileName: 'garden.ppt', mimeType: 'application/vnd.ms-powerpoint' });

const pageBreaks = (blocks: Block[]) => blocks.flatMap((block) => (block.type === 'pageBreak' ? [block.page] : []));
const slideHeadings = (blocks: Block[]) => [...renderMarkdown({ blocks }).matchAll(/^## Slide (\d+)/gm)].map((match) => Number(match[1]));

/** The fixture with every text of slide 1 (title, body, notes) overwritten with control characters, in place. */
function deckWithGarbledFirstSlide(): Uint8Array {
  const bytes = Buffer.from(fixtureBytes('legacy-office', 'garden.ppt'));
  const texts = ['Spring Planting Plan', 'Order seeds in January', 'Sow tomatoes indoors', 'Compost heap by the shed', 'Remind everyone about the watering rota.'];
  let overwritten = 0;
  for (const text of texts) {
    // A .ppt keeps text as bytes (TextBytesAtom) or as UTF-16 (TextCharsAtom); U+0001 is garbage in both.
    for (const [needle, garbage] of [[Buffer.from(text, 'latin1'), Buffer.alloc(text.length, 1)], [Buffer.from(text, 'utf16le'), Buffer.from('\u0001'.repeat(text.length), 'utf16le')]] as const) {
      for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, at + 1)) {
        garbage.copy(bytes, at);
        overwritten += 1;
      }
    }
  }
  assert.ok(overwritten >= texts.length, `only ${overwritten} texts found to overwrite`);
  return new Uint8Array(bytes);
}

describe('ppt pages: only the slides asked for, by their own numbers', () => {
  for (const mode of MODES) {
    test(`${mode}: slide 2 alone, with its break and heading`, async () => {
      const { document, metadata } = await run(mode, DECK, { pages: [2] });
      assert.equal(document.blocks[0]?.type, 'pageBreak');
      assert.deepEqual(pageBreaks(document.blocks), [2]);
      assert.deepEqual(slideHeadings(document.blocks), [2]);
      const markdown = renderMarkdown(document);
      assert.match(markdown, /Spade/);
      assert.doesNotMatch(markdown, /Spring Planting Plan|watering rota|greenhouse/);
      assert.equal(metadata.pages, SLIDE_COUNT);
    });

    test(`${mode}: no slide asked for gives the slide count alone, with the deck's properties`, async () => {
      const { document, metadata } = await run(mode, DECK, { pages: [] });
      assert.deepEqual(document.blocks, []);
      assert.equal(metadata.pages, SLIDE_COUNT);
      assert.deepEqual(metadata, (await run(mode, DECK)).metadata);
    });

    test(`${mode}: numbers past the last slide are ignored`, async () => {
      const { document } = await run(mode, DECK, { pages: [3, 4, 80] });
      assert.deepEqual(pageBreaks(document.blocks), [3]);
      assert.deepEqual(slideHeadings(document.blocks), [3]);
    });

    test(`${mode}: the parts of a deck, joined, are the whole deck`, async () => {
      const whole = await run(mode, DECK);
      const first = await run(mode, DECK, { pages: [1, 2] });
      const last = await run(mode, DECK, { pages: [3] });
      assert.deepEqual([...first.document.blocks, ...last.document.blocks], whole.document.blocks);
    });
  }

  for (const mode of MODES) {
    test(`${mode}: a skipped slide is never walked`, async () => {
      const bytes = deckWithGarbledFirstSlide();
      await expectRefusal(mode, bytes, 'corrupt');
      const { document } = await run(mode, bytes, { pages: [2, 3] });
      assert.deepEqual(pageBreaks(document.blocks), [2, 3]);
      assert.match(renderMarkdown(document), /Spade/);
    });
  }
});
