// Hostile Office files for the safety tests: zip bombs (a part that inflates a
// thousandfold, a declared size of gigabytes, a declared size that hides the real one) and
// XML entity bombs (a DTD whose entities would expand to gigabytes if anyone expanded them).

import { docxWithBody } from './docx-parts.ts';
import { patchDeclaredSize, writePackage, XML_DECLARATION } from './package-writer.ts';
import { pptxWithFirstSlide } from './pptx-parts.ts';
import { xlsxWithSheet } from './xlsx-parts.ts';

/** Inflates to this much; deflate packs it about 1000:1, so the file stays near 20 KB. */
const BOMB_BYTES = 20 * 1024 * 1024;
const GIGABYTES_4 = 0xfffffff0;
/** What the hidden-size bomb claims its 20 MB part to be: small enough to pass every ratio check. */
const HIDDEN_DECLARED_BYTES = 64 * 1024;

const padding = (): string => 'A'.repeat(BOMB_BYTES);

/** A docx whose document.xml honestly declares 20 MB packed into ~20 KB. */
export async function ratioBombDocx(): Promise<Buffer> {
  return writePackage(docxWithBody(`<w:p><w:r><w:t>${padding()}</w:t></w:r></w:p>`));
}

/** An xlsx whose first sheet declares four gigabytes. */
export async function declaredSizeBombXlsx(): Promise<Buffer> {
  const zip = await writePackage(xlsxWithSheet(sheetWith('a small sheet that claims to be huge')));
  return patchDeclaredSize(zip, 'xl/worksheets/sheet1.xml', GIGABYTES_4);
}

/** An xlsx whose first sheet declares 64 KB and inflates to 20 MB: only counting while inflating catches it. */
export async function hiddenSizeBombXlsx(): Promise<Buffer> {
  const zip = await writePackage(xlsxWithSheet(sheetWith(padding())));
  return patchDeclaredSize(zip, 'xl/worksheets/sheet1.xml', HIDDEN_DECLARED_BYTES);
}

// "Billion laughs": ten levels of ten references each, 10^9 copies of "lol" if expanded.
const LAUGHS_DTD = (root: string): string => {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let level = 1; level <= 9; level++) entities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
  return `<!DOCTYPE ${root} [${entities.join('')}]>`;
};

export async function entityBombDocx(): Promise<Buffer> {
  const parts = docxWithBody('<w:p><w:r><w:t>&lol9;</w:t></w:r></w:p>');
  parts['word/document.xml'] = String(parts['word/document.xml']).replace(XML_DECLARATION, XML_DECLARATION + LAUGHS_DTD('w:document'));
  return writePackage(parts);
}

export async function entityBombXlsx(): Promise<Buffer> {
  const sheet = sheetWith('&lol9;');
  return writePackage(xlsxWithSheet(sheet.replace(XML_DECLARATION, XML_DECLARATION + LAUGHS_DTD('worksheet'))));
}

export async function entityBombPptx(): Promise<Buffer> {
  const slide = `${XML_DECLARATION}${LAUGHS_DTD('p:sld')}<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>&lol9;</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
  return writePackage(pptxWithFirstSlide(slide));
}

function sheetWith(text: string): string {
  const value = `<c r="A1" t="inlineStr"><is><t>${text}</t></is></c>`;
  return `${XML_DECLARATION}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${value}</row></sheetData></worksheet>`;
}
