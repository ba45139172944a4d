// The document that pages are rendered from for OCR. In `ocr` mode it is the document being
// read; in `structured` and `fast` (opened for text only, see open-document.ts) a second copy
// opened for rendering is made on the first page that needs OCR, and closed with the first.

import type { ExtractInput } from '@docextract/contracts/plugin-api';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openDocument, type OpenedPdf } from './open-document.ts';

export interface RenderSource {
  /** Runs `use` on page `number` of the rendering document, and releases the page after. */
  withPage<T>(number: number, use: (doc: PDFDocumentProxy, page: PDFPageProxy) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function renderSource(input: ExtractInput, readDoc: PDFDocumentProxy, readDocRenders: boolean): RenderSource {
  let opening: Promise<OpenedPdf> | null = null;
  const doc = async () => (readDocRenders ? readDoc : (await (opening ??= openDocument(input, 'render'))).doc);
  return {
    async withPage(number, use) {
      const renderDoc = await doc();
      const page = await renderDoc.getPage(number);
      try {
        return await use(renderDoc, page);
      } finally {
        page.cleanup();
      }
    },
    async close() {
      if (!opening) return;
      const pending = opening;
      opening = null;
      await (await pending.catch(() => null))?.close();
    },
  };
}
