// What both modes do first: read the workbook (read-workbook.ts), refuse a hostile sheet
// count, collect the metadata, and pick the sheets asked for (ExtractInput.pages).

import { BadInputError, type ExtractInput, type PluginMetadata } from '@docextract/contracts/plugin-api';
import { selectedPages } from '@docextract/plugin-kit/page-selection';
import { openWorkbook, type OpenedWorkbook } from './read-workbook.ts';
import { workbookMetadata } from './workbook-metadata.ts';

export interface OpenedSpreadsheet extends OpenedWorkbook {
  metadata: PluginMetadata & { raw: Record<string, unknown> };
  /** The sheets to read, by 1-based number in workbook order. */
  sheetsToRead: number[];
}

export async function openSpreadsheet(input: ExtractInput): Promise<OpenedSpreadsheet> {
  const opened = await openWorkbook(input.bytes, input.password, input.pages);
  const sheetCount = opened.workbook.SheetNames.length;
  if (sheetCount > input.limits.maxPages) {
    throw new BadInputError('too-large', `the workbook has ${sheetCount} sheets, more than the ${input.limits.maxPages} allowed`);
  }
  return { ...opened, metadata: workbookMetadata(opened.workbook, opened.zip), sheetsToRead: selectedPages(input.pages, sheetCount) };
}

/** "Hidden" for a hidden or very hidden sheet (Workbook.Sheets[i].Hidden is 1 or 2). */
export function isHiddenSheet(opened: OpenedWorkbook, index: number): boolean {
  return (opened.workbook.Workbook?.Sheets?.[index]?.Hidden ?? 0) > 0;
}

/** True when SheetJS stopped reading the sheet at the row cap (it keeps the full range in !fullref). */
export function rowsWereCut(sheet: { '!ref'?: string; '!fullref'?: string }): boolean {
  return sheet['!fullref'] !== undefined && sheet['!fullref'] !== sheet['!ref'];
}
