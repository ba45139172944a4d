// Rewrites every table into the shape a GitHub pipe table can hold, before turndown sees it:
// - layout tables (role="presentation", one cell, or cells holding whole sections) are
//   unwrapped into their cells' content, as a reader sees them;
// - data tables become a plain grid: colspan/rowspan are expanded by repeating the cell (each
//   row then reads on its own), block content inside a cell is flattened to inline text with
//   line breaks, and nested tables become their text;
// - the first row is a header row when it was a <thead> row or all <th>.
// Tables are handled innermost first, so an outer table sees its inner ones already resolved.
// Line breaks inside cells are written as LINE_BREAK, which survives turndown and marked
// as a plain character; model-fixups.ts turns it back into a line break.

import { insertBefore, moveChildren, rename, unwrap } from './dom-edit.ts';
import { isElement, TEXT_NODE, type DomElement, type DomNode } from './dom-types.ts';
import { walk } from './dom-walk.ts';

/** A Unicode noncharacter, reserved for internal use: it never means anything in a page. */
export const LINE_BREAK = '\uFDD0';

const BLOCKS = [
  'address', 'article', 'aside', 'blockquote', 'center', 'dd', 'details', 'dialog', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header',
  'hgroup', 'li', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'ul', 'caption',
].join(',');
const SECTION_CONTENT = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'article', 'main', 'nav', 'form']);
const TABLE_PARTS = new Set(['thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption']);
/** A cell holding more text than this is a page region, not a datum. */
const LAYOUT_CELL_CHARS = 2000;
/** Nor is one with this many nodes; also bounds the cost of looking. */
const LAYOUT_TABLE_NODES = 10_000;
/** Span expansion stops short of hostile spans (colspan=1000 on every row). */
const MAX_SPAN = 50;
const MAX_GRID_CELLS = 200_000;

export function normalizeTables(root: DomElement): void {
  // Descendants follow their ancestors in document order, so reversed is innermost first.
  for (const table of Array.from(root.querySelectorAll('table')).reverse()) {
    if (!table.parentNode) continue;
    const shape = tableShape(table);
    // What sits in a table outside its cells goes before it, as browsers place it.
    insertBefore(table, shape.stray);
    if (isLayoutTable(table, shape)) unwrapLayoutTable(table, shape);
    else rebuildDataTable(table, shape);
  }
  renameOrphanParts(root);
}

interface TableShape {
  caption: DomElement | null;
  rows: DomElement[];
  cells: Map<DomElement, DomElement[]>;
  /** Text and tables that are inside the table element but in no cell or caption. */
  stray: DomNode[];
}

/**
 * The table's own rows and cells, in one pass that does not enter cells. Rows may sit in any
 * wrapper, not only thead/tbody/tfoot: the parser under linkedom is not an HTML5 tree
 * builder and leaves e.g. a <form> between a table and its rows.
 */
function tableShape(table: DomElement): TableShape {
  const shape: TableShape = { caption: null, rows: [], cells: new Map(), stray: [] };
  walk(table, {
    enter(node) {
      if (!isElement(node)) {
        if (node.nodeType === TEXT_NODE && /\S/.test(node.textContent ?? '')) shape.stray.push(node);
        return 'skip';
      }
      switch (node.localName) {
        case 'table':
          shape.stray.push(node);
          return 'skip';
        case 'caption':
          shape.caption ??= node;
          return 'skip';
        case 'colgroup':
        case 'col':
          return 'skip';
        case 'tr':
          shape.rows.push(node);
          shape.cells.set(node, []);
          return 'descend';
        case 'td':
        case 'th': {
          const row = shape.cells.get(node.parentElement!);
          if (row) row.push(node);
          else shape.stray.push(node); // a cell outside any row
          return 'skip';
        }
        default:
          return 'descend';
      }
    },
  });
  return shape;
}

