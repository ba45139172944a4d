// Fast mode: each sheet's name, then its non-empty rows as lines of cell text (formatted as
// the sheet shows them), no tables, merges or charts. The workbook is read as in structured
// mode: SheetJS's parse is the cost either way.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { OutputBudget } from '@docextract/plugin-kit/output-budget';
import type * as XLSX from 'xlsx';
import { isHiddenSheet, openSpreadsheet, rowsWereCut } from './open-spreadsheet.ts';
import { MAX_ROWS_PER_SHEET } from './read-workbook.ts';
import { cellText } from './sheet-tables.ts';

export async function fast(input: ExtractInput): Promise<ExtractResult> {
  const opened = await openSpreadsheet(input);
  const { workbook, metadata, sheetsToRead } = opened;
  const budget = new OutputBudget(input.limits.maxOutputChars);
  const blocks: Block[] = [];
  for (const number of sheetsToRead) {
    const name = workbook.SheetNames[number - 1]!;
    if (budget.exhausted) break;
    const title = isHiddenSheet(opened, number - 1) ? `${name} (hidden)` : name;
    blocks.push({ type: 'pageBreak', page: number }, { type: 'heading', level: 2, content: [{ type: 'text', text: title }] });
    const sheet = workbook.Sheets[name];
    const rows = (sheet as { '!data'?: Array<Array<XLSX.CellObject | undefined> | undefined> } | undefined)?.['!data'] ?? [];
    for (const row of rows.slice(0, MAX_ROWS_PER_SHEET)) {
      const line = (row ?? []).map((cell) => (cell ? cellText(cell) : '')).filter(Boolean).join('\t');
      if (!line) continue;
      if (!budget.spend(line.length + 1)) break;
      blocks.push({ type: 'paragraph', content: [{ type: 'text', text: line }] });
    }
    if (sheet && rowsWereCut(sheet)) budget.markTruncated();
  }
  if (budget.truncated) metadata.raw.truncated = true;
  return { document: { blocks }, metadata };
}
