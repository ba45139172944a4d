// One page through OCR: render, recognise, and when the result looks like a page read
// sideways (low confidence), try the other three orientations on a cheaper rendering and
// read the page again the way that worked best. Scanners put pages in sideways often enough,
// and the English model has no orientation detection of its own.

import { readsSideways, type OcrEngine, type OcrResult } from '@docextract/plugin-kit/ocr';
import type { OcrReading } from './ocr-lines.ts';
import { RENDER_TARGET_DPI, type RenderedPage } from './pdf-engine.ts';

/** Draws the page turned by `rotation` degrees clockwise at about `dpi`. */
export type PageRenderer = (rotation: number, dpi: number) => Promise<RenderedPage>;

/** Below this mean confidence the page may be sideways. */
const CONFIDENT = 70;
/** The dpi for trying orientations: enough to tell text from noise, four times cheaper. */
const PROBE_DPI = 150;
/** Another orientation must beat the first reading by this much to be taken. */
const ORIENTATION_MARGIN = 10;
const BLANK_CHECK_DPI = 36;

/** The page as Tesseract read it, or null for a blank page. */
export async function recognizePage(render: PageRenderer, engine: OcrEngine): Promise<OcrReading | null> {
  // A blank page is told at 36 dpi for a hundredth of the cost of a full rendering.
  if ((await render(0, BLANK_CHECK_DPI)).blank) return null;
  const upright = await render(0, RENDER_TARGET_DPI);
  const first = await engine.recognize(upright.image, upright.dpi);
  if (first.confidence >= CONFIDENT && first.words > 0 && !readsSideways(first)) return reading(upright, first);

  let best: { rotation: number; result: OcrResult } = { rotation: 0, result: first };
  for (const rotation of [90, 270, 180]) {
    const probe = await render(rotation, PROBE_DPI);
    const result = await engine.recognize(probe.image, probe.dpi);
    if (score(result) > score(best.result) + ORIENTATION_MARGIN) best = { rotation, result };
  }
  if (best.rotation === 0) return reading(upright, first);
  const turned = await render(best.rotation, RENDER_TARGET_DPI);
  return reading(turned, await engine.recognize(turned.image, turned.dpi));
}

// Confidence alone favours a reading that found two confident words in noise, or one that read
// a sideways page as lines standing on end.
function score(result: OcrResult): number {
  return result.words === 0 || readsSideways(result) ? 0 : result.confidence;
}

function reading(rendered: RenderedPage, result: OcrResult): OcrReading {
  return { result, dpi: rendered.dpi, ...imageSizePx(rendered.image) };
}

/** The size of a rendering (a BMP from PDFium, a PNG from the canvas), read from its header. */
function imageSizePx(image: Buffer): { widthPx: number; heightPx: number } {
  if (image.length >= 26 && image.toString('latin1', 0, 2) === 'BM') {
    // A top-down bitmap has a negative height.
    return { widthPx: Math.abs(image.readInt32LE(18)), heightPx: Math.abs(image.readInt32LE(22)) };
  }
  if (image.length >= 24 && image.readUInt32BE(0) === 0x89504e47) return { widthPx: image.readUInt32BE(16), heightPx: image.readUInt32BE(20) };
  return { widthPx: 0, heightPx: 0 };
}
