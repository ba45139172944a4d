// What an image is and how big, from its header alone: the format from the magic number, the
// dimensions of every page (a TIFF may hold many), and the EXIF orientation. This runs before
// any decoding, so that a file claiming 100000 × 100000 pixels is refused in microseconds
// instead of asking the decoder for 40 GB.

import { BadInputError } from '@docextract/contracts/plugin-api';
import { directoryChain, tiffReader, TiffHeaderError } from './tiff-directory.ts';

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp' | 'tiff';

export interface PageHeader {
  width: number;
  height: number;
  /** EXIF / TIFF orientation, 1 (upright) to 8. */
  orientation: number;
  /** For TIFF: the index of this page's directory in the file's directory chain. */
  directory: number;
}

export interface ImageHeader {
  format: ImageFormat;
  pages: PageHeader[];
}

/** Past this a page is refused: 50 megapixels is a 600 dpi A3 scan, and 200 MB of RGBA. */
const MAX_PIXELS = 50_000_000;
/** A cap on directories walked in a TIFF, whatever the page limit, so a hostile chain stays cheap. */
const MAX_TIFF_DIRECTORIES = 10_000;
const ORIENTATION_TAG = 0x0112;
const SUBFILE_TYPE_TAG = 0x00fe;
const COMPRESSION_TAG = 0x0103;
/** The TIFF compressions utif2 decodes; it leaves a page of any other blank, silently. */
const TIFF_COMPRESSIONS = new Set([1, 2, 3, 4, 5, 6, 7, 8, 32767, 32773, 32809, 32946, 34316, 34676, 34713, 34892]);
const REDUCED_RESOLUTION = 1;

export function readImageHeader(bytes: Uint8Array, maxPages: number): ImageHeader {
  const header = parseHeader(bytes);
  if (header.pages.length === 0) throw new BadInputError('corrupt', `the ${header.format.toUpperCase()} file holds no image`);
  if (header.pages.length > maxPages) {
    throw new BadInputError('too-large', `the TIFF has ${header.pages.length} pages, more than the limit of ${maxPages}`);
  }
  for (const page of header.pages) {
    if (page.width <= 0 || page.height <= 0) throw new BadInputError('corrupt', `the ${header.format.toUpperCase()} header gives no image size`);
    if (page.width * page.height > MAX_PIXELS) {
      throw new BadInputError('too-large', `the image is ${page.width} × ${page.height} pixels, more than the limit of ${MAX_PIXELS / 1_000_000} megapixels`);
    }
  }
  return header;
}

function parseHeader(bytes: Uint8Array): ImageHeader {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
  const need = (length: number, format: string) => {
    if (bytes.length < length) throw new BadInputError('corrupt', `the ${format} header is cut short`);
  };
  const single = (format: ImageFormat, width: number, height: number, orientation = 1): ImageHeader => ({
    format,
    pages: [{ width, height, orientation, directory: 0 }],
  });

  if (bytes[0] === 0x89 && ascii(1, 3) === 'PNG') {
    need(24, 'PNG');
    if (ascii(12, 4) !== 'IHDR') throw new BadInputError('corrupt', 'the PNG file does not start with its IHDR chunk');
    return single('png', view.getUint32(16), view.getUint32(20));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return readJpeg(bytes, view);
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') {
    need(10, 'GIF');
    return single('gif', view.getUint16(6, true), view.getUint16(8, true));
  }
  if (ascii(0, 2) === 'BM') {
    need(26, 'BMP');
    // A 12-byte core header (OS/2) has 16-bit sizes; the others 32-bit, negative height = top-down.
    if (view.getUint32(14, true) === 12) return single('bmp', view.getUint16(18, true), view.getUint16(20, true));
    return single('bmp', Math.abs(view.getInt32(18, true)), Math.abs(view.getInt32(22, true)));
  }
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return readWebp(bytes, view, ascii);
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*' || ascii(0, 4) === 'II+\0' || ascii(0, 4) === 'MM\0+') return readTiff(bytes);
  throw new BadInputError('corrupt', 'not a PNG, JPEG, TIFF, WebP, BMP or GIF image (the magic number matches none)');
}

