// Writes the Office test documents in fixtures/office/: a report.docx, a workbook.xlsx (and
// the same workbook as .ods and .xls, written by SheetJS), a deck.pptx, and the hostile
// files the safety tests need. Every part is written here by code, so the fixtures carry no
// one else's content and can be rebuilt: `npx tsx scripts/make-office-fixtures.ts`.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { docxParts } from './office-fixtures/docx-parts.ts';
import {
  declaredSizeBombXlsx, entityBombDocx, entityBombPptx, entityBombXlsx, hiddenSizeBombXlsx, ratioBombDocx,
} from './office-fixtures/hostile-parts.ts';
import { writePackage } from './office-fixtures/package-writer.ts';
import { pptxParts } from './office-fixtures/pptx-parts.ts';
import { xlsxParts } from './office-fixtures/xlsx-parts.ts';

const outputDir = path.resolve(import.meta.dirname, '..', 'fixtures', 'office');

async function main(): Promise<void> {
  const workbook = await writePackage(xlsxParts());
  const fixtures: Record<string, Buffer> = {
    'report.docx': await writePackage(docxParts()),
    'workbook.xlsx': workbook,
    'deck.pptx': await writePackage(pptxParts()),
    'bomb-ratio.docx': await ratioBombDocx(),
    'bomb-declared-size.xlsx': await declaredSizeBombXlsx(),
    'bomb-hidden-size.xlsx': await hiddenSizeBombXlsx(),
    'entity-bomb.docx': await entityBombDocx(),
    'entity-bomb.xlsx': await entityBombXlsx(),
    'entity-bomb.pptx': await entityBombPptx(),
    ...otherSpreadsheetFormats(workbook),
  };
  mkdirSync(outputDir, { recursive: true });
  for (const [name, bytes] of Object.entries(fixtures)) {
    writeFileSync(path.join(outputDir, name), bytes);
    console.log(`${name.padEnd(26)} ${bytes.length} bytes`);
  }
}

// The legacy and OpenDocument formats are binary or zipped XML of their own; SheetJS writes
// them from the workbook above so the spreadsheet plugin's other types have a fixture too.
function otherSpreadsheetFormats(xlsx: Buffer): Record<string, Buffer> {
  const book = XLSX.read(xlsx, { type: 'buffer', cellDates: false });
  const write = (bookType: 'ods' | 'biff8'): Buffer => Buffer.from(XLSX.write(book, { type: 'buffer', bookType, compression: true }));
  return { 'workbook.ods': write('ods'), 'workbook.xls': write('biff8') };
}

await main();
