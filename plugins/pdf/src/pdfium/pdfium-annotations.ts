// Annotations a reader sees (filled form fields, free-text notes, stamps) as page content.
//
// PDFium's text page reads the page's content stream only; pdftotext also reads what the
// annotations draw. FPDFPage_Flatten writes the visible annotations' appearance streams into
// the page's content, in the in-memory copy of the document (the upload is never touched);
// the page is then loaded again to parse the new content. A form that asks the viewer to draw
// its fields (NeedAppearances) gets its appearances generated through the form-fill
// environment first.

import type { PdfiumDocument } from './pdfium-document.ts';

const FLAT_NORMALDISPLAY = 0;
const FLATTEN_SUCCESS = 1;

/** The page to read: `page` itself, or the same page reloaded with its annotations flattened.
 * When this throws, `page` has been closed. */
export function showAnnotationsAsContent(document: PdfiumDocument, page: number, pageIndex: number): number {
  const { api } = document.module;
  let flattened: boolean;
  try {
    flattened = api.FPDFPage_GetAnnotCount(page) > 0 && api.FPDFPage_Flatten(page, FLAT_NORMALDISPLAY) === FLATTEN_SUCCESS;
  } catch (error) {
    api.FPDF_ClosePage(page);
    throw error;
  }
  if (!flattened) return page;
  api.FPDF_ClosePage(page);
  const reloaded = api.FPDF_LoadPage(document.handle, pageIndex);
  if (reloaded === 0) throw new Error(`PDFium could not load page ${pageIndex + 1} again after flattening`);
  return reloaded;
}
