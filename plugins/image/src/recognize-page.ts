// One upright page through OCR, the way the PDF plugin reads a scanned page (ocr-page.ts):
// a blank page is told from a thumbnail and skipped; otherwise Tesseract reads it, and when
// the reading looks like a page read sideways (low confidence, lines standing on end),
// Tesseract's orientation detection says, on a cheaper copy, which way up the page is, and
// the page is read again turned upright when it is sure. Photos of pages often come without
// an EXIF orientation or with a wrong one.

import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { paragraphTexts, readsSideways, type OcrEngine, type OcrResult } from '@docextract/plugin-kit/ocr';
import { drawOriented, orientationOfTurn } from './orient-canvas.ts';

/** Below this mean confidence the page may be sideways. */
const CONFIDENT = 70;
/** Orientation detection on at most 2 megapixels sees the lines of text, and is cheap. */
const PROBE_MAX_PIXELS = 2_000_000;
/** Tesseract wants a resolution; an image has none that means anything after scaling. */
const DPI = 300;
/** The blank check looks at a copy this long on its longer side. */
const THUMBNAIL_SIDE = 1000;
/** Fewer pixels than this share standing out from the background: nothing to read. */
const MIN_INK_SHARE = 0.0005;
/** How far from the background's luminance a pixel must be to count as ink. */
const INK_CONTRAST = 48;

export type Turn = 0 | 90 | 180 | 270;

export interface PageReading {
  paragraphs: string[];
  /** Tesseract's mean word confidence (0–100); null for a blank page. */
  confidence: number | null;
  /** The clockwise turn the page was read at. */
  turn: Turn;
}

export async function recognizePage(canvas: Canvas, engine: OcrEngine): Promise<PageReading> {
  if (isBlank(canvas)) return { paragraphs: [], confidence: null, turn: 0 };
  const first = await engine.recognize(canvas.toBuffer('image/png'), DPI);
  if (first.confidence >= CONFIDENT && first.words > 0 && !readsSideways(first)) return reading(first, 0);

  const { width, height } = canvas;
  const probeScale = Math.min(1, Math.sqrt(PROBE_MAX_PIXELS / (width * height)));
  const probe = drawOriented(canvas, width, height, orientationOfTurn(0), probeScale);
  const orientation = await engine.uprightRotation(probe.toBuffer('image/png'), Math.round(DPI * probeScale));
  const turn = (orientation?.clockwiseDegrees ?? 0) as Turn;
  if (turn === 0) return reading(first, 0);
  const turned = drawOriented(canvas, width, height, orientationOfTurn(turn), 1);
  const second = await engine.recognize(turned.toBuffer('image/png'), DPI);
  return score(second) >= score(first) ? reading(second, turn) : reading(first, 0);
}

// Confidence alone favours a reading that found two confident words in noise, or one that read
// a sideways page as lines standing on end.
function score(result: OcrResult): number {
  return result.words === 0 || readsSideways(result) ? 0 : result.confidence;
}

// The engine has already left out lines without a letter or digit (specks, ruled lines).
function reading(result: OcrResult, turn: Turn): PageReading {
  return { paragraphs: paragraphTexts(result), confidence: Math.round(result.confidence), turn };
}

/**
 * True when almost no pixel stands out from the background. The background is the commonest
 * luminance, not white, so a grey scan or white text on a dark slide are judged alike.
 */
function isBlank(canvas: Canvas): boolean {
  const scale = Math.min(1, THUMBNAIL_SIDE / Math.max(canvas.width, canvas.height));
  const width = Math.max(1, Math.round(canvas.width * scale));
  const height = Math.max(1, Math.round(canvas.height * scale));
  const thumbnail = createCanvas(width, height);
  const context = thumbnail.getContext('2d');
  context.drawImage(canvas, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  const luminance = new Uint8Array(width * height);
  const histogram = new Uint32Array(256);
  for (let pixel = 0; pixel < luminance.length; pixel++) {
    const at = pixel * 4;
    const value = (data[at]! * 299 + data[at + 1]! * 587 + data[at + 2]! * 114) / 1000;
    luminance[pixel] = value;
    histogram[luminance[pixel]!]! += 1;
  }
  let background = 0;
  for (let value = 1; value < 256; value++) if (histogram[value]! > histogram[background]!) background = value;
  let ink = 0;
  for (const value of luminance) if (Math.abs(value - background) > INK_CONTRAST) ink += 1;
  return ink / luminance.length < MIN_INK_SHARE;
}
