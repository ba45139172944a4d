// Decodes one page of an image, upright and at the scale OCR reads best, onto a white canvas.
// PNG, JPEG, WebP, GIF (its first frame) and BMP go through Skia (@napi-rs/canvas, prebuilt:
// nothing to compile or download), TIFF through utif2 (pure JavaScript; Skia has no TIFF codec).
// Pages are decoded one at a time, so a many-page TIFF never holds more than one in memory.

import { createCanvas, Image, ImageData, type Canvas } from '@napi-rs/canvas';
import { BadInputError } from '@docextract/contracts/plugin-api';
import UTIF from 'utif2';
import type { ImageHeader, PageHeader } from './image-header.ts';
import { drawOriented, orientedSize } from './orient-canvas.ts';

/** Tesseract is slow past this, and gains nothing: 9 megapixels is an A4 page at 300 dpi. */
const OCR_MAX_PIXELS = 9_000_000;
/** Pictures smaller than this on their longer side are doubled: screen text is 10–14 px tall,
 *  and Tesseract reads text best at 20–30 px. */
const SMALL_SIDE_PX = 1000;

export interface OpenedImage {
  /** Page `index` upright, scaled for OCR, on white. */
  page(index: number): Promise<Canvas>;
}

export function openImage(bytes: Uint8Array, header: ImageHeader): OpenedImage {
  if (header.format === 'tiff') return openTiff(bytes, header);
  return {
    async page() {
      const image = new Image();
      image.src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      try {
        await image.decode();
      } catch {
        throw new BadInputError('corrupt', `the ${header.format.toUpperCase()} image data is damaged and cannot be decoded`);
      }
      if (image.width === 0 || image.height === 0) throw new BadInputError('corrupt', `the ${header.format.toUpperCase()} image decodes to nothing`);
      const stored = header.pages[0]!;
      // Skia turns a JPEG by its EXIF orientation while decoding. Should a decoder not have done
      // so (the sides come out unswapped for a quarter turn), the turn is made here instead.
      const swapped = stored.orientation >= 5 && image.width === stored.width && image.height === stored.height && stored.width !== stored.height;
      const orientation = swapped ? stored.orientation : 1;
      const size = orientedSize(image.width, image.height, orientation);
      return drawOriented(image, image.width, image.height, orientation, ocrScale(size.width, size.height));
    },
  };
}

function openTiff(bytes: Uint8Array, header: ImageHeader): OpenedImage {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  let directories: UTIF.IFD[] | null = null;
  return {
    async page(index) {
      const page: PageHeader = header.pages[index]!;
      let directory: UTIF.IFD | undefined;
      let rgba: Uint8Array;
      try {
        directories ??= UTIF.decode(buffer);
        directory = directories[page.directory];
        if (!directory) throw new Error('directory missing');
        UTIF.decodeImage(buffer, directory);
        rgba = UTIF.toRGBA8(directory);
      } catch {
        throw new BadInputError('corrupt', `TIFF page ${index + 1} cannot be decoded: its data is damaged or uses a compression this service does not read`);
      }
      const { width, height } = directory;
      if (!width || !height || rgba.length !== width * height * 4) {
        throw new BadInputError('corrupt', `TIFF page ${index + 1} decodes to no pixels`);
      }
      const stored = createCanvas(width, height);
      stored.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length), width, height), 0, 0);
      directory.data = new Uint8Array(0); // the decoded samples are no longer needed: free them before OCR
      const size = orientedSize(width, height, page.orientation);
      return drawOriented(stored, width, height, page.orientation, ocrScale(size.width, size.height));
    },
  };
}

function ocrScale(width: number, height: number): number {
  const pixels = width * height;
  if (pixels > OCR_MAX_PIXELS) return Math.sqrt(OCR_MAX_PIXELS / pixels);
  if (Math.max(width, height) < SMALL_SIDE_PX) return Math.min(2, Math.sqrt(OCR_MAX_PIXELS / pixels));
  return 1;
}
