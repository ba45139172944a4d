// <table> → a table block: rows from thead, tbody, tfoot, the table itself or any wrapper that
// broken markup leaves between them; cells with their spans; header rows (the leading rows
// that are in <thead> or made only of <th>); the caption. The model's cells hold inline text,
// so a cell's blocks become lines: list items with a bullet, code as code, a nested table as
// a line per row.

import type { Block, Inline, TableBlock, TableCell, TableRow } from '@docextract/contracts/document-model';
import { hasText } from '@docextract/plugin-kit/has-text';
import { childNodes, isElement, tagOf, type HtmlElement } from './dom-slice.ts';
import type { ConvertContext } from './convert-context.ts';
import { InlineBuilder } from './inline-builder.ts';
import { readInlines } from './inline-content.ts';

/** A span past this is hostile (colspan=100000 on every row), not a layout. */
const MAX_SPAN = 1000;

export type ReadBlocks = (parent: HtmlElement, depth: number) => Block[];

interface FoundRow {
  row: HtmlElement;
  inHead: boolean;
}

export function tableBlock(table: HtmlElement, context: ConvertContext, depth: number, readBlocks: ReadBlocks): TableBlock | null {
  const found: FoundRow[] = [];
  let caption: HtmlElement | null = null;
  const findRows = (holder: HtmlElement, inHead: boolean, level: number): void => {
    for (const node of childNodes(holder)) {
      if (!isElement(node) || context.isHidden(node)) continue;
      const tag = tagOf(node);
      if (tag === 'tr') found.push({ row: node, inHead });
      else if (tag === 'caption') caption ??= node;
      else if (tag !== 'table' && tag !== 'td' && tag !== 'th' && level < context.maxDepth) findRows(node, inHead || tag === 'thead', level + 1);
    }
  };
  findRows(table, false, depth);

  let rows: TableRow[] = [];
  let headerRows = 0;
  let leading = true;
  for (const { row, inHead } of found) {
    const cells = [...childNodes(row)].filter((node): node is HtmlElement => isElement(node) && ['td', 'th'].includes(tagOf(node)));
    leading &&= inHead || (cells.length > 0 && cells.every((cell) => tagOf(cell) === 'th'));
    if (leading) headerRows++;
    rows.push({ cells: cells.map((cell) => tableCell(cell, context, depth + 1, readBlocks)) });
  }
  // Rows left empty (an image without alt text was all they held) go, unless a cell spans
  // down into them, which would then cover the wrong row.
  const isEmpty = (row: TableRow) => row.cells.every((cell) => !hasText(cell.content));
  if (!rows.some((row) => row.cells.some((cell) => (cell.rowSpan ?? 1) > 1))) {
    const kept = rows.filter((row) => !isEmpty(row));
    headerRows = rows.slice(0, headerRows).filter((row) => !isEmpty(row)).length;
    rows = kept;
  }
  if (rows.length === 0 || rows.every(isEmpty)) return null;
  const captionText = caption ? plainText(caption, context, depth) : '';
  return { type: 'table', rows, ...(headerRows > 0 ? { headerRows } : {}), ...(captionText ? { caption: captionText } : {}) };
}

function tableCell(cell: HtmlElement, context: ConvertContext, depth: number, readBlocks: ReadBlocks): TableCell {
  const lines: Inline[][] = [];
  for (const block of readBlocks(cell, depth)) cellLines(block, lines, '');
  const content = lines.flatMap((line, index) => (index > 0 ? [{ type: 'break' as const }, ...line] : line));
  const result: TableCell = { content };
  const colSpan = span(cell.getAttribute('colspan'));
  const rowSpan = span(cell.getAttribute('rowspan'));
  if (colSpan > 1) result.colSpan = colSpan;
  if (rowSpan > 1) result.rowSpan = rowSpan;
  return result;
}

/** A block as lines of a cell; `bullet` marks the first line of a list item. */
function cellLines(block: Block, lines: Inline[][], bullet: string): void {
  const withBullet = (line: Inline[]): Inline[] => (bullet ? [{ type: 'text', text: bullet }, ...line] : line);
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      lines.push(withBullet(block.content));
      return;
    case 'list':
      for (const item of block.items) item.blocks.forEach((inner, index) => cellLines(inner, lines, index === 0 ? '• ' : ''));
      return;
    case 'quote':
      block.blocks.forEach((inner) => cellLines(inner, lines, bullet));
      return;
    case 'code':
      block.text
        .split('\n')
        .filter((line) => line.trim())
        .forEach((line, index) => {
          const code: Inline[] = [{ type: 'text', text: line, code: true }];
          lines.push(index === 0 ? withBullet(code) : code);
        });
      return;
    case 'table':
      for (const row of block.rows) {
        const text = row.cells.map((inner) => inlineText(inner.content)).filter(Boolean).join(' ');
        if (text) lines.push(withBullet([{ type: 'text', text }]));
      }
      return;
    default:
      return; // a rule or page break has no text for a cell
  }
}

function plainText(element: HtmlElement, context: ConvertContext, depth: number): string {
  const builder = new InlineBuilder();
  readInlines(childNodes(element), builder, {}, context, depth);
  return inlineText(builder.finish());
}

function inlineText(inlines: Inline[]): string {
  return inlines
    .map((inline) => (inline.type === 'text' ? inline.text : inline.type === 'link' ? inlineText(inline.children) : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function span(value: string | null): number {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) && number > 1 ? Math.min(number, MAX_SPAN) : 1;
}
