// `pages` (contracts/plugin-api.ts) in a presentation: both modes read only the slides asked
// for, keep their numbers in the show ("Slide 2" is still slide 2, its page break says 2), and
// report the slide count; no slide asked for is the metadata alone. The fixture deck has two
// slides: "Duck Survey 2024", then "Counts by pond".

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Block } from '@docextract/contracts/document-model';
import { fixtureBytes, pluginHarness } from '@docextract/plugin-kit/testing';
import { renderMarkdown } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';

const SLIDE_COUNT = 2;
const DECK = fixtureBytes('opendocument', 'deck.odp');
const MODES = ['structured', 'fast'] as const;
const { run } = pluginHarness(handlers, { fileName: 'deck.odp', mimeType: 'application/vnd.oasis.opendocument.presentation' });

const pageBreaks = (blocks: Block[]) => blocks.flatMap((block) => (block.type === 'pageBreak' ? [block.page] : []));
const slideHeadings = (blocks: Block[]) => [...renderMarkdown({ blocks }).matchAll(/^## Slide (\d+)/gm)].map((match) => Number(match[1]));

describe('odp pages: only the slides asked for, by their own numbers', () => {
  for (const mode of MODES) {
    test(`${mode}: slide 2 alone, with its break and heading`, async () => {
      const { document, metadata } = await run(mode, DECK, { pages: [2] });
      assert.equal(document.blocks[0]?.type, 'pageBreak');
      assert.deepEqual(pageBreaks(document.blocks), [2]);
      assert.deepEqual(slideHeadings(document.blocks), [2]);
      const markdown = renderMarkdown(document);
      assert.match(markdown, /Mostly mallards/);
      assert.doesNotMatch(markdown, /Duck Survey 2024|heron/);
      assert.equal(metadata.pages, SLIDE_COUNT);
    });

    test(`${mode}: no slide asked for gives the slide count alone, with the deck's properties`, async () => {
      const { document, metadata } = await run(mode, DECK, { pages: [] });
      assert.deepEqual(document.blocks, []);
      assert.equal(metadata.pages, SLIDE_COUNT);
      assert.deepEqual(metadata, (await run(mode, DECK)).metadata);
    });

    test(`${mode}: numbers past the last slide are ignored`, async () => {
      const { document } = await run(mode, DECK, { pages: [1, 3, 50] });
      assert.deepEqual(pageBreaks(document.blocks), [1]);
      assert.deepEqual(slideHeadings(document.blocks), [1]);
    });

    test(`${mode}: the parts of a deck, joined, are the whole deck`, async () => {
      const whole = await run(mode, DECK);
      const first = await run(mode, DECK, { pages: [1] });
      const second = await run(mode, DECK, { pages: [2] });
      assert.deepEqual([...first.document.blocks, ...second.document.blocks], whole.document.blocks);
    });
  }
});
