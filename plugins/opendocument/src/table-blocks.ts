// table:table → a table block. Header rows (table:table-header-rows) are counted, row groups
// are read through, covered cells (under a span) are left out, and spans become colSpan and
// rowSpan. Repeated rows and cells (how ODF stores runs of identical ones) are expanded only
// while they hold text: a run of a thousand empty columns is layout, not content.

import type { Block, Inline, TableBlock, TableCell, TableRow } from '@docextract/contracts/document-model';
import { attr, childElements, type XmlElement } from '@docextract/plugin-kit/xml';
import type { BlocksReader } from './list-blocks.ts';
import type { ReadContext } from './read-context.ts';

/** Repeats of a row or cell that holds text; more is a hostile file, not a table. */
const MAX_REPEAT = 100;
const MAX_SPAN = 1000;

export function tableBlock(table: XmlElement, context: ReadContext, readBlocks: BlocksReader): TableBlock | null {
  const rows: TableRow[] = [];
  let headerRows = 0;
  const readRows = (holder: XmlElement, header: boolean): void => {
    for (const element of childElements(holder)) {
      if (element.name === 'table-header-rows') readRows(element, true);
      else if (element.name === 'table-rows' || element.name === 'table-row-group') readRows(element, header);
      else if (element.name === 'table-row') {
        const row = readRow(element, context, readBlocks);
        const repeat = rowHasContent(row) ? clamp(attr(element, 'table:number-rows-repeated'), MAX_REPEAT) : 1;
        for (let copy = 0; copy < repeat; copy++) rows.push(copy === 0 ? row : structuredClone(row));
        // Header rows count only while they lead the table.
        if (header && headerRows === rows.length - repeat) headerRows = rows.length;
      }
    }
  };
  readRows(table, false);
  trimEmpty(rows);
  if (rows.length === 0) return null;
  headerRows = Math.min(headerRows, rows.length);
  return { type: 'table', rows, ...(headerRows > 0 ? { headerRows } : {}) };
}

function readRow(row: XmlElement, context: ReadContext, readBlocks: BlocksReader): TableRow {
  const cells: TableCell[] = [];
  for (const element of childElements(row)) {
    if (element.name !== 'table-cell') continue;
    const cell: TableCell = { content: cellContent(readBlocks(childElements(element), context)) };
    const colSpan = clamp(attr(element, 'table:number-columns-spanned'), MAX_SPAN);
    const rowSpan = clamp(attr(element, 'table:number-rows-spanned'), MAX_SPAN);
    if (colSpan > 1) cell.colSpan = colSpan;
    if (rowSpan > 1) cell.rowSpan = rowSpan;
    const repeat = cell.content.length > 0 ? clamp(attr(element, 'table:number-columns-repeated'), MAX_REPEAT) : Math.min(clamp(attr(element, 'table:number-columns-repeated'), MAX_SPAN), 2);
    for (let copy = 0; copy < repeat; copy++) cells.push(copy === 0 ? cell : structuredClone(cell));
  }
  return { cells };
}

/** A cell's paragraphs, list items and inner tables as lines of one cell. */
function cellContent(blocks: Block[]): Inline[] {
  const lines: Inline[][] = [];
  const collect = (block: Block): void => {
    if (block.type === 'paragraph' || block.type === 'heading') lines.push(block.content);
    else if (block.type === 'list') for (const item of block.items) item.blocks.forEach(collect);
    else if (block.type === 'quote') block.blocks.forEach(collect);
    else if (block.type === 'table') for (const row of block.rows) lines.push(row.cells.flatMap((cell, index) => (index > 0 ? [{ type: 'text' as const, text: ' ' }, ...cell.content] : cell.content)));
  };
  blocks.forEach(collect);
  return lines.filter((line) => line.length > 0).flatMap((line, index) => (index > 0 ? [{ type: 'break' as const }, ...line] : line));
}

/** Trailing empty cells (without spans) and trailing empty rows are layout. */
function trimEmpty(rows: TableRow[]): void {
  for (const row of rows) {
    while (row.cells.length > 0 && isEmptyCell(row.cells[row.cells.length - 1]!)) row.cells.pop();
  }
  while (rows.length > 0 && rows[rows.length - 1]!.cells.length === 0) rows.pop();
}

function isEmptyCell(cell: TableCell): boolean {
  return cell.content.length === 0 && !cell.colSpan && !cell.rowSpan;
}

/** Whether any cell of the row holds anything: an empty row repeated a million times is read once. */
function rowHasContent(row: TableRow): boolean {
  return row.cells.some((cell) => cell.content.length > 0);
}

function clamp(value: string | undefined, max: number): number {
  const number = Number(value ?? 1);
  return Number.isInteger(number) && number > 1 ? Math.min(number, max) : 1;
}
