// Which charts belong to which sheet of a zipped workbook: workbook.xml names each sheet's
// part, the sheet's drawing holds the charts (a chart sheet works the same way). SheetJS
// does not read charts; their titles and plotted data are content, so they are read here.

import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { firstOfType, readRelationships } from '@docextract/plugin-kit/office-relationships';
import { attr, childElements, path, parseXml, prefixedAttr } from '@docextract/plugin-kit/xml';

/** Sheet name → its chart parts, in the order the drawing lists them. */
export function chartsBySheet(zip: OfficeZip): Map<string, string[]> {
  const charts = new Map<string, string[]>();
  const workbookPart = firstOfType(readRelationships(zip, ''), 'officeDocument')?.target;
  const xml = workbookPart ? zip.readText(workbookPart) : null;
  if (!workbookPart || !xml) return charts;
  const workbookRels = readRelationships(zip, workbookPart);
  const sheets = path(parseXml(xml, workbookPart), 'sheets');
  for (const sheet of sheets ? childElements(sheets, 'sheet') : []) {
    const name = attr(sheet, 'name');
    const id = prefixedAttr(sheet, 'id');
    const sheetPart = id ? workbookRels.get(id) : undefined;
    if (!name || !sheetPart || sheetPart.external) continue;
    const drawing = firstOfType(readRelationships(zip, sheetPart.target), 'drawing');
    if (!drawing) continue;
    const parts = [...readRelationships(zip, drawing.target).values()]
      .filter((relationship) => relationship.type === 'chart' && !relationship.external)
      .map((relationship) => relationship.target);
    if (parts.length > 0) charts.set(name, parts);
  }
  return charts;
}
