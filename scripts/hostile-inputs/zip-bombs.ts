// Zip bombs inside Office packages. The existing safety fixtures inflate a thousandfold to
// 20 MB (honest, declared huge, or hidden behind a small declared size); these add the real
// thing: a part of one gibibyte in about a megabyte, declared honestly or hidden.

import { ratioBombDocx, declaredSizeBombXlsx, hiddenSizeBombXlsx } from '../office-fixtures/hostile-parts.ts';
import { docxWithBody } from '../office-fixtures/docx-parts.ts';
import { patchDeclaredSize, XML_DECLARATION, type Parts } from '../office-fixtures/package-writer.ts';
import { xlsxWithSheet } from '../office-fixtures/xlsx-parts.ts';
import { writeRawZip, type RawZipEntry } from './raw-zip.ts';
import { repeatedDeflate } from './repeated-deflate.ts';

export { ratioBombDocx, declaredSizeBombXlsx, hiddenSizeBombXlsx };

const MIB = 1024 * 1024;
const GIBIBYTE_IN_MIB = 1024;
/** What a hidden bomb claims its gibibyte part to be. */
const HIDDEN_DECLARED_BYTES = 64 * 1024;
const MARK = '\u0000BOMB\u0000';

/** A docx whose word/document.xml holds one gibibyte of text in a single run. */
export function gibibyteDocx(): Buffer {
  return bombPackage(docxWithBody(`<w:p><w:r><w:t>${MARK}</w:t></w:r></w:p>`), 'word/document.xml');
}

/** The same docx with the part's declared size patched to 64 KB: only a capped inflate catches it. */
export function hiddenGibibyteDocx(): Buffer {
  return patchDeclaredSize(gibibyteDocx(), 'word/document.xml', HIDDEN_DECLARED_BYTES);
}

/** An xlsx whose first sheet holds one gibibyte of text in cell A1. */
export function gibibyteXlsx(): Buffer {
  const sheet = `${XML_DECLARATION}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${MARK}</t></is></c></row></sheetData></worksheet>`;
  return bombPackage(xlsxWithSheet(sheet), 'xl/worksheets/sheet1.xml');
}

export function hiddenGibibyteXlsx(): Buffer {
  return patchDeclaredSize(gibibyteXlsx(), 'xl/worksheets/sheet1.xml', HIDDEN_DECLARED_BYTES);
}

/** The package with `bombPart`'s MARK replaced by a gibibyte of "A". */
function bombPackage(parts: Parts, bombPart: string): Buffer {
  const entries: RawZipEntry[] = Object.entries(parts).map(([name, content]) => {
    if (name !== bombPart) return { name, data: Buffer.from(content) };
    const [before, after] = String(content).split(MARK) as [string, string];
    return { name, deflate: repeatedDeflate(Buffer.from(before), Buffer.alloc(MIB, 'A'), GIBIBYTE_IN_MIB, Buffer.from(after)) };
  });
  return writeRawZip(entries);
}
