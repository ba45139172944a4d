// A table as a rectangular grid of cells, with column and row spans spread out, for the
// renderers that have no spans of their own (Markdown pipe tables, tab-separated text).

import type { Inline, TableBlock } from '../../contracts/document-model.ts';

/** null marks a grid slot covered by a spanning cell. */
export type GridCell = Inline[] | null;

// A hostile span must not turn a table into millions of slots: past these bounds the
// spans are ignored and every cell takes one slot.
const MAX_SPAN = 1000;
const MAX_SLOTS = 1_000_000;

export function tableGrid(table: TableBlock): GridCell[][] {
  const useSpans = spannedSlots(table) <= MAX_SLOTS;
  const grid: GridCell[][] = [];
  table.rows.forEach((row, rowIndex) => {
    const gridRow = (grid[rowIndex] ??= []);
    let column = 0;
    for (const cell of row.cells) {
      while (gridRow[column] !== undefined) column += 1;
      const colSpan = useSpans ? clampSpan(cell.colSpan) : 1;
      const rowSpan = useSpans ? Math.min(clampSpan(cell.rowSpan), table.rows.length - rowIndex) : 1;
      for (let down = 0; down < rowSpan; down += 1) {
        const target = (grid[rowIndex + down] ??= []);
        for (let across = 0; across < colSpan; across += 1) {
          target[column + across] = down === 0 && across === 0 ? cell.content : null;
        }
      }
      column += colSpan;
    }
  });
  const width = Math.max(0, ...grid.map((row) => row.length));
  return grid.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? null));
}

function spannedSlots(table: TableBlock): number {
  let slots = 0;
  let widest = 0;
  table.rows.forEach((row, rowIndex) => {
    let width = 0;
    for (const cell of row.cells) {
      const colSpan = clampSpan(cell.colSpan);
      width += colSpan;
      slots += colSpan * Math.min(clampSpan(cell.rowSpan), table.rows.length - rowIndex);
    }
    widest = Math.max(widest, width);
  });
  // Every row is padded to the widest, so the grid holds at least rows × widest slots.
  return Math.max(slots, widest * table.rows.length);
}

function clampSpan(span: number | undefined): number {
  if (span === undefined || !Number.isFinite(span) || span < 1) return 1;
  return Math.min(Math.floor(span), MAX_SPAN);
}
