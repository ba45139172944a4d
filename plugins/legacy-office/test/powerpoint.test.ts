// PowerPoint 97–2003 (.ppt) from the generated fixture: slides in show order from the newest
// save, titles as "Slide N: title" headings, bulleted bodies as lists, a free text box, a table
// rebuilt from its cell anchors, a hidden slide marked, notes as a quote; then what is refused.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TableBlock } from '@docextract/contracts/document-model';
import { fixture, markdownOf, reasonOf, run, textOf } from './helpers.ts';

describe('legacy-office plugin: PowerPoint presentations', () => {
  test('structured: a section per slide with its title, list, text box and notes', async () => {
    const result = await run('structured', fixture('garden.ppt'));
    const markdown = markdownOf(result);
    assert.match(markdown, /^## Slide 1: Spring Planting Plan$/m);
    assert.match(markdown, /^- Order seeds in January\n- Sow tomatoes indoors$/m);
    assert.match(markdown, /^Compost heap by the shed$/m);
    assert.match(markdown, /^> \*\*Notes:\*\* Remind everyone about the watering rota\.$/m);
    assert.match(markdown, /^## Slide 2: Tool Inventory$/m);
    assert.match(markdown, /^## Slide 3 \(hidden\): Backup slide$/m);
    assert.deepEqual(
      result.document.blocks.filter((block) => block.type === 'pageBreak').map((block) => block.type === 'pageBreak' && block.page),
      [1, 2, 3],
    );
  });

  test('the newest save wins: the title of the first save is not shown', async () => {
    assert.doesNotMatch(textOf(await run('structured', fixture('garden.ppt'))), /Draft title/);
  });

  test('a table is rebuilt from the cells\' anchors', async () => {
    const result = await run('structured', fixture('garden.ppt'));
    const table = result.document.blocks.find((block): block is TableBlock => block.type === 'table');
    assert.deepEqual(
      table?.rows.map((row) => row.cells.map((cell) => cell.content.map((inline) => (inline.type === 'text' ? inline.text : '')).join(''))),
      [['Tool', 'Price'], ['Spade', '12'], ['Rake', '']],
    );
  });

  test('metadata: SummaryInformation, pages = slides', async () => {
    const { metadata } = await run('structured', fixture('garden.ppt'));
    assert.equal(metadata.title, 'Garden Plans');
    assert.equal(metadata.creator, 'Ada Gardener');
    assert.equal(metadata.lastAuthor, 'Grace Hopper');
    assert.equal(metadata.modified, '2024-03-02T10:15:00.000Z');
    assert.equal(metadata.pages, 3);
  });

  test('fast: every text as a paragraph under "Slide N", notes and cells included', async () => {
    const result = await run('fast', fixture('garden.ppt'));
    const text = textOf(result);
    for (const line of ['Slide 1', 'Spring Planting Plan', 'Order seeds in January', 'Remind everyone about the watering rota.', 'Spade', 'Hidden greenhouse budget']) {
      assert.ok(text.includes(line), `"${line}" in:\n${text}`);
    }
    assert.ok(result.document.blocks.every((block) => ['pageBreak', 'heading', 'paragraph'].includes(block.type)));
  });

  test('more slides than the page limit: too large', async () => {
    assert.equal(await reasonOf(run('structured', fixture('garden.ppt'), { limits: { maxPages: 2, maxOutputChars: 1000 } })), 'too-large');
  });

  test('encrypted: unsupported; text atoms of control characters: corrupt, never garbage', async () => {
    for (const mode of ['structured', 'fast'] as const) {
      assert.equal(await reasonOf(run(mode, fixture('encrypted.ppt'))), 'unsupported');
      assert.equal(await reasonOf(run(mode, fixture('garbage.ppt'))), 'corrupt');
    }
  });
});
