// Renders a page to a PNG for OCR with pdf.js, on its own canvas factory (@napi-rs/canvas,
// a prebuilt native module: nothing is downloaded). The second engine's way; PDFium draws
// into its own memory (pdfium/pdfium-render.ts). The size caps are shared (pdf-engine.ts).

import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MIN_INK_SHARE, RENDER_TARGET_DPI, renderScale, type RenderedPage } from './pdf-engine.ts';


interface NodeCanvas {
  width: number;
  height: number;
  toBuffer(type: 'image/png'): Buffer;
}

interface CanvasAndContext {
  canvas: NodeCanvas;
  context: {
    fillStyle: string;
    fillRect(x: number, y: number, width: number, height: number): void;
    getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
  };
}

interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

/** Renders the page upright, or turned by `extraRotation` degrees (for pages scanned sideways). */
export async function renderPage(doc: PDFDocumentProxy, page: PDFPageProxy, extraRotation = 0, dpi = RENDER_TARGET_DPI): Promise<RenderedPage> {
  const rotation = (page.rotate + extraRotation) % 360;
  const unscaled = page.getViewport({ scale: 1, rotation });
  const scale = renderScale(unscaled.width, unscaled.height, dpi);
  const viewport = page.getViewport({ scale, rotation });
  const factory = doc.canvasFactory as CanvasFactory;
  const target = factory.create(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
  try {
    // Transparent areas would read as black once flattened: paint the paper white first.
    target.context.fillStyle = '#ffffff';
    target.context.fillRect(0, 0, target.canvas.width, target.canvas.height);
    await page.render({ canvas: null, canvasContext: target.context as never, viewport }).promise;
    const blank = isBlank(target);
    return { image: blank ? Buffer.alloc(0) : target.canvas.toBuffer('image/png'), dpi: Math.round(scale * 72), blank };
  } finally {
    factory.destroy(target);
  }
}

function isBlank({ canvas, context }: CanvasAndContext): boolean {
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let ink = 0;
  const pixels = data.length / 4;
  // Every 7th pixel is plenty to tell a blank page from a page with text on it.
  for (let index = 0; index < data.length; index += 28) {
    if (data[index]! + data[index + 1]! + data[index + 2]! < 735) ink += 1;
  }
  return ink / (pixels / 7) < MIN_INK_SHARE;
}
