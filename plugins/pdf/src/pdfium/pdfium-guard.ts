// Runs one document through this thread's PDFium and sorts out how it failed.
//
// - The module refused to grow past its cap: the document needs more memory than one
//   extraction may take (too-large, a 400), and the module is thrown away.
// - A trap or an abort inside the module, a file PDFium cannot open, or pages it cannot load:
//   PDFium cannot read this file, pdf.js may (PdfiumUnusable); after a trap the module is
//   thrown away too, since its memory may be in any state.
// - Anything else (a password, a page cap, Tesseract) passes through as it is.

import { BadInputError, isBadInputError } from '@docextract/contracts/plugin-api';
import { PdfiumOpenFailure } from './pdfium-document.ts';
import { wasm } from './wasm-api.ts';
import { discardPdfium, MAX_PDFIUM_MEMORY_BYTES, pdfium, type Pdfium } from './pdfium-module.ts';

export class PdfiumUnusable extends Error {
  constructor(cause: unknown) {
    super(`PDFium could not read the PDF: ${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)}`);
    this.name = 'PdfiumUnusable';
  }
}

interface Closable {
  close(): Promise<void>;
}

export async function guardPdfium<E extends Closable, T>(
  open: (module: Pdfium) => Promise<E>,
  use: (engine: E) => Promise<T>,
  acquire: () => Promise<Pdfium> = pdfium,
): Promise<T> {
  const module = await acquire();
  let engine: E;
  try {
    engine = await open(module);
  } catch (error) {
    throw classify(error, module);
  }
  try {
    return await use(engine);
  } catch (error) {
    throw classify(error, module);
  } finally {
    // A module that aborted may refuse even this; it is being thrown away anyway.
    await engine.close().catch(() => {});
  }
}

function classify(error: unknown, module: Pdfium): unknown {
  if (module.memoryExceeded()) {
    discardPdfium(module);
    const megabytes = Math.round(MAX_PDFIUM_MEMORY_BYTES / 1_048_576);
    return new BadInputError('too-large', `Reading this PDF needs more than the ${megabytes} MB of memory one extraction may use (a page too large or too complex to draw).`);
  }
  if (error instanceof wasm.RuntimeError) {
    discardPdfium(module);
    return new PdfiumUnusable(error);
  }
  if (error instanceof PdfiumOpenFailure) return new PdfiumUnusable(error);
  // Every page failed to load: the second engine may still read them.
  if (isBadInputError(error) && error.reason === 'corrupt') return new PdfiumUnusable(error);
  return error;
}
