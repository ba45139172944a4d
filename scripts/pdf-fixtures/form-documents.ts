// A filled form: a typed label in the page's content, a text field whose value is shown only
// by its widget's appearance stream, and a free-text note drawn by its own appearance. A reader
// sees all three; a text layer of the page content alone has only the label.

import { PdfFileBuilder } from './pdf-file.ts';
import { name, ref, str } from './pdf-objects.ts';

const LETTER = { width: 612, height: 792 };

export function formPdf(): Buffer {
  const pdf = new PdfFileBuilder();
  const catalog = pdf.reserve();
  const pagesId = pdf.reserve();
  const font = pdf.add({ Type: name('Font'), Subtype: name('Type1'), BaseFont: name('Helvetica'), Encoding: name('WinAnsiEncoding') });
  const fonts = { F1: ref(font) };
  const pageId = pdf.reserve();
  const appearance = (text: string, width: number) =>
    pdf.addStream({ Type: name('XObject'), Subtype: name('Form'), BBox: [0, 0, width, 20], Resources: { Font: fonts } }, `/Tx BMC BT /F1 12 Tf 2 5 Td (${text}) Tj ET EMC`, false);
  const field = pdf.add({
    Type: name('Annot'),
    Subtype: name('Widget'),
    FT: name('Tx'),
    T: str('applicant'),
    V: str('Grace Hopper'),
    Rect: [180, 690, 380, 710],
    F: 4,
    P: ref(pageId),
    AP: { N: ref(appearance('Grace Hopper', 200)) },
  });
  const note = pdf.add({
    Type: name('Annot'),
    Subtype: name('FreeText'),
    Contents: str('Reviewed by the admissions committee'),
    Rect: [72, 600, 372, 620],
    F: 4,
    DA: str('/F1 12 Tf 0 g'),
    AP: { N: ref(appearance('Reviewed by the admissions committee', 300)) },
  });
  const content = pdf.addStream({}, 'BT /F1 12 Tf 72 702 Td (Applicant name:) Tj ET');
  pdf.set(pageId, { Type: name('Page'), Parent: ref(pagesId), MediaBox: [0, 0, LETTER.width, LETTER.height], Resources: { Font: fonts }, Contents: ref(content), Annots: [ref(field), ref(note)] });
  pdf.set(pagesId, { Type: name('Pages'), Kids: [ref(pageId)], Count: 1 });
  pdf.set(catalog, { Type: name('Catalog'), Pages: ref(pagesId), AcroForm: { Fields: [ref(field)], DA: str('/F1 12 Tf 0 g'), DR: { Font: fonts } } });
  return pdf.build({ root: catalog });
}
