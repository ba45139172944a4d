// The image plugin's fixtures: English text drawn large and clear with @napi-rs/canvas, so that
// Tesseract reads it reliably, saved in every format the plugin reads. Where canvas has no
// encoder (BMP, TIFF) or cannot write the detail a test needs (an EXIF orientation), the bytes
// are written here by hand; each writer is the smallest valid file of its kind.

import { crc32, deflateSync } from 'node:zlib';
import { createCanvas, GifEncoder, GlobalFonts, type Canvas } from '@napi-rs/canvas';

const DEJAVU_SANS = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_SIZE = 64;

export interface TextImageOptions {
  lines: string[];
  /** Transparent paper (PNG only shows it): the plugin must flatten it onto white. */
  transparent?: boolean;
}

let fontFamily: string | null = null;

/** DejaVu Sans when installed (Debian's fonts-dejavu), else whatever sans-serif the system has. */
function font(): string {
  if (fontFamily) return fontFamily;
  try {
    GlobalFonts.registerFromPath(DEJAVU_SANS, 'FixtureSans');
    fontFamily = 'FixtureSans';
  } catch {
    console.warn(`${DEJAVU_SANS} is missing: the image fixtures use the system's sans-serif font`);
    fontFamily = 'sans-serif';
  }
  return fontFamily;
}

/** Lines of dark text on paper, 64 px high with a wide margin: a clean scan. */
export function textCanvas({ lines, transparent = false }: TextImageOptions): Canvas {
  const lineHeight = Math.round(FONT_SIZE * 1.6);
  const probe = createCanvas(10, 10).getContext('2d');
  probe.font = `${FONT_SIZE}px ${font()}`;
  const width = Math.ceil(Math.max(...lines.map((line) => probe.measureText(line).width))) + 120;
  const height = lines.length * lineHeight + 100;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!transparent) {
    context.fillStyle = '#fbfaf7';
    context.fillRect(0, 0, width, height);
  }
  context.fillStyle = '#161616';
  context.font = `${FONT_SIZE}px ${font()}`;
  lines.forEach((line, index) => context.fillText(line, 60, 50 + FONT_SIZE + index * lineHeight));
  return canvas;
}

/** `source` turned a quarter turn clockwise (90) or counter-clockwise (270), or half a turn (180). */
export function turned(source: Canvas, degrees: 90 | 180 | 270): Canvas {
  const sideways = degrees !== 180;
  const canvas = createCanvas(sideways ? source.height : source.width, sideways ? source.width : source.height);
  const context = canvas.getContext('2d');
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.drawImage(source, -source.width / 2, -source.height / 2);
  return canvas;
}

export function blankCanvas(width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  return canvas;
}

/**
 * A JPEG whose pixels are stored turned 90° counter-clockwise, with an EXIF APP1 segment
 * (written here: canvas writes none) saying Orientation 6, "turn 90° clockwise to view".
 */
export function exifRotatedJpeg(upright: Canvas): Buffer {
  const stored = turned(upright, 270).encodeSync('jpeg', 90);
  // TIFF header (big-endian), one IFD with one entry: Orientation (0x0112), SHORT, 1 value, 6.
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(6, 18);
  tiff.writeUInt32BE(0, 22);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const marker = Buffer.alloc(4);
  marker.writeUInt16BE(0xffe1, 0);
  marker.writeUInt16BE(payload.length + 2, 2);
  // Right after SOI, where EXIF readers look first.
  return Buffer.concat([stored.subarray(0, 2), marker, payload, stored.subarray(2)]);
}

/**
 * A monochrome BMP (1 bit per pixel, a two-colour palette, bottom-up rows padded to 4 bytes), as
 * scanning and fax software writes them: canvas has no BMP encoder, and 1 bit keeps it small.
 */