// Segments up to the frame header (SOFn), picking up the EXIF orientation on the way.
function readJpeg(bytes: Uint8Array, view: DataView): ImageHeader {
  let orientation = 1;
  for (let at = 2; at + 4 <= bytes.length; ) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    const length = view.getUint16(at + 2);
    if (marker === 0xe1 && String.fromCharCode(...bytes.subarray(at + 4, at + 10)) === 'Exif\0\0') {
      orientation = exifOrientation(bytes.subarray(0, at + 2 + length), at + 10);
    }
    const isFrameHeader = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrameHeader) {
      if (at + 9 > bytes.length) break;
      return { format: 'jpeg', pages: [{ height: view.getUint16(at + 5), width: view.getUint16(at + 7), orientation, directory: 0 }] };
    }
    if (marker === 0xda) break; // image data before any frame header
    at += 2 + length;
  }
  throw new BadInputError('corrupt', 'the JPEG file has no frame header');
}

/** The Orientation tag of an EXIF block; 1 when it is missing, out of range or unreadable. */
function exifOrientation(bytes: Uint8Array, tiffStart: number): number {
  try {
    const reader = tiffReader(bytes, tiffStart);
    const value = reader.directory(reader.first).tags.get(ORIENTATION_TAG) ?? 1;
    return value >= 1 && value <= 8 ? value : 1;
  } catch {
    return 1; // a damaged EXIF block says nothing about the picture: read it as stored
  }
}

function readWebp(bytes: Uint8Array, view: DataView, ascii: (at: number, length: number) => string): ImageHeader {
  if (bytes.length < 30) throw new BadInputError('corrupt', 'the WebP header is cut short');
  const chunk = ascii(12, 4);
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) throw new BadInputError('corrupt', 'the WebP (VP8) frame header is damaged');
    return { format: 'webp', pages: [{ width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff, orientation: 1, directory: 0 }] };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) throw new BadInputError('corrupt', 'the WebP (lossless) header is damaged');
    const bits = view.getUint32(21, true);
    return { format: 'webp', pages: [{ width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, orientation: 1, directory: 0 }] };
  }
  if (chunk === 'VP8X') {
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return { format: 'webp', pages: [{ width: u24(24) + 1, height: u24(27) + 1, orientation: 1, directory: 0 }] };
  }
  throw new BadInputError('corrupt', `the WebP file starts with an unknown chunk "${chunk.replace(/[^\x20-\x7e]/g, '?')}"`);
}

function readTiff(bytes: Uint8Array): ImageHeader {
  try {
    const reader = tiffReader(bytes);
    const pages: PageHeader[] = [];
    directoryChain(reader, MAX_TIFF_DIRECTORIES).forEach((directory, index) => {
      // Thumbnails (reduced-resolution copies) are not pages.
      if (((directory.tags.get(SUBFILE_TYPE_TAG) ?? 0) & REDUCED_RESOLUTION) !== 0) return;
      const compression = directory.tags.get(COMPRESSION_TAG) ?? 1;
      if (!TIFF_COMPRESSIONS.has(compression)) throw new TiffHeaderError(`page ${pages.length + 1} uses compression ${compression}, which this service does not read`, true);
      const orientation = directory.tags.get(ORIENTATION_TAG) ?? 1;
      pages.push({
        width: directory.tags.get(256) ?? 0,
        height: directory.tags.get(257) ?? 0,
        orientation: orientation >= 1 && orientation <= 8 ? orientation : 1,
        directory: index,
      });
    });
    return { format: 'tiff', pages };
  } catch (error) {
    if (!(error instanceof TiffHeaderError)) throw error;
    throw new BadInputError(error.unsupported ? 'unsupported' : 'corrupt', `TIFF: ${error.message}`);
  }
}
