// An 8-bit greyscale BMP from PDFium's greyscale bitmap: the cheapest image file Tesseract
// (through Leptonica) reads. No compression to run: a page at 300 dpi is encoded in a copy.

const FILE_HEADER_BYTES = 14;
const INFO_HEADER_BYTES = 40;
const PALETTE_BYTES = 256 * 4;
const PIXELS_PER_METRE_PER_DPI = 39.3701;

/** `pixels`: `height` rows of `stride` bytes, top row first, one byte of grey per pixel. */
export function encodeGreyBmp(pixels: Uint8Array, width: number, height: number, stride: number, dpi: number): Buffer {
  const rowBytes = (width + 3) & ~3;
  const offset = FILE_HEADER_BYTES + INFO_HEADER_BYTES + PALETTE_BYTES;
  const file = Buffer.alloc(offset + rowBytes * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(INFO_HEADER_BYTES, 14);
  file.writeInt32LE(width, 18);
  // Positive height: rows bottom-up, the form every reader supports.
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(8, 28);
  file.writeUInt32LE(rowBytes * height, 34);
  const density = Math.round(dpi * PIXELS_PER_METRE_PER_DPI);
  file.writeInt32LE(density, 38);
  file.writeInt32LE(density, 42);
  file.writeUInt32LE(256, 46);
  for (let level = 0; level < 256; level += 1) {
    const entry = FILE_HEADER_BYTES + INFO_HEADER_BYTES + level * 4;
    file[entry] = level;
    file[entry + 1] = level;
    file[entry + 2] = level;
  }
  for (let row = 0; row < height; row += 1) {
    const source = pixels.subarray(row * stride, row * stride + width);
    file.set(source, offset + (height - 1 - row) * rowBytes);
  }
  return file;
}
