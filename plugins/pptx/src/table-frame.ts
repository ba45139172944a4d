// A DrawingML table (a:tbl) → a table block. Merged cells keep their spans: the covered
// cells (hMerge / vMerge) are left out, as the model expects; a cell's paragraphs become lines.

import type { Inline, TableBlock, TableCell, TableRow } from '@docextract/contracts/document-model';
import type { Relationships } from '@docextract/plugin-kit/office-relationships';
import { attr, child, childElements, type XmlElement } from '@docextract/plugin-kit/xml';
import { readTextBody } from './text-body.ts';

export function readTable(table: XmlElement, rels: Relationships): TableBlock {
  const rows: TableRow[] = childElements(table, 'tr').map((row) => ({
    cells: childElements(row, 'tc')
      .filter((cell) => !isOn(attr(cell, 'hMerge')) && !isOn(attr(cell, 'vMerge')))
      .map((cell) => readCell(cell, rels)),
  }));
  const properties = child(table, 'tblPr');
  const headerRows = properties && isOn(attr(properties, 'firstRow')) && rows.length > 1 ? 1 : 0;
  return { type: 'table', rows, ...(headerRows ? { headerRows } : {}) };
}

function readCell(cell: XmlElement, rels: Relationships): TableCell {
  const lines = readTextBody(child(cell, 'txBody'), rels)
    .map((paragraph) => paragraph.content)
    .filter((content) => content.length > 0);
  const content: Inline[] = lines.flatMap((line, index) => (index === 0 ? line : [{ type: 'break' } as Inline, ...line]));
  const result: TableCell = { content };
  const colSpan = Number(attr(cell, 'gridSpan'));
  const rowSpan = Number(attr(cell, 'rowSpan'));
  if (colSpan > 1) result.colSpan = colSpan;
  if (rowSpan > 1) result.rowSpan = rowSpan;
  return result;
}

function isOn(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}
