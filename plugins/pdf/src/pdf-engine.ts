// What extraction needs from a PDF engine, whichever it is (PDFium first, pdf.js second): the
// page count, the metadata, each page's text layer as engine-neutral runs, and a page's
// picture for OCR. The layout code never learns which engine read the page.

import type { PluginMetadata } from '@docextract/contracts/plugin-api';
import type { RunGroup } from './run-groups.ts';

/** A page drawn for OCR, as an image file Tesseract reads (PNG or BMP). */
export interface RenderedPage {
  /** Empty for a blank page: there is nothing to encode. */
  image: Buffer;
  dpi: number;
  /** No ink on the page at all. */
  blank: boolean;
}

export type EngineName = 'pdfium' | 'pdfjs';

export interface PdfEngine {
  readonly name: EngineName;
  readonly pageCount: number;
  readMetadata(): Promise<PluginMetadata>;
  /** Page `number`'s text layer (1-based); pages are asked for in order. */
  readPage(number: number): Promise<RunGroup[]>;
  /** Page `number` drawn upright, or turned by `extraRotation` degrees clockwise, at about `dpi`. */
  renderPage(number: number, extraRotation: number, dpi: number): Promise<RenderedPage>;
  /** Releases everything the document holds; never throws. */
  close(): Promise<void>;
}

/** Rendering caps shared by both engines: 300 dpi is what Tesseract reads best; a cap on the
 * longer side and on the pixel count keeps a poster-sized page from taking the memory. */
export const RENDER_TARGET_DPI = 300;
const MAX_SIDE_PX = 3000;
const MAX_PIXELS = 9_000_000;

/** The scale (device pixels per point) for a page of this size at this dpi, under the caps. */
export function renderScale(width: number, height: number, dpi: number): number {
  return Math.min(dpi / 72, MAX_SIDE_PX / Math.max(width, height, 1), Math.sqrt(MAX_PIXELS / Math.max(1, width * height)));
}

/** A page with fewer pixels darker than near-white than this share is blank: nothing to recognise.
 * Near-white, not dark: at a low resolution thin text comes out as light grey. */
export const MIN_INK_SHARE = 0.0005;
