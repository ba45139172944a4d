// A worksheet → tables. The used cells are split into tables at fully empty rows (a title
// above a table, two tables one under the other), empty columns are left out, merged cells
// keep their spans, and each cell shows its formatted text (cell.w: dates and numbers as the
// sheet shows them; a formula's cached value). Sizes stay bounded whatever the sheet claims.

import type { Inline, TableBlock, TableCell, TableRow } from '@docextract/contracts/document-model';
import type { OutputBudget } from '@docextract/plugin-kit/output-budget';
import type * as XLSX from 'xlsx';

/** Merged areas past this many cells in total are ignored (their text stays in the first cell). */
const MAX_MERGED_CELLS = 1_000_000;
/** Cells emitted per workbook: a sparse sheet must not turn into a grid of millions of empty cells. */
export const MAX_TABLE_CELLS = 1_000_000;

interface Merge {
  r0: number;
  c0: number;
  r1: number;
  c1: number;
}

export interface CellCounter {
  left: number;
}

type DenseRow = Array<XLSX.CellObject | undefined> | undefined;

export function sheetTables(sheet: XLSX.WorkSheet, maxRows: number, budget: OutputBudget, counter: CellCounter): TableBlock[] {
  const data = ((sheet as { '!data'?: DenseRow[] })['!data'] ?? []).slice(0, maxRows);
  const filledRows = new Set<number>();
  data.forEach((row, r) => {
    if (row?.some((cell) => cell && cellText(cell))) filledRows.add(r);
  });
  const covered = coverage(sheet['!merges'] ?? [], data, filledRows);

  const tables: TableBlock[] = [];
  for (const [start, end] of rowRuns(filledRows)) {
    if (budget.exhausted || counter.left <= 0) break;
    tables.push(blockTable(data, start, end, covered, budget, counter));
  }
  return tables;
}

/** Covered cell (row * 2^14 + col) → its merge; merges whose first cell is empty are ignored. */
function coverage(merges: XLSX.Range[], data: DenseRow[], filledRows: Set<number>): Map<number, Merge> {
  const covered = new Map<number, Merge>();
  let budget = MAX_MERGED_CELLS;
  for (const range of merges) {
    const merge: Merge = { r0: range.s.r, c0: range.s.c, r1: Math.min(range.e.r, data.length - 1), c1: range.e.c };
    const anchor = data[merge.r0]?.[merge.c0];
    const area = (merge.r1 - merge.r0 + 1) * (merge.c1 - merge.c0 + 1);
    if (!anchor || !cellText(anchor) || area <= 1 || area > budget) continue;
    budget -= area;
    for (let r = merge.r0; r <= merge.r1; r++) {
      filledRows.add(r);
      for (let c = merge.c0; c <= merge.c1; c++) covered.set(key(r, c), merge);
    }
  }
  return covered;
}

/** Runs of consecutive filled rows: [first, last] pairs. */
function rowRuns(filledRows: Set<number>): Array<[number, number]> {
  const rows = [...filledRows].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const row of rows) {
    const last = runs[runs.length - 1];
    if (last && row === last[1] + 1) last[1] = row;
    else runs.push([row, row]);
  }
  return runs;
}

function blockTable(data: DenseRow[], start: number, end: number, covered: Map<number, Merge>, budget: OutputBudget, counter: CellCounter): TableBlock {
  // Only columns with text are kept: a merge across empty columns spans just the kept ones.
  const columnSet = new Set<number>();
  for (let r = start; r <= end; r++) {
    data[r]?.forEach((cell, c) => {
      if (cell && cellText(cell)) columnSet.add(c);
    });
  }
  const columns = [...columnSet].sort((a, b) => a - b);

  const rows: TableRow[] = [];
  for (let r = start; r <= end && !budget.exhausted && counter.left > 0; r++) {
    const cells: TableCell[] = [];
    for (const c of columns) {
      const merge = covered.get(key(r, c));
      if (merge && (merge.r0 !== r || merge.c0 !== c)) continue;
      const cell = data[r]?.[c];
      const text = cell ? cellText(cell) : '';
      budget.spend(text.length + 1);
      counter.left--;
      cells.push({ content: cellContent(cell, text), ...(merge ? spans(merge, columns) : {}) });
    }
    rows.push({ cells });
  }
  return { type: 'table', rows, ...(rows.length > 1 ? { headerRows: 1 } : {}) };
}

function spans(merge: Merge, columns: number[]): Partial<TableCell> {
  const colSpan = columns.filter((c) => c >= merge.c0 && c <= merge.c1).length;
  const rowSpan = merge.r1 - merge.r0 + 1;
  return { ...(colSpan > 1 ? { colSpan } : {}), ...(rowSpan > 1 ? { rowSpan } : {}) };
}

/** The text the sheet shows: the formatted value, or the raw one when there is no format. */
export function cellText(cell: XLSX.CellObject): string {
  if (cell.t === 'z') return '';
  const text = cell.w ?? (cell.v === undefined || cell.v === null ? '' : String(cell.v));
  return text.trim() === '' ? '' : text;
}

function cellContent(cell: XLSX.CellObject | undefined, text: string): Inline[] {
  if (!text) return [];
  const lines = text.split(/\r?\n/);
  const inlines: Inline[] = lines.flatMap((line, index) => (index === 0 ? [span(line)] : [{ type: 'break' } as Inline, span(line)]));
  const target = cell?.l?.Target;
  if (target && /^(https?:|mailto:)/i.test(target)) return [{ type: 'link', href: target, children: inlines }];
  return inlines;
}

function span(text: string): Inline {
  return { type: 'text', text };
}

/** Excel has 2^14 columns: a row and a column fit one number. */
const COLUMNS = 16_384;

function key(row: number, column: number): number {
  return row * COLUMNS + column;
}
