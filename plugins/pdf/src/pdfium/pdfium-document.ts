// Opens a PDF with PDFium from the upload's bytes, and closes it again.
//
// PDFium reads the bytes where they lie (FPDF_LoadMemDocument64 does not copy them), so they
// are copied once into the module's memory and freed only after the document is closed. The
// input itself is shared with the core and never written to.

import { BadInputError, type ExtractInput } from '@docextract/contracts/plugin-api';
import { passwordError } from '../pdf-errors.ts';
import { pdfium, type Pdfium } from './pdfium-module.ts';

// FPDF_GetLastError's codes (public/fpdfview.h).
const FPDF_ERR_PASSWORD = 4;
const FPDF_ERR_SECURITY = 5;
const ERROR_NAMES: Record<number, string> = {
  1: 'unknown error',
  2: 'file not found or could not be opened',
  3: 'not a PDF, or damaged beyond repair',
  6: 'page not found or content error',
};

export interface PdfiumDocument {
  module: Pdfium;
  /** FPDF_DOCUMENT handle. */
  handle: number;
  pageCount: number;
  /** Closes the document and frees its bytes; never throws, safe to call twice. */
  close(): void;
}

/** PDFium could not make sense of the file (not a password problem): pdf.js may still read it. */
export class PdfiumOpenFailure extends Error {
  constructor(readonly code: number) {
    super(`PDFium could not open the PDF (${ERROR_NAMES[code] ?? `error ${code}`})`);
    this.name = 'PdfiumOpenFailure';
  }
}

export async function openPdfiumDocument(input: ExtractInput, module?: Pdfium): Promise<PdfiumDocument> {
  const engine = module ?? (await pdfium());
  const size = input.bytes.byteLength;
  const pointer = engine.malloc(Math.max(1, size));
  if (pointer === 0) throw new BadInputError('too-large', 'The PDF is too large to be read in the memory one extraction may use.');
  engine.heapU8().set(input.bytes, pointer);
  // An empty field is no password (an owner-password-only file opens without one anyway).
  const password = input.password || '';
  const handle = engine.api.FPDF_LoadMemDocument64(pointer, size, password);
  if (handle === 0) {
    const code = engine.api.FPDF_GetLastError();
    engine.free(pointer);
    if (code === FPDF_ERR_PASSWORD) throw passwordError(password !== '');
    if (code === FPDF_ERR_SECURITY) {
      throw new BadInputError('unsupported', 'The PDF is encrypted with a security handler that cannot be opened here.');
    }
    throw new PdfiumOpenFailure(code);
  }
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    try {
      engine.api.FPDF_CloseDocument(handle);
    } finally {
      engine.free(pointer);
    }
  };
  const pageCount = engine.api.FPDF_GetPageCount(handle);
  const maxPages = input.limits.maxPages;
  if (Number.isFinite(maxPages) && maxPages > 0 && pageCount > maxPages) {
    close();
    throw new BadInputError('too-large', `The PDF has ${pageCount} pages; at most ${maxPages} can be extracted.`);
  }
  if (pageCount <= 0) {
    close();
    throw new PdfiumOpenFailure(3);
  }
  return { module: engine, handle, pageCount, close };
}
