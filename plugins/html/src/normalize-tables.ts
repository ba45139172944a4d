// Rewrites every table into a plain grid a reader can follow row by row, before conversion:
// - layout tables (role="presentation", one cell, or cells holding whole sections) are
//   unwrapped into their cells' content, as a reader sees them;
// - data tables become a plain grid (rebuild-table.ts);
// - text between rows and rows outside any table (broken markup) become ordinary blocks.
// Tables are handled innermost first, so an outer table sees its inner ones already resolved.

import { insertBefore, moveChildren, rename } from './dom-edit.ts';
import { isElement, TEXT_NODE, type DomElement, type DomNode } from './dom-types.ts';
import { walk } from './dom-walk.ts';
import { rebuildDataTable, type TableShape } from './rebuild-table.ts';

const SECTION_CONTENT = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'article', 'main', 'nav', 'form']);
const TABLE_PARTS = new Set(['thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption']);
/** A cell holding more text than this is a page region, not a datum. */
const LAYOUT_CELL_CHARS = 2000;
/** Nor is one with this many nodes; also bounds the cost of looking. */
const LAYOUT_CELL_NODES = 1000;

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

interface FoundShape extends TableShape {
  /** Text and tables that are inside the table element but in no cell or caption. */
  stray: DomNode[];
}

/**
 * The table's own rows and cells, in one pass that does not enter cells. Rows may sit in any
 * wrapper, not only thead/tbody/tfoot: the parser under linkedom is not an HTML5 tree
 * builder and leaves e.g. a <form> between a table and its rows.
 */
function tableShape(table: DomElement): FoundShape {
  const shape: FoundShape = { caption: null, rows: [], cells: new Map(), stray: [] };
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
  for (const cell of cells) {
    let nodes = 0;
    let chars = 0;
    let layout = false;
    walk(cell, {
      enter(node) {
        if (++nodes > LAYOUT_CELL_NODES) layout = true;
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
