// A data table's cell content made inline, so the cell fits on one pipe-table line:
// nested tables become their text (a line per row), <br>, <hr> and block boundaries become
// LINE_BREAK, list items get a bullet, <pre> becomes inline code keeping its lines.

import { insertBefore, unwrap } from './dom-edit.ts';
import type { DomElement } from './dom-types.ts';
import { LINE_BREAK } from './line-break.ts';

const BLOCKS = [
  'address', 'article', 'aside', 'blockquote', 'center', 'dd', 'details', 'dialog', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header',
  'hgroup', 'li', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'ul', 'caption',
].join(',');

/** Makes a cell's content inline: nested tables → text, blocks → text between line breaks. */
export function flattenCell(cell: DomElement): void {
  if (!cell.firstElementChild) return; // plain text, the usual case: nothing to flatten
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

function tidy(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
