// An XHTML table → a table block: rows from thead, tbody, tfoot or the table itself, cells
// with their spans, header rows (thead, or leading rows of th only), and the caption. A
// cell's paragraphs and list items become lines of the cell.

import type { Block, Inline, TableBlock, TableCell, TableRow } from '@docextract/contracts/document-model';
import { attr, childElements, type XmlElement, type XmlNode } from '@docextract/plugin-kit/xml';
import { inlineContent } from './xhtml-inline.ts';

const MAX_SPAN = 1000;

export function xhtmlTable(table: XmlElement, readBlocks: (nodes: XmlNode[]) => Block[]): TableBlock | null {
  const rows: TableRow[] = [];
  let headerRows = 0;
  let allHeaderCells = true;
  const readRows = (holder: XmlElement, header: boolean): void => {
    for (const row of childElements(holder, 'tr')) {
      const cells = childElements(row).filter((cell) => cell.name === 'td' || cell.name === 'th');
      rows.push({ cells: cells.map((cell) => tableCell(cell, readBlocks)) });
      allHeaderCells &&= cells.length > 0 && cells.every((cell) => cell.name === 'th');
      if (header || allHeaderCells) headerRows = rows.length;
    }
  };
  for (const part of childElements(table)) {
    if (part.name === 'thead') readRows(part, true);
    else if (part.name === 'tbody' || part.name === 'tfoot') readRows(part, false);
  }
  readRows(table, false);
  if (rows.length === 0) return null;
  const caption = childElements(table, 'caption')[0];
  const captionText = caption ? inlineText(inlineContent(caption.children)).replace(/\s+/g, ' ').trim() : '';
  return { type: 'table', rows, ...(headerRows > 0 ? { headerRows } : {}), ...(captionText ? { caption: captionText } : {}) };
}

function tableCell(cell: XmlElement, readBlocks: (nodes: XmlNode[]) => Block[]): TableCell {
  const lines: Inline[][] = [];
  const collect = (block: Block): void => {
    if (block.type === 'paragraph' || block.type === 'heading') lines.push(block.content);
    else if (block.type === 'list') for (const item of block.items) item.blocks.forEach(collect);
    else if (block.type === 'quote') block.blocks.forEach(collect);
    else if (block.type === 'code') lines.push([{ type: 'text', text: block.text, code: true }]);
    else if (block.type === 'table') for (const row of block.rows) lines.push([{ type: 'text', text: row.cells.map((inner) => inlineText(inner.content)).join(' ') }]);
  };
  readBlocks(cell.children).forEach(collect);
  const result: TableCell = { content: lines.flatMap((line, index) => (index > 0 ? [{ type: 'break' as const }, ...line] : line)) };
  const colSpan = span(attr(cell, 'colspan'));
  const rowSpan = span(attr(cell, 'rowspan'));
  if (colSpan > 1) result.colSpan = colSpan;
  if (rowSpan > 1) result.rowSpan = rowSpan;
  return result;
}

function span(value: string | undefined): number {
  const number = Number(value ?? 1);
  return Number.isInteger(number) && number > 1 ? Math.min(number, MAX_SPAN) : 1;
}

function inlineText(inlines: Inline[]): string {
  return inlines.map((inline) => (inline.type === 'text' ? inline.text : inline.type === 'link' ? inlineText(inline.children) : ' ')).join('');
}
