// A data table rebuilt as a plain grid: every row as wide as the widest, colspan/rowspan
// expanded by repeating the cell (each row then reads on its own, as in a spreadsheet), and
// the first row a header row when it was a <thead> row or all <th>. The kit's converter then
// makes each cell's content inline.

import { moveChildren } from './dom-edit.ts';
import type { DomElement } from './dom-types.ts';

/** Span expansion stops short of hostile spans (colspan=1000 on every row). */
const MAX_SPAN = 50;
const MAX_GRID_CELLS = 200_000;

export interface TableShape {
  caption: DomElement | null;
  rows: DomElement[];
  /** Each row's own cells. */
  cells: Map<DomElement, DomElement[]>;
}

interface Slot {
  cell: DomElement;
  /** False where the slot repeats a cell spanning into it from the left or above. */
  origin: boolean;
  /** The cell goes on into the next row. */
  continues: boolean;
}

export function rebuildDataTable(table: DomElement, shape: TableShape): void {
  const document = table.ownerDocument!;
  const rowCells = shape.rows.map((row) => shape.cells.get(row)!);
  const firstRow = shape.rows[0];
  const hasHeader =
    firstRow !== undefined &&
    (firstRow.parentElement?.localName === 'thead' || rowCells[0]!.every((cell) => cell.localName === 'th'));

  const grid = expandSpans(rowCells);
  const width = grid.reduce((widest, row) => Math.max(widest, row.length), 0);
  const newRows: DomElement[] = [];
  /** Original cell → the cell built from it, whose content the spanned slots repeat. */
  const built = new Map<DomElement, DomElement>();
  grid.forEach((slots, rowIndex) => {
    // A short row holding nothing but cells that go on below (a pivot table's group label)
    // is repeated in the rows below; kept, it would be a near-empty row.
    if (rowIndex > 0 && slots.every((slot) => !slot || slot.continues) && slots.filter(Boolean).length < width) return;
    const row = document.createElement('tr');
    for (let column = 0; column < width; column++) {
      const slot = slots[column];
      const cell = document.createElement(rowIndex === 0 && hasHeader ? 'th' : 'td');
      if (slot?.origin) {
        moveChildren(slot.cell, cell);
        built.set(slot.cell, cell);
      } else if (slot) {
        // The origin's row may have been dropped above; then the original still has the content.
        moveChildren((built.get(slot.cell) ?? slot.cell).cloneNode(true), cell);
      }
      row.appendChild(cell);
    }
    newRows.push(row);
  });
  const caption = shape.caption;
  table.innerHTML = '';
  if (caption) table.appendChild(caption);
  for (const row of newRows) table.appendChild(row);
}

/** The table as a grid of slots, spans repeated into every slot they cover. */
function expandSpans(rowCells: DomElement[][]): Array<Array<Slot | undefined>> {
  let total = 0;
  for (const cell of rowCells.flat()) total += span(cell, 'colspan') * span(cell, 'rowspan');
  const expand = total <= MAX_GRID_CELLS;
  const grid: Array<Array<Slot | undefined>> = rowCells.map(() => []);
  rowCells.forEach((cells, rowIndex) => {
    const slots = grid[rowIndex]!;
    let column = 0;
    for (const cell of cells) {
      while (slots[column]) column++;
      const colSpan = expand ? span(cell, 'colspan') : 1;
      const rowSpan = expand ? Math.min(span(cell, 'rowspan'), rowCells.length - rowIndex) : 1;
      for (let down = 0; down < rowSpan; down++) {
        const target = grid[rowIndex + down]!;
        for (let across = 0; across < colSpan; across++) {
          target[column + across] ??= { cell, origin: down === 0 && across === 0, continues: down < rowSpan - 1 };
        }
      }
      column += colSpan;
    }
  });
  return grid;
}

function span(cell: DomElement, attribute: 'colspan' | 'rowspan'): number {
  const value = Number.parseInt(cell.getAttribute(attribute) ?? '', 10);
  return Number.isFinite(value) && value > 1 ? Math.min(value, MAX_SPAN) : 1;
}
