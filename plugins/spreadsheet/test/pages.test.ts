// `pages` (contracts/plugin-api.ts): both modes read only the sheets asked for, keep their
// numbers in the workbook (the page break before sheet 2 says 2), and report the workbook's
// sheet count; no sheet asked for is the metadata alone. Each fixture workbook has two sheets:
// "Sales", then "Payroll".

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import JSZip from 'jszip';
import type { Block } from '@docextract/contracts/document-model';
import { fixtureBytes, pluginHarness } from '@docextract/plugin-kit/testing';
import { renderMarkdown } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';
import { openWorkbook } from '../src/read-workbook.ts';

const SHEET_COUNT = 2;
const WORKBOOKS = ['workbook.xlsx', 'workbook.ods', 'workbook.xls'];
const MODES = ['structured', 'fast'] as const;
const { run, expectRefusal } = pluginHarness(handlers, { fileName: 'workbook.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const pageBreaks = (blocks: Block[]) => blocks.flatMap((block) => (block.type === 'pageBreak' ? [block.page] : []));

/** The xlsx fixture with its first sheet's part made unreadable (a DTD, refused wherever it is read). */
async function workbookWithBrokenFirstSheet(): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(fixtureBytes('office', 'workbook.xlsx'));
  zip.file('xl/worksheets/sheet1.xml', '<!DOCTYPE worksheet [<!ENTITY a "a">]><worksheet>&a;</worksheet>');
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

describe('spreadsheet pages: only the sheets asked for, by their own numbers', () => {
  for (const name of WORKBOOKS) {
    const bytes = fixtureBytes('office', name);
    for (const mode of MODES) {
      test(`${name} ${mode}: sheet 2 alone, with its break`, async () => {
        const { document, metadata } = await run(mode, bytes, { pages: [2] });
        assert.equal(document.blocks[0]?.type, 'pageBreak');
        assert.deepEqual(pageBreaks(document.blocks), [2]);
        const markdown = renderMarkdown(document);
        assert.match(markdown, /^## Payroll/m);
        assert.match(markdown, /Hidden payroll figure/);
        assert.doesNotMatch(markdown, /Sales|Quarterly sales|North/);
        assert.equal(metadata.pages, SHEET_COUNT);
      });

      test(`${name} ${mode}: no sheet asked for gives the sheet count alone, with the workbook's properties`, async () => {
        const { document, metadata } = await run(mode, bytes, { pages: [] });
        assert.deepEqual(document.blocks, []);
        assert.equal(metadata.pages, SHEET_COUNT);
        const whole = await run(mode, bytes);
        assert.deepEqual(metadata, whole.metadata);
      });

      test(`${name} ${mode}: numbers past the last sheet are ignored`, async () => {
        const { document } = await run(mode, bytes, { pages: [1, 3, 40] });
        assert.deepEqual(pageBreaks(document.blocks), [1]);
        assert.doesNotMatch(renderMarkdown(document), /Payroll/);
      });

      test(`${name} ${mode}: the parts of a workbook, joined, are the whole workbook`, async () => {
        const whole = await run(mode, bytes);
        const first = await run(mode, bytes, { pages: [1] });
        const second = await run(mode, bytes, { pages: [2] });
        assert.deepEqual([...first.document.blocks, ...second.document.blocks], whole.document.blocks);
      });
    }
  }

  for (const mode of MODES) {
    test(`xlsx ${mode}: a skipped sheet's part is never read`, async () => {
      const bytes = await workbookWithBrokenFirstSheet();
      await expectRefusal(mode, bytes, 'corrupt');
      const { document } = await run(mode, bytes, { pages: [2] });
      assert.deepEqual(pageBreaks(document.blocks), [2]);
    });
  }

  test('workbook.xls: asked for no sheet, SheetJS stops at the sheet list', async () => {
    const { workbook } = await openWorkbook(fixtureBytes('office', 'workbook.xls'), null, []);
    assert.deepEqual(workbook.SheetNames, ['Sales', 'Payroll']);
    assert.deepEqual(Object.keys(workbook.Sheets ?? {}), []);
  });

  for (const name of ['workbook.xlsx', 'workbook.ods']) {
    test(`${name}: SheetJS reads no row of a sheet not asked for, and still names every sheet`, async () => {
      const { workbook } = await openWorkbook(fixtureBytes('office', name), null, [2]);
      assert.deepEqual(workbook.SheetNames, ['Sales', 'Payroll']);
      const rows = (sheetName: string) => (workbook.Sheets[sheetName] as { '!data'?: unknown[] } | undefined)?.['!data']?.length ?? 0;
      assert.equal(rows('Sales'), 0);
      assert.ok(rows('Payroll') > 0);
    });
  }
});
