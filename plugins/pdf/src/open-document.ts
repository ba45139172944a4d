// Opens a PDF with pdf.js under the plugin's safety rules, and closes it again.
//
// - isEvalSupported: false — pdf.js never compiles code from the document (PostScript
//   functions and fonts are interpreted instead).
// - disableFontFace / useSystemFonts: false — fonts are parsed for their text, never installed
//   or looked up on the host.
// - data is given whole and range/stream/auto fetching is off: pdf.js never asks for more
//   bytes, and its data files come from node_modules (pdfjs-module.ts), so nothing touches the
//   network.
// - stopAtErrors stays false: real files are full of small faults (a bad font, a broken
//   content stream) that pdf.js steps over, and a page's text up to the fault is worth more
//   than a failed document. Structural faults still throw, and are reported as corrupt.
// - maxImageSize caps the pixels of one decoded image, so a hostile image cannot take the
//   thread's memory when a page is rendered for OCR.

import type { ExtractInput } from '@docextract/contracts/plugin-api';
import { BadInputError } from '@docextract/contracts/plugin-api';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { directWorker } from './direct-port.ts';
import { openError } from './pdf-errors.ts';
import { loadPdfjs, pdfjsAssets, type PdfjsAssets, type PdfjsModule } from './pdfjs-module.ts';

const MAX_IMAGE_PIXELS = 40_000_000;
/** pdf.js's VerbosityLevel.ERRORS: its warnings about odd files would flood the service log. */
const VERBOSITY_ERRORS = 0;

export interface OpenedPdf {
  pdfjs: PdfjsModule;
  doc: PDFDocumentProxy;
  /** Destroys the document and its worker; never throws. */
  close(): Promise<void>;
}

/**
 * What the document is opened for. The standard fonts' outlines (pdf.js's own copies of
 * Helvetica, Times…) are only needed to draw text set in fonts the file does not embed; for
 * reading text the file's widths and encodings are enough, and not parsing a standard font
 * for every document that names one makes text extraction about a third faster on such files.
 */
export type OpenPurpose = 'text' | 'render';

export async function openDocument(input: ExtractInput, purpose: OpenPurpose): Promise<OpenedPdf> {
  const pdfjs = await loadPdfjs();
  // An empty field is no password (an owner-password-only file opens without one anyway).
  const password = input.password || undefined;
  const worker = directWorker(pdfjs, VERBOSITY_ERRORS);
  const task = pdfjs.getDocument({
    worker,
    // A copy: the input is shared with the core and must not be touched, and pdf.js hands
    // its buffer over to its (in-thread) worker.
    data: new Uint8Array(input.bytes),
    ...(password !== undefined ? { password } : {}),
    ...assetsFor(purpose),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    disableRange: true,
    disableStream: true,
    disableAutoFetch: true,
    enableXfa: false,
    stopAtErrors: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    verbosity: VERBOSITY_ERRORS,
  });
  // pdf.js leaves a worker it was given running: it goes with the document.
  const close = async () => {
    await task.destroy().catch(() => {});
    worker.destroy();
  };
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await close();
    throw openError(error, password !== undefined);
  }
  const maxPages = input.limits.maxPages;
  if (Number.isFinite(maxPages) && maxPages > 0 && doc.numPages > maxPages) {
    await close();
    throw new BadInputError('too-large', `The PDF has ${doc.numPages} pages; at most ${maxPages} can be extracted.`);
  }
  return { pdfjs, doc, close };
}

function assetsFor(purpose: OpenPurpose): Partial<PdfjsAssets> {
  const assets = pdfjsAssets();
  return purpose === 'render' ? assets : { cMapUrl: assets.cMapUrl, wasmUrl: assets.wasmUrl };
}
