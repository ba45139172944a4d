// A loaded page's frame (see page-frame.ts): its visible box and its /Rotate, from PDFium.
// The text layer is read in the same frame, unless the crop box hides most of the media box.

import type { Pdfium } from './pdfium-module.ts';
import { pageFrame, type PageFrame } from './page-frame.ts';

export function readFrame(module: Pdfium, page: number): PageFrame {
  const box = module.malloc(16);
  try {
    // FS_RECTF: left, top, right, bottom.
    const ok = module.api.FPDF_GetPageBoundingBox(page, box);
    const heap = module.heapF32();
    const [left, top, right, bottom] = ok ? [heap[box >> 2]!, heap[(box >> 2) + 1]!, heap[(box >> 2) + 2]!, heap[(box >> 2) + 3]!] : [0, 0, 0, 0];
    const rotation = module.api.FPDFPage_GetRotation(page);
    if (!ok || !(right > left) || !(top > bottom)) {
      return pageFrame(0, 0, module.api.FPDF_GetPageWidthF(page), module.api.FPDF_GetPageHeightF(page), 0);
    }
    return pageFrame(left, bottom, right, top, rotation);
  } finally {
    module.free(box);
  }
}

/** The crop box must cover at least this share of the media box's area to frame the text. */
const MIN_CROP_SHARE_OF_MEDIA = 0.5;

/**
 * The frame the text layer is read in: the visible box, or the media box when the crop box
 * shows less than half of it. A crop box that trims margins or printer's marks is a visible
 * box; one that shows a few words of a full page (an excerpt, a reduced test case) would throw
 * away the page's text, which pdftotext and other readers still give, since they read the
 * media box.
 */
export function readTextFrame(module: Pdfium, page: number): PageFrame {
  const visible = readFrame(module, page);
  const box = module.malloc(16);
  try {
    if (!module.api.FPDFPage_GetMediaBox(page, box, box + 4, box + 8, box + 12)) return visible;
    const heap = module.heapF32();
    const [left, bottom, right, top] = [heap[box >> 2]!, heap[(box >> 2) + 1]!, heap[(box >> 2) + 2]!, heap[(box >> 2) + 3]!];
    const mediaArea = (right - left) * (top - bottom);
    if (!(mediaArea > 0) || visible.width * visible.height >= MIN_CROP_SHARE_OF_MEDIA * mediaArea) return visible;
    return pageFrame(left, bottom, right, top, visible.rotation);
  } finally {
    module.free(box);
  }
}