export function monochromeBmp(canvas: Canvas): Buffer {
  const { width, height } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const rowSize = Math.ceil(width / 32) * 4;
  const dataAt = 14 + 40 + 8;
  const file = Buffer.alloc(dataAt + rowSize * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(dataAt, 10);
  file.writeUInt32LE(40, 14); // BITMAPINFOHEADER
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22); // positive: bottom-up
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(1, 28); // bits per pixel
  file.writeUInt32LE(rowSize * height, 34);
  file.writeInt32LE(2835, 38); // 72 dpi
  file.writeInt32LE(2835, 42);
  file.writeUInt32LE(2, 46); // colours in the palette
  file.writeUInt32LE(0x00000000, 54); // index 0: black
  file.writeUInt32LE(0x00ffffff, 58); // index 1: white
  for (let y = 0; y < height; y++) {
    const row = dataAt + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const light = (rgba[at]! + rgba[at + 1]! + rgba[at + 2]!) / 3 >= 128;
      if (light) file[row + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return file;
}

/** An animated GIF: the plugin reads only the first frame, so the second one's words must not appear. */
export function animatedGif(first: Canvas, second: Canvas): Buffer {
  const encoder = new GifEncoder(first.width, first.height, { repeat: 0 });
  for (const frame of [first, second]) {
    const sized = createCanvas(first.width, first.height);
    const context = sized.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, sized.width, sized.height);
    context.drawImage(frame, 0, 0);
    encoder.addFrame(new Uint8Array(context.getImageData(0, 0, sized.width, sized.height).data.buffer), sized.width, sized.height, { delay: 500 });
  }
  return encoder.finish();
}

/**
 * A multi-page bilevel TIFF (1 bit per pixel, uncompressed, WhiteIsZero), little-endian, with an
 * Orientation tag per page: each page is { canvas, orientation } with the pixels stored as given.
 */
export function multiPageTiff(pages: Array<{ canvas: Canvas; orientation: number }>): Buffer {
  const parts: Buffer[] = [];
  let offset = 8;
  const header = Buffer.alloc(8);
  header.write('II', 0, 'latin1');
  header.writeUInt16LE(42, 2);
  header.writeUInt32LE(8, 4);
  parts.push(header);
  pages.forEach(({ canvas, orientation }, index) => {
    const { width, height } = canvas;
    const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    const rowBytes = Math.ceil(width / 8);
    const pixels = Buffer.alloc(rowBytes * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const at = (y * width + x) * 4;
        const dark = rgba[at + 3]! > 0 && (rgba[at]! + rgba[at + 1]! + rgba[at + 2]!) / 3 < 128;
        if (dark) pixels[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
      }
    }
    const pixelsAt = offset;
    offset += pixels.length + (pixels.length % 2); // IFDs start on a word boundary
    const entries: Array<[number, number, number]> = [
      [256, 4, width], [257, 4, height], [258, 3, 1], [259, 3, 1], [262, 3, 0], [273, 4, pixelsAt],
      [274, 3, orientation], [277, 3, 1], [278, 4, height], [279, 4, pixels.length],
    ];
    const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
    ifd.writeUInt16LE(entries.length, 0);
    entries.forEach(([tag, type, value], entry) => {
      const at = 2 + entry * 12;
      ifd.writeUInt16LE(tag, at);
      ifd.writeUInt16LE(type, at + 2);
      ifd.writeUInt32LE(1, at + 4);
      if (type === 3) ifd.writeUInt16LE(value, at + 8);
      else ifd.writeUInt32LE(value, at + 8);
    });
    // The chain: the header (or the previous directory's last 4 bytes) points at this directory;
    // this one's own "next" stays 0 until a page follows.
    if (index === 0) header.writeUInt32LE(offset, 4);
    else parts.at(-1)!.writeUInt32LE(offset, parts.at(-1)!.length - 4);
    parts.push(pixels.length % 2 ? Buffer.concat([pixels, Buffer.alloc(1)]) : pixels, ifd);
    offset += ifd.length;
  });
  return Buffer.concat(parts);
}

/** A PNG claiming `width` × `height` pixels with one tiny (wrong-sized) data chunk: only the header is real. */
export function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
