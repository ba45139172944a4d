import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as XLSX from 'xlsx';
import type { TableBlock } from '@docextract/contracts/document-model';
import { isBadInputError, type ExtractResult } from '@docextract/contracts/plugin-api';
import { renderMarkdown, renderPlainText } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';
import { fixtureBytes, pluginHarness, PLUGIN_TEST_LIMITS } from '@docextract/plugin-kit/testing';
import { MAX_ROWS_PER_SHEET } from '../src/read-workbook.ts';

const fixture = (name: string): Uint8Array => fixtureBytes('office', name);
const LIMITS = PLUGIN_TEST_LIMITS;
const WORKBOOK = fixture('workbook.xlsx');
const { run, expectRefusal } = pluginHarness(handlers, { fileName: 'workbook.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const tablesOf = (result: ExtractResult): TableBlock[] => result.document.blocks.filter((block): block is TableBlock => block.type === 'table');

const STRUCTURED_VECTORS: Array<{ feature: string; mustInclude: RegExp[]; mustNotInclude?: RegExp[] }> = [
  { feature: 'one section per sheet, named, the hidden one marked', mustInclude: [/^## Sales$/m, /^## Payroll \(hidden\)$/m, /Hidden payroll figure/] },
  { feature: 'dates as the sheet shows them (custom and built-in formats)', mustInclude: [/\| 2024-01-15 \|/, /\| 15-Feb-24 \|/, /\| 2024-03-15 \|/], mustNotInclude: [/45306|45337/] },
  { feature: 'numbers as formatted (thousands, decimals, percent)', mustInclude: [/\| 1,234\.50 \| 25\.00% \|/, /\| 2,469\.50 \| 50\.00% \|/] },
  { feature: 'a formula as its cached value, never the formula', mustInclude: [/^\| Total \| {2}\| 4,938\.00 \| {2}\|$/m], mustNotInclude: [/SUM\(/] },
  { feature: 'the header row of the used range', mustInclude: [/^\| Date \| Region \| Amount \| Share \|$/m] },
  { feature: 'a chart on the sheet: its title and data', mustInclude: [/^Sales by month$/m, /^\| January \| 1234\.5 \|$/m] },
];

describe('spreadsheet plugin: structured mode (xlsx)', () => {
  for (const vector of STRUCTURED_VECTORS) {
    test(vector.feature, async () => {
      const markdown = renderMarkdown((await run('structured', WORKBOOK)).document);
      for (const pattern of vector.mustInclude) assert.match(markdown, pattern);
      for (const pattern of vector.mustNotInclude ?? []) assert.doesNotMatch(markdown, pattern);
    });
  }

  test('merged cells keep their spans; covered cells are left out', async () => {
    const [sales] = tablesOf(await run('structured', WORKBOOK));
    assert.ok(sales);
    const title = sales.rows[0]!.cells;
    assert.equal(title.length, 1);
    assert.equal(title[0]!.colSpan, 4, 'A1:D1');
    const north = sales.rows[2]!.cells[1]!;
    assert.deepEqual(north.content, [{ type: 'text', text: 'North' }]);
    assert.equal(north.rowSpan, 2, 'B3:B4');
    assert.equal(sales.rows[3]!.cells.length, 3, 'B4 is covered');
    assert.match(renderPlainText({ blocks: [sales] }), /^15-Feb-24\t\t2,469\.50\t50\.00%$/m);
  });

  test('reads the metadata; pages = sheets', async () => {
    const { metadata } = await run('structured', WORKBOOK);
    assert.equal(metadata.pages, 2);
    assert.equal(metadata.title, 'Duck Sales Workbook');
    assert.equal(metadata.creator, 'Ada Lovelace');
    assert.equal(metadata.lastAuthor, 'Grace Hopper');
    assert.equal(new Date(String(metadata.created)).toISOString(), '2024-02-01T09:00:00.000Z');
    assert.equal(metadata.raw?.Company, 'Pond Research');
  });

  test('a sheet past the row cap is cut, and says so', async () => {
    const rows = Array.from({ length: MAX_ROWS_PER_SHEET + 10 }, (_, index) => [`row ${index + 1}`]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Long');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    const result = await run('structured', bytes);
    const text = renderPlainText(result.document);
    assert.match(text, new RegExp(`^row ${MAX_ROWS_PER_SHEET}$`, 'm'));
    assert.doesNotMatch(text, new RegExp(`^row ${MAX_ROWS_PER_SHEET + 1}$`, 'm'));
    assert.match(text, /Only the first 25000 rows/);
    assert.equal(result.metadata.raw?.truncated, true);
  });

  test('stops at the output limit', async () => {
    const result = await run('structured', WORKBOOK, { limits: { ...LIMITS, maxOutputChars: 30 } });
    assert.equal(result.metadata.raw?.truncated, true);
    assert.doesNotMatch(renderPlainText(result.document), /Payroll/);
  });

  test('more sheets than maxPages is refused', async () => {
    await assert.rejects(run('structured', WORKBOOK, { limits: { ...LIMITS, maxPages: 1 } }), (error: unknown) => isBadInputError(error) && error.reason === 'too-large');
  });
});

describe('spreadsheet plugin: other formats and fast mode', () => {
  test('ODS and legacy XLS read through the same path', async () => {
    for (const name of ['workbook.ods', 'workbook.xls']) {
      const result = await run('structured', fixture(name), { fileName: name });
      const text = renderPlainText(result.document);
      for (const expected of ['Sales', 'Quarterly sales', 'Region', 'North', 'Hidden payroll figure']) assert.ok(text.includes(expected), `${name} lost "${expected}"`);
      assert.equal(result.metadata.pages, 2, name);
    }
  });

  test('fast mode: sheet names and rows as lines, formatted', async () => {
    const result = await run('fast', WORKBOOK);
    const text = renderPlainText(result.document);
    for (const expected of ['Sales', 'Payroll (hidden)', '2024-01-15 North 1,234.50 25.00%', 'Total 4,938.00']) assert.ok(text.includes(expected), `fast mode lost "${expected}"`);
    assert.equal(result.metadata.pages, 2);
  });
});

describe('spreadsheet plugin: hostile and broken files', () => {
  for (const mode of ['structured', 'fast'] as const) {
    test(`${mode}: a part declaring 4 GB is refused before inflating`, async () => {
      await expectRefusal(mode, fixture('bomb-declared-size.xlsx'), 'too-large');
    });

    test(`${mode}: a part hiding 20 MB behind a 64 KB declared size is stopped while inflating`, async () => {
      await expectRefusal(mode, fixture('bomb-hidden-size.xlsx'), 'too-large');
    });

    test(`${mode}: an XML entity bomb in a sheet is refused as corrupt`, async () => {
      await expectRefusal(mode, fixture('entity-bomb.xlsx'), 'corrupt');
    });
  }

  test('a truncated workbook and random bytes are bad input', async () => {
    await expectRefusal('structured', WORKBOOK.slice(0, 2000), 'corrupt');
    await expectRefusal('structured', new Uint8Array(2048).fill(7), 'unsupported');
  });
});
