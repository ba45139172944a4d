// Structured mode: one section per sheet in workbook order — a page break, the sheet's name
// as a heading ("(hidden)" after a hidden sheet's name), its used cells as tables, then its
// charts (title and plotted data). A sheet cut at the row cap says so in the text.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { readChart } from '@docextract/plugin-kit/office-chart';
import { OutputBudget } from '@docextract/plugin-kit/output-budget';
import { isHiddenSheet, openSpreadsheet, rowsWereCut } from './open-spreadsheet.ts';
import { MAX_ROWS_PER_SHEET } from './read-workbook.ts';
import { chartsBySheet } from './sheet-charts.ts';
import { MAX_TABLE_CELLS, sheetTables } from './sheet-tables.ts';

export async function structured(input: ExtractInput): Promise<ExtractResult> {
  const opened = await openSpreadsheet(input);
  const { workbook, zip, metadata, sheetsToRead } = opened;
  const charts = zip ? chartsBySheet(zip) : new Map<string, string[]>();
  const budget = new OutputBudget(input.limits.maxOutputChars);
  const counter = { left: MAX_TABLE_CELLS };
  const blocks: Block[] = [];

  for (const number of sheetsToRead) {
    const name = workbook.SheetNames[number - 1]!;
    if (budget.exhausted || counter.left <= 0) {
      budget.markTruncated();
      break;
    }
    const sheet = workbook.Sheets[name];
    const title = isHiddenSheet(opened, number - 1) ? `${name} (hidden)` : name;
    blocks.push({ type: 'pageBreak', page: number }, { type: 'heading', level: 2, content: [{ type: 'text', text: title }] });
    budget.spend(title.length + 2);
    if (!sheet) continue;
    blocks.push(...sheetTables(sheet, MAX_ROWS_PER_SHEET, budget, counter));
    if (rowsWereCut(sheet)) {
      budget.markTruncated();
      blocks.push({ type: 'paragraph', content: [{ type: 'text', text: `[Only the first ${MAX_ROWS_PER_SHEET} rows of this sheet are shown.]`, italic: true }] });
    }
    for (const part of charts.get(name) ?? []) blocks.push(...chartBlocks(zip!, part));
  }
  if (counter.left <= 0) budget.markTruncated();
  if (budget.truncated) metadata.raw.truncated = true;
  return { document: { blocks }, metadata };
}

function chartBlocks(zip: NonNullable<Awaited<ReturnType<typeof openSpreadsheet>>['zip']>, part: string): Block[] {
  const chart = readChart(zip, part);
  if (!chart) return [];
  const blocks: Block[] = [];
  if (chart.title) blocks.push({ type: 'paragraph', content: [{ type: 'text', text: chart.title }] });
  if (chart.data) blocks.push({ ...chart.data, ...(chart.kind ? { caption: chart.kind } : {}) });
  return blocks;
}
