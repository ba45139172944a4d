// The layout steps on runs made up here, where the fixtures would hide the edge: reading
// order, joining and de-hyphenation, list markers, right-to-left pieces, tables, furniture,
// heading levels over a whole document.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Block } from '@docextract/contracts/document-model';
import { createVocabulary } from '@docextract/plugin-kit/vocabulary';
import { buildSegments } from '../src/build-segments.ts';
import { findFurniture } from '../src/furniture.ts';
import type { PageLines, TextRun } from '../src/layout-types.ts';
import { isBareMarker, listMarker } from '../src/list-markers.ts';
import { readingOrder } from '../src/reading-order.ts';
import { orderPieces, repairArabicLigatures } from '../src/rtl-text.ts';
import { structureDocument } from '../src/structure-document.ts';
import { findTables } from '../src/tables.ts';
import { markdownOf, run as extract } from './helpers.ts';

const run = (text: string, x: number, y: number, fontSize = 10, extra: Partial<TextRun> = {}): TextRun => ({
  text,
  x,
  y,
  width: text.length * fontSize * 0.5,
  fontSize,
  fontId: 'f1',
  rtl: false,
  monospace: false,
  ...extra,
});

const linesOf = (runs: TextRun[]) => readingOrder(buildSegments(runs));

/** Pages of runs through the whole of `structured`'s layout. */
const structure = (pages: TextRun[][]): Block[] =>
  structureDocument(
    pages.map((runs, index) => ({ page: index + 1, kind: 'text', layout: { page: index + 1, width: 612, height: 792, lines: linesOf(runs) } })),
    createVocabulary(),
  );

const headingsOf = (blocks: Block[]) =>
  blocks.flatMap((block) => (block.type === 'heading' ? [`${'#'.repeat(block.level)} ${block.content.map((inline) => (inline.type === 'text' ? inline.text : '')).join('')}`] : []));

const BODY = 'The body text of this page runs on for a good many words so that the body size is known.';

describe('reading order', () => {
  test('two columns with shared baselines are read column by column, under a full-width title', () => {
    const runs = [run('A title that spans both of the columns of this page', 50, 40, 14)];
    for (let row = 0; row < 6; row += 1) {
      runs.push(run(`left column words in row number ${row}`, 50, 80 + row * 12));
      runs.push(run(`right column words in row number ${row}`, 300, 80 + row * 12));
    }
    const texts = linesOf(runs).map((line) => line.text);
    assert.equal(texts[0], 'A title that spans both of the columns of this page');
    assert.deepEqual(texts.slice(1, 7), [0, 1, 2, 3, 4, 5].map((row) => `left column words in row number ${row}`));
    assert.deepEqual(texts.slice(7), [0, 1, 2, 3, 4, 5].map((row) => `right column words in row number ${row}`));
  });

  test('short cells side by side are a table, read row by row', () => {
    const runs: TextRun[] = [];
    for (let row = 0; row < 4; row += 1) for (let column = 0; column < 3; column += 1) runs.push(run(`c${row}${column}`, 50 + column * 120, 80 + row * 14));
    const lines = linesOf(runs);
    assert.deepEqual(lines.map((line) => line.text), ['c00 c01 c02', 'c10 c11 c12', 'c20 c21 c22', 'c30 c31 c32']);
    const [span] = findTables(lines);
    assert.equal(span?.table.rows.length, 4);
    assert.equal(span?.table.rows[0]!.cells.length, 3);
  });

  test('a gap beside a centred line above two columns is no gutter of theirs', () => {
    // A centred affiliation with a note stamped beside it, then a heading whose row holds the
    // first line of the right column, then two columns whose baselines are staggered.
    const runs = [run('University of Somewhere', 220, 40), run('A note', 420, 40)];
    runs.push(run('Abstract', 50, 80, 11), run('right column opens here with its first line', 300, 80));
    for (let row = 0; row < 5; row += 1) {
      runs.push(run(`left column words in row number ${row}`, 50, 94 + row * 10));
      runs.push(run(`right column words in row number ${row}`, 300, 90 + row * 10));
    }
    const texts = linesOf(runs).map((line) => line.text);
    const leftEnd = texts.indexOf('left column words in row number 4');
    assert.ok(texts.indexOf('right column opens here with its first line') > leftEnd, texts.join(' | '));
    assert.equal(texts.indexOf('right column opens here with its first line') + 1, texts.indexOf('right column words in row number 0'), texts.join(' | '));
  });

  test('justified lines pulled wide apart are text, not a table', () => {
    // Two lines of a justified column, each word set apart by the same stretched space.
    const words = (texts: string[], y: number) => {
      let x = 50;
      return texts.map((text) => {
        const word = run(text, x, y);
        x += word.width + 30;
        return word;
      });
    };
    const runs = [...words(['about', 'sixty', 'micro', 'metres', 'wide'], 50), ...words(['electro', 'static', 'pull', 'down', 'arms'], 62)];
    assert.equal(findTables(linesOf(runs)).length, 0);
    // A table's gaps vary with its cells: the same rows with uneven columns stay a table.
    const cells = (texts: string[], y: number) => texts.map((text, index) => run(text, [50, 95, 200, 228, 330][index]!, y));
    const table = [...cells(['Pond', 'North', 'Ducks', '12', 'Yes'], 50), ...cells(['Lake', 'South', 'Geese', '7', 'No'], 62)];
    assert.equal(findTables(linesOf(table)).length, 1);
  });

  test('runs close together join, with a space where a word space is', () => {
    const lines = linesOf([run('Hel', 50, 50), run('lo', 65, 50), run('world', 81, 50)]);
    assert.equal(lines[0]?.text, 'Hello world');
  });

  test('a superscript stays on its line', () => {
    const lines = linesOf([run('Footnote', 50, 50), run('1', 90, 46, 6), run('follows here', 96, 50)]);
    assert.equal(lines.length, 1);
    assert.equal(lines[0]?.text, 'Footnote 1 follows here');
  });
});

