// CSV/TSV text → one table block (structured) or tab-separated lines (fast).

import type { Block, TableRow } from '@docextract/contracts/document-model';
import { cutText } from './clean-text.ts';
import { parseDelimited, sniffDelimiter } from './delimited-parser.ts';
import { plainTextToBlocks } from './plain-text-to-blocks.ts';
import { textWithBreaks } from './inline-text.ts';

export interface DelimitedResult {
  blocks: Block[];
  raw: { delimiter: string; rows: number; columns: number; truncated: boolean };
}

interface ReadRows {
  rows: string[][];
  delimiter: string;
  truncated: boolean;
}

/** The first row is the header row; short rows are padded so every row has every column. */
export function delimitedToTable(text: string, kind: 'csv' | 'tsv', maxChars: number): DelimitedResult {
  const { rows, delimiter, truncated } = readRows(text, kind, maxChars);
  const columns = widest(rows);
  const tableRows: TableRow[] = rows.map((row) => ({
    cells: Array.from({ length: columns }, (_, index) => ({ content: textWithBreaks((row[index] ?? '').trim()) })),
  }));
  const hasText = rows.some((row) => row.some((cell) => cell.trim() !== ''));
  return {
    blocks: hasText ? [{ type: 'table', rows: tableRows, headerRows: 1 }] : [],
    raw: { delimiter, rows: rows.length, columns, truncated },
  };
}

/** One line per row, cells separated by a tab; a line break inside a cell becomes a space. */
export function delimitedToLines(text: string, kind: 'csv' | 'tsv', maxChars: number): DelimitedResult {
  const { rows, delimiter, truncated } = readRows(text, kind, maxChars);
  const lines = rows.map((row) => row.map((cell) => cell.replace(/\s*\n\s*/g, ' ')).join('\t'));
  return {
    blocks: plainTextToBlocks(lines.join('\n')),
    raw: { delimiter, rows: rows.length, columns: widest(rows), truncated },
  };
}

/**
 * Reads rows from at most `maxChars` of text. A row cut off by the limit is dropped rather
 * than shown half (unless it is the only one), so a truncated table still has whole rows.
 */
function readRows(text: string, kind: 'csv' | 'tsv', maxChars: number): ReadRows {
  const delimiter = kind === 'tsv' ? '\t' : sniffDelimiter(text);
  const cut = cutText(text, maxChars);
  const { rows, lastRowEnded } = parseDelimited(cut.text, delimiter);
  if (cut.truncated && !lastRowEnded && rows.length > 1) rows.pop();
  return { rows, delimiter, truncated: cut.truncated };
}

/** A loop, not Math.max(...rows): spreading a large table would overflow the call stack. */
function widest(rows: string[][]): number {
  let columns = 0;
  for (const row of rows) columns = Math.max(columns, row.length);
  return columns;
}
