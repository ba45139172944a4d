// One page through OCR: render, recognise, and when the result looks like a page read
// sideways (low confidence, lines standing on end), ask Tesseract's orientation detection
// which way up the page is, on a cheaper rendering, and read the page again turned upright
// when it is sure. Scanners put pages in sideways often enough.

import { readsSideways, type OcrEngine, type OcrResult } from '@docextract/plugin-kit/ocr';
import type { OcrReading } from './ocr-lines.ts';
import { RENDER_TARGET_DPI, type RenderedPage } from './pdf-engine.ts';

/** Draws the page turned by `rotation` degrees clockwise at about `dpi`. */
export type PageRenderer = (rotation: number, dpi: number) => Promise<RenderedPage>;

/** Below this mean confidence the page may be sideways. */
const CONFIDENT = 70;
/** The dpi for orientation detection: enough to see lines of text, four times cheaper. */
const PROBE_DPI = 150;
const BLANK_CHECK_DPI = 36;

/** The page as Tesseract read it, or null for a blank page. */
export async function recognizePage(render: PageRenderer, engine: OcrEngine): Promise<OcrReading | null> {
  // A blank page is told at 36 dpi for a hundredth of the cost of a full rendering.
  if ((await render(0, BLANK_CHECK_DPI)).blank) return null;
  const upright = await render(0, RENDER_TARGET_DPI);
  const first = await engine.recognize(upright.image, upright.dpi);
  if (first.confidence >= CONFIDENT && first.words > 0 && !readsSideways(first)) return reading(upright, first);

  const probe = await render(0, PROBE_DPI);
  const orientation = await engine.uprightRotation(probe.image, probe.dpi);
  if (!orientation || orientation.clockwiseDegrees === 0) return reading(upright, first);
  const turned = await render(orientation.clockwiseDegrees, RENDER_TARGET_DPI);
  const second = await engine.recognize(turned.image, turned.dpi);
  return score(second) >= score(first) ? reading(turned, second) : reading(upright, first);
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