function isLayoutTable(table: DomElement, shape: TableShape): boolean {
  const role = table.getAttribute('role')?.trim().toLowerCase();
  if (role === 'presentation' || role === 'none') return true;
  const cells = shape.rows.flatMap((row) => shape.cells.get(row)!);
  if (cells.length <= 1) return true;
  let nodes = 0;
  for (const cell of cells) {
    let chars = 0;
    let layout = false;
    walk(cell, {
      enter(node) {
        if (++nodes > LAYOUT_TABLE_NODES) layout = true;
        else if (node.nodeType === TEXT_NODE) layout = (chars += node.textContent?.length ?? 0) > LAYOUT_CELL_CHARS;
        else if (isElement(node)) layout = SECTION_CONTENT.has(node.localName);
        return layout ? 'stop' : 'descend';
      },
    });
    if (layout) return true;
  }
  return false;
}

function unwrapLayoutTable(table: DomElement, shape: TableShape): void {
  const parts = shape.rows.flatMap((row) => shape.cells.get(row)!);
  if (shape.caption) parts.unshift(shape.caption);
  const blocks = parts.map((part) => {
    const block = table.ownerDocument!.createElement('div');
    moveChildren(part, block);
    return block;
  });
  insertBefore(table, blocks);
  table.remove();
}

interface Slot {
  cell: DomElement;
  /** False where the slot repeats a cell spanning into it from the left or above. */
  origin: boolean;
  /** The cell goes on into the next row. */
  continues: boolean;
}

function rebuildDataTable(table: DomElement, shape: TableShape): void {
  const document = table.ownerDocument!;
  const rowCells = shape.rows.map((row) => shape.cells.get(row)!);
  const firstRow = shape.rows[0];
  const hasHeader =
    firstRow !== undefined &&
    (firstRow.parentElement?.localName === 'thead' || rowCells[0]!.every((cell) => cell.localName === 'th'));
  for (const cell of rowCells.flat()) flattenCell(cell);

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

/** Makes a cell's content inline: nested tables → text, blocks → text between line breaks. */
function flattenCell(cell: DomElement): void {
  const document = cell.ownerDocument!;
  // Nested tables were normalized already: rows of cells, any deeper table already text.
  for (const table of Array.from(cell.querySelectorAll('table'))) {
    const rows = Array.from(table.children).filter((row) => row.localName === 'tr');
    const lines = rows.map((row) => Array.from(row.children).map((inner) => tidy(inner.textContent)).filter(Boolean).join(' '));
    table.replaceWith(` ${lines.filter(Boolean).join(LINE_BREAK)} `);
  }
  for (const br of Array.from(cell.querySelectorAll('br, hr'))) br.replaceWith(LINE_BREAK);
  for (const pre of Array.from(cell.querySelectorAll('pre'))) {
    // Code keeps its lines, as inline code between line breaks.
    const code = document.createElement('code');
    code.textContent = (pre.textContent ?? '').trim().split('\n').join(LINE_BREAK);
    pre.replaceWith(LINE_BREAK, code, LINE_BREAK);
  }
  for (const block of Array.from(cell.querySelectorAll(BLOCKS))) {
    insertBefore(block, [LINE_BREAK, block.localName === 'li' ? '• ' : '']);
    block.after(LINE_BREAK);
    unwrap(block);
  }
}

/** Rows or cells left outside any table (broken markup) become plain blocks of text. */
function renameOrphanParts(root: DomElement): void {
  const orphans: DomElement[] = [];
  let openTables = 0;
  walk(root, {
    enter(node) {
      if (!isElement(node)) return 'skip';
      if (node.localName === 'table') openTables++;
      else if (openTables === 0 && TABLE_PARTS.has(node.localName)) orphans.push(node);
      return 'descend';
    },
    leave(element) {
      if (element.localName === 'table') openTables--;
    },
  });
  for (const orphan of orphans) rename(orphan, 'div');
}

function tidy(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
