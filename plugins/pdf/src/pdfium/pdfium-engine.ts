// PDFium as a PdfEngine: the first engine of `structured`, `fast` and `ocr`.
//
// Each page is loaded, read and closed again, so a long document holds one page at a time.
// A page with annotations is flattened first (their appearances become page content), so the
// text a reader sees in filled form fields, free-text notes and stamps is read as pdftotext
// reads it.

import type { ExtractInput } from '@docextract/contracts/plugin-api';
import type { PdfEngine } from '../pdf-engine.ts';
import { openPdfiumDocument, type PdfiumDocument } from './pdfium-document.ts';
import { readPdfiumMetadata } from './pdfium-metadata.ts';
import type { Pdfium } from './pdfium-module.ts';
import { readPdfiumPageText } from './pdfium-page-runs.ts';
import { renderPdfiumPage } from './pdfium-render.ts';
import { readFrame } from './page-frame-reader.ts';
import { showAnnotationsAsContent } from './pdfium-annotations.ts';

export async function openPdfiumEngine(input: ExtractInput, module?: Pdfium): Promise<PdfEngine & { document: PdfiumDocument }> {
  const document = await openPdfiumDocument(input, module);
  const withPage = <T>(number: number, use: (page: number) => T): T => {
    const page = showAnnotationsAsContent(document, loadPage(document, number), number - 1);
    try {
      return use(page);
    } finally {
      document.module.api.FPDF_ClosePage(page);
    }
  };
  return {
    name: 'pdfium',
    document,
    pageCount: document.pageCount,
    readMetadata: async () => readPdfiumMetadata(document, input.bytes),
    readPage: async (number) => withPage(number, (page) => readPdfiumPageText(document.module, page).groups),
    renderPage: async (number, extraRotation, dpi) =>
      withPage(number, (page) => renderPdfiumPage(document.module, page, readFrame(document.module, page), extraRotation, dpi)),
    async close() {
      document.close();
    },
  };
}

function loadPage(document: PdfiumDocument, number: number): number {
  const page = document.module.api.FPDF_LoadPage(document.handle, number - 1);
  if (page === 0) throw new Error(`PDFium could not load page ${number}`);
  return page;
}
