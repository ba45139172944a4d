// pdf.js as a PdfEngine: the second engine, for files PDFium cannot open and for the `pdfjs`
// mode. Text layers are read a few pages ahead (page-prefetch.ts); OCR renders from a second
// copy opened for drawing (render-source.ts) unless the document was opened for drawing.

import type { ExtractInput } from '@docextract/contracts/plugin-api';
import { openDocument } from './open-document.ts';
import { pagePrefetcher } from './page-prefetch.ts';
import type { PdfEngine } from './pdf-engine.ts';
import { readMetadata } from './read-metadata.ts';
import { renderPage } from './render-page.ts';
import { renderSource } from './render-source.ts';

export async function openPdfjsEngine(input: ExtractInput, forRendering: boolean): Promise<PdfEngine> {
  const opened = await openDocument(input, forRendering ? 'render' : 'text');
  const { doc } = opened;
  const prefetch = pagePrefetcher(doc);
  const rendering = renderSource(input, doc, forRendering);
  return {
    name: 'pdfjs',
    pageCount: doc.numPages,
    readMetadata: () => readMetadata(doc),
    async readPage(number) {
      const { page, groups } = await prefetch.next(number);
      page.cleanup();
      return groups;
    },
    renderPage: (number, extraRotation, dpi) => rendering.withPage(number, (renderDoc, page) => renderPage(renderDoc, page, extraRotation, dpi)),
    async close() {
      await prefetch.release();
      await rendering.close();
      await opened.close();
    },
  };
}
