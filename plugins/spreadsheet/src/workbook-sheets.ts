// A zipped workbook's sheets as workbook.xml lists them (the order of SheetJS's SheetNames):
// each one's name and part. Charts are found from a sheet's part, and the parts of sheets not
// asked for are left unread.

import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { firstOfType, readRelationships } from '@docextract/plugin-kit/office-relationships';
import { attr, childElements, path, parseXml, prefixedAttr } from '@docextract/plugin-kit/xml';

export interface WorkbookSheet {
  name: string;
  /** The sheet's part in the package; null when its relationship is missing or external. */
  part: string | null;
}

/** The sheets in workbook order; empty when the package has no readable workbook part. */
export function workbookSheets(zip: OfficeZip): WorkbookSheet[] {
  const workbookPart = firstOfType(readRelationships(zip, ''), 'officeDocument')?.target;
  const xml = workbookPart ? zip.readText(workbookPart) : null;
  if (!workbookPart || !xml) return [];
  const workbookRels = readRelationships(zip, workbookPart);
  const sheets = path(parseXml(xml, workbookPart), 'sheets');
  return (sheets ? childElements(sheets, 'sheet') : []).map((sheet) => {
    const id = prefixedAttr(sheet, 'id');
    const relationship = id ? workbookRels.get(id) : undefined;
    return { name: attr(sheet, 'name') ?? '', part: relationship && !relationship.external ? relationship.target : null };
  });
}