describe('list markers', () => {
  test('bullets and enumerators', () => {
    assert.deepEqual(listMarker('• first item'), { ordered: false, number: null, rest: 'first item', length: 2 });
    assert.equal(listMarker('3. third')?.number, 3);
    assert.equal(listMarker('(b) second')?.number, 2);
    assert.equal(listMarker('iv. fourth')?.number, 4);
    assert.equal(listMarker('\uf0b7 Symbol-font bullet')?.ordered, false);
  });
  test('not markers: section numbers, names, hyphenated words, decimals', () => {
    for (const text of ['5.1 Hyper Parameter Optimization', 'A. Smith wrote it', '-based on', '3.14 is pi']) assert.equal(listMarker(text), null, text);
  });
  test('a marker alone', () => {
    assert.ok(isBareMarker('•') && isBareMarker('12.') && isBareMarker('(a)'));
    assert.ok(!isBareMarker('word') && !isBareMarker('2024'));
  });
});

describe('right to left', () => {
  test('pieces of a right-to-left line are read from the right; a Latin stretch stays left to right', () => {
    const pieces = [
      { x: 300, rtl: true, text: 'first' },
      { x: 150, rtl: false, text: 'Python' },
      { x: 200, rtl: false, text: '3.12' },
      { x: 50, rtl: true, text: 'last' },
    ];
    assert.deepEqual(orderPieces(pieces, true).map((piece) => piece.text), ['first', 'Python', '3.12', 'last']);
  });
  test('the reversed lam-alef ligature before a hamza is put back', () => {
    assert.equal(repairArabicLigatures('اإلنتاجية'), 'الإنتاجية');
    assert.equal(repairArabicLigatures('البرمجة'), 'البرمجة');
  });
});

describe('furniture', () => {
  const page = (number: number, header: string, body: string, footer: string): PageLines => ({
    page: number,
    width: 600,
    height: 800,
    lines: linesOf([run(header, 50, 40, 8), run(body, 50, 300), run(footer, 280, 780, 8)]),
  });
  test('a running header and "Page n" footers repeat: furniture; the body stays', () => {
    const pages = [1, 2, 3].map((number) => page(number, 'Annual Report 2024', `Body text of page ${number} that differs.`, `Page ${number}`));
    const furniture = findFurniture(pages, 10);
    const kept = pages.flatMap((each) => each.lines.filter((line) => !furniture.has(line)).map((line) => line.text));
    assert.deepEqual(kept, [1, 2, 3].map((number) => `Body text of page ${number} that differs.`));
  });

  test('on a single page: a top line with a page number set apart is a running header; a year is not', () => {
    const header: PageLines = { page: 9, width: 600, height: 800, lines: linesOf([run('Optimized Table Tokenization', 50, 40, 8), run('9', 500, 40, 8), run('Body text of the page.', 50, 300)]) };
    assert.deepEqual([...findFurniture([header], 10)].map((line) => line.text), ['Optimized Table Tokenization 9']);
    const table: PageLines = { page: 1, width: 600, height: 800, lines: linesOf([run('Revenue', 50, 40), run('2024', 500, 40), run('Body text of the page.', 50, 300)]) };
    assert.equal(findFurniture([table], 10).size, 0);
  });
});

