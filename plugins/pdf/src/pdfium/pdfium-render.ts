// A page drawn by PDFium for OCR, in greyscale, straight into a bitmap in the module's memory
// (no canvas), annotations and form fields included as a viewer shows them.

import { MIN_INK_SHARE, renderScale, type RenderedPage } from '../pdf-engine.ts';
import { encodeGreyPng } from './grey-png.ts';
import type { Pdfium } from './pdfium-module.ts';
import type { PageFrame } from './page-frame.ts';

const FPDF_BITMAP_GRAY = 1;
const FPDF_ANNOT = 0x01;
const WHITE = 0xffffffff;
/** A pixel darker than this grey is ink (near-white counts: thin text at low dpi is light grey). */
const INK_BELOW = 245;

/** Draws an FPDF_PAGE already loaded, turned by `extraRotation` degrees clockwise. */
export function renderPdfiumPage(module: Pdfium, page: number, frame: PageFrame, extraRotation: number, dpi: number): RenderedPage {
  const quarters = ((Math.round(extraRotation / 90) % 4) + 4) % 4;
  const scale = renderScale(frame.width, frame.height, dpi);
  const [shownWidth, shownHeight] = quarters % 2 === 1 ? [frame.height, frame.width] : [frame.width, frame.height];
  const width = Math.max(1, Math.ceil(shownWidth * scale));
  const height = Math.max(1, Math.ceil(shownHeight * scale));
  const bitmap = module.api.FPDFBitmap_CreateEx(width, height, FPDF_BITMAP_GRAY, 0, 0);
  if (bitmap === 0) throw new Error(`PDFium could not allocate a ${width} × ${height} bitmap`);
  try {
    module.api.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, WHITE);
    // The page's own /Rotate is applied by PDFium; `rotate` turns it further.
    module.api.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, quarters, FPDF_ANNOT);
    const stride = module.api.FPDFBitmap_GetStride(bitmap);
    const start = module.api.FPDFBitmap_GetBuffer(bitmap);
    const pixels = module.heapU8().subarray(start, start + stride * height);
    const shownDpi = Math.round(scale * 72);
    const blank = isBlank(pixels, width, height, stride);
    return { image: blank ? Buffer.alloc(0) : encodeGreyPng(pixels, width, height, stride, shownDpi), dpi: shownDpi, blank };
  } finally {
    module.api.FPDFBitmap_Destroy(bitmap);
  }
}

function isBlank(pixels: Uint8Array, width: number, height: number, stride: number): boolean {
  let ink = 0;
  let sampled = 0;
  // Every 7th pixel is plenty to tell a blank page from a page with text on it.
  for (let row = 0; row < height; row += 1) {
    const rowStart = row * stride;
    for (let column = row % 7; column < width; column += 7) {
      sampled += 1;
      if (pixels[rowStart + column]! < INK_BELOW) ink += 1;
    }
  }
  return sampled === 0 || ink / sampled < MIN_INK_SHARE;
}
