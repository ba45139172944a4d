// One page through OCR: render, recognise, and when the result looks like a page read
// sideways (low confidence), try the other three orientations on a cheaper rendering and
// read the page again the way that worked best. Scanners put pages in sideways often enough,
// and the English model has no orientation detection of its own.

import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { OcrEngine, OcrResult } from '@docextract/plugin-kit/ocr';
import { renderPage } from './render-page.ts';

/** Below this mean confidence the page may be sideways. */
const CONFIDENT = 70;
/** The dpi for trying orientations: enough to tell text from noise, four times cheaper. */
const PROBE_DPI = 150;
/** Another orientation must beat the first reading by this much to be taken. */
const ORIENTATION_MARGIN = 10;
const BLANK_CHECK_DPI = 36;

export async function recognizePage(doc: PDFDocumentProxy, page: PDFPageProxy, engine: OcrEngine): Promise<string[]> {
  // A blank page is told at 36 dpi for a hundredth of the cost of a full rendering.
  if ((await renderPage(doc, page, 0, BLANK_CHECK_DPI)).blank) return [];
  const upright = await renderPage(doc, page);
  const first = await engine.recognize(upright.png, upright.dpi);
  if (first.confidence >= CONFIDENT && first.words > 0) return first.paragraphs;

  let best: { rotation: number; result: OcrResult } = { rotation: 0, result: first };
  for (const rotation of [90, 270, 180]) {
    const probe = await renderPage(doc, page, rotation, PROBE_DPI);
    const result = await engine.recognize(probe.png, probe.dpi);
    if (score(result) > score(best.result) + ORIENTATION_MARGIN) best = { rotation, result };
  }
  if (best.rotation === 0) return first.paragraphs;
  const turned = await renderPage(doc, page, best.rotation);
  return (await engine.recognize(turned.png, turned.dpi)).paragraphs;
}

// Confidence alone favours a reading that found two confident words in noise.
function score(result: OcrResult): number {
  return result.words === 0 ? 0 : result.confidence;
}