describe('heading levels', () => {
  // Below the top margin: a title repeated in the margin of every page is a running header.
  const invoicePage = (): TextRun[] => {
    const runs = [run('Invoice 4521', 50, 160, 20), run('Bill To', 50, 210, 14)];
    for (let row = 0; row < 4; row += 1) runs.push(run(`${BODY} Row ${row}.`, 50, 230 + row * 12));
    runs.push(run('Items Ordered', 50, 300, 14));
    for (let row = 0; row < 4; row += 1) runs.push(run(`${BODY} Item ${row}.`, 50, 320 + row * 12));
    return runs;
  };

  test('two identical pages of one document get identical levels', () => {
    const headings = headingsOf(structure([invoicePage(), invoicePage()]));
    assert.equal(headings.length, 6, headings.join('\n'));
    assert.deepEqual(headings.slice(3), headings.slice(0, 3));
    assert.deepEqual(headings.slice(0, 3), ['# Invoice 4521', '## Bill To', '## Items Ordered']);
  });

  test('a title that is not the largest type is level 1 on every copy of the page', () => {
    const page = (): TextRun[] => [run('Invoice 4521', 50, 160, 16), run('Bill To', 50, 200, 14), run(BODY, 50, 220), run(BODY, 50, 232), run('Total Due', 50, 280, 20), run(BODY, 50, 300)];
    const headings = headingsOf(structure([page(), page()]));
    assert.deepEqual(headings.slice(0, 3), ['# Invoice 4521', '### Bill To', '## Total Due']);
    assert.deepEqual(headings.slice(3), headings.slice(0, 3));
  });

  test('a part read on another thread, opening mid-document with a heading, gets no title', () => {
    const page = (): TextRun[] => [run('Chapter Notes', 50, 160, 16), run(BODY, 50, 200), run(BODY, 50, 212), run('Part Two', 50, 280, 20), run(BODY, 50, 300)];
    const part = structureDocument(
      [21, 22].map((number) => ({ page: number, kind: 'text' as const, layout: { page: number, width: 612, height: 792, lines: linesOf(page()) } })),
      createVocabulary(),
    );
    assert.deepEqual(headingsOf(part).slice(0, 2), ['## Chapter Notes', '# Part Two']);
  });

  test('levels are ranked over the whole document, not per page', () => {
    const first = [run('Annual Report', 50, 60, 24), run('Revenue', 50, 110, 16), run(BODY, 50, 130), run(BODY, 50, 142)];
    const second = [run('Costs', 50, 60, 16), run(BODY, 50, 80), run(BODY, 50, 92), run('Travel', 50, 120, 12.5), run(BODY, 50, 140)];
    assert.deepEqual(headingsOf(structure([first, second])), ['# Annual Report', '## Revenue', '## Costs', '### Travel']);
  });

  test('levels never skip: a size whose only lines are not headings leaves no gap', () => {
    // 18 pt is a heading size, but its one line ends with a comma: no heading uses level 2.
    const runs = [
      run('Field Guide', 50, 60, 24),
      run('set large, as a pull quote,', 50, 100, 18),
      run('Birds of the Coast', 50, 140, 14),
      run(BODY, 50, 160),
      run(BODY, 50, 172),
      run(BODY, 50, 184),
    ];
    assert.deepEqual(headingsOf(structure([runs])), ['# Field Guide', '## Birds of the Coast']);
  });

  test('glyphs of a figure are no headings: a lone letter or digits set large', () => {
    const runs = [run('Results', 50, 60, 16), run(BODY, 50, 80), run(BODY, 50, 92), run('T', 120, 140, 14), run('42', 200, 160, 14), run(BODY, 50, 200)];
    assert.deepEqual(headingsOf(structure([runs])), ['# Results']);
  });
});

describe('a two-column paper (fixture)', () => {
  test('columns read one after the other, body text stays paragraphs, hyphenated line ends are joined', async () => {
    const result = await extract('structured', 'two-column-paper.pdf');
    const markdown = markdownOf(result);
    assert.ok(!result.document.blocks.some((block) => block.type === 'table'), markdown);
    assert.doesNotMatch(markdown, /\p{L}- \p{Ll}/u, 'a word split at a line end');
    const order = ['# Daily Rhythms in Tide Pool Communities', 'Tide pools hold', '## 1 Introduction', 'Rocky shores', 'Earlier surveys', '## 2 Method', 'Forty pools', 'Counts were checked'];
    const positions = order.map((text) => markdown.indexOf(text));
    assert.ok(positions.every((position, index) => position >= 0 && (index === 0 || position > positions[index - 1]!)), markdown);
    // The paragraph carried from the foot of the left column into the right one is one paragraph.
    assert.match(markdown, /^Forty pools were chosen .* recorded the water temperature every ten minutes\.$/m);
    assert.match(markdown, /sudden changes in temperature/);
  });
});
