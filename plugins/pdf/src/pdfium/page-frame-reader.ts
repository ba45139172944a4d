// A loaded page's frame (see page-frame.ts): its visible box and its /Rotate, from PDFium.

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
