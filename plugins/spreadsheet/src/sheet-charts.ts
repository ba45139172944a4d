// Which charts belong to which sheet of a zipped workbook: workbook.xml names each sheet's
// part, the sheet's drawing holds the charts (a chart sheet works the same way). SheetJS
// does not read charts; their titles and plotted data are content, so they are read here.

import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { firstOfType, readRelationships } from '@docextract/plugin-kit/office-relationships';
import { workbookSheets } from './workbook-sheets.ts';

/** Sheet name → its chart parts, in the order the drawing lists them. */
export function chartsBySheet(zip: OfficeZip): Map<string, string[]> {
  const charts = new Map<string, string[]>();
  for (const { name, part } of workbookSheets(zip)) {
    if (!name || !part) continue;
    const drawing = firstOfType(readRelationships(zip, part), 'drawing');
    if (!drawing) continue;
    const parts = [...readRelationships(zip, drawing.target).values()]
      .filter((relationship) => relationship.type === 'chart' && !relationship.external)
      .map((relationship) => relationship.target);
    if (parts.length > 0) charts.set(name, parts);
  }
  return charts;
}
