// PDFium's text layer alone: the floor under our PDF path on its first engine. Opens each
// document as the PDF plugin does (the thread's PDFium module, the bytes copied into its memory)
// and asks PDFium for every page's text (FPDFText_LoadPage, FPDFText_GetText), and does nothing
// with it: no runs, no reading order, no plain text, no word count. Started compiled by
// scripts/bench.ts, with the line protocol of run-plugin.ts.

import { openPdfiumDocument } from '../../plugins/pdf/src/pdfium/pdfium-document.ts';
import { DEFAULT_EXTRACT_LIMITS } from '../../server/extraction/limits.ts';
import { serveTextLayer } from './text-layer-protocol.ts';

async function readTextLayer(bytes: Uint8Array, password: string | null): Promise<{ pages: number; characters: number }> {
  const input = { bytes, fileName: 'document.pdf', mimeType: 'application/pdf', charset: null, password, limits: DEFAULT_EXTRACT_LIMITS };
  const document = await openPdfiumDocument(input);
  const { api, malloc, free } = document.module;
  try {
    let characters = 0;
    for (let index = 0; index < document.pageCount; index += 1) {
      const page = api.FPDF_LoadPage(document.handle, index);
      const textPage = api.FPDFText_LoadPage(page);
      const count = api.FPDFText_CountChars(textPage);
      // UTF-16, and the terminator.
      const buffer = malloc((count + 1) * 2);
      characters += Math.max(0, api.FPDFText_GetText(textPage, 0, count, buffer) - 1);
      free(buffer);
      api.FPDFText_ClosePage(textPage);
      api.FPDF_ClosePage(page);
    }
    return { pages: document.pageCount, characters };
  } finally {
    document.close();
  }
}

await serveTextLayer(readTextLayer);
