// Tesseract's reading of a page → the same lines a text layer gives, so that headings, lists,
// paragraphs and tables follow the same rules whichever way the text came. Each of Tesseract's
// paragraphs is a region of its own (the layout never joins lines across regions unless the
// text runs on mid-sentence); pixel boxes become points at the rendering's dpi.

import type { OcrLine, OcrResult } from '@docextract/plugin-kit/ocr';
import type { Line, PageLines } from './layout-types.ts';
import { isMostlyRtl } from './rtl-text.ts';

/** Recognised text has no font: one name for all of it, so no line differs from the body by font. */
const OCR_FONT = 'ocr';
/**
 * Row heights of one type size vary a little from line to line (capitals, descenders): sizes
 * this close to the page's body size are the body size.
 */
const SAME_SIZE_TOLERANCE = 0.12;
const POINTS_PER_INCH = 72;

export interface OcrReading {
  result: OcrResult;
  dpi: number;
  /** The rendering's size in pixels. */
  widthPx: number;
  heightPx: number;
}

export function ocrPageLines(reading: OcrReading, page: number): PageLines {
  const pointsPerPixel = POINTS_PER_INCH / reading.dpi;
  const ocrLines = reading.result.blocks.flatMap((block) => block.paragraphs.map((paragraph) => paragraph.lines));
  const bodySizePx = bodyRowHeightPx(ocrLines.flat());
  const lines: Line[] = [];
  for (const [region, paragraph] of ocrLines.entries()) {
    for (const ocrLine of paragraph) {
      const sizePx = Math.abs(ocrLine.rowHeightPx - bodySizePx) <= SAME_SIZE_TOLERANCE * bodySizePx ? bodySizePx : ocrLine.rowHeightPx;
      lines.push(toLine(ocrLine, sizePx * pointsPerPixel, pointsPerPixel, region, lines.length));
    }
  }
  return { page, width: reading.widthPx * pointsPerPixel, height: reading.heightPx * pointsPerPixel, lines };
}

function toLine(ocrLine: OcrLine, fontSize: number, pointsPerPixel: number, region: number, row: number): Line {
  const rtl = isMostlyRtl(ocrLine.text);
  const geometry = {
    text: ocrLine.text,
    x: ocrLine.box.left * pointsPerPixel,
    right: ocrLine.box.right * pointsPerPixel,
    y: ocrLine.baselinePx * pointsPerPixel,
    top: ocrLine.box.top * pointsPerPixel,
    bottom: ocrLine.box.bottom * pointsPerPixel,
    fontSize,
    fontId: OCR_FONT,
    rtl,
    monospace: false,
  };
  return { ...geometry, segments: [{ ...geometry, fontIds: [OCR_FONT], row }], region };
}

/** The row height most characters of the page are set at. */
function bodyRowHeightPx(lines: OcrLine[]): number {
  const sorted = [...lines].sort((left, right) => left.rowHeightPx - right.rowHeightPx);
  const total = sorted.reduce((sum, line) => sum + line.text.length, 0);
  let seen = 0;
  for (const line of sorted) {
    seen += line.text.length;
    if (seen * 2 >= total) return line.rowHeightPx;
  }
  return 0;
}
