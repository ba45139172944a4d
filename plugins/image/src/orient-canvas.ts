// Draws a picture upright (or turned) and scaled onto a white canvas: EXIF / TIFF orientation,
// the quarter turns tried for a page scanned sideways, and the scale Tesseract reads best at,
// all as one affine transform and one drawImage.

import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';

// The eight EXIF orientations as canvas transforms (a, b, c, d, e, f) of a stored w × h picture:
// x' = a·x + c·y + e, y' = b·x + d·y + f. Orientation 6 ("turn 90° clockwise to view") sends
// the stored top-left corner to the top-right: (x, y) → (h − y, x); 5 and 7 are mirror images.
const TRANSFORMS: Record<number, { swap: boolean; map: (w: number, h: number) => [number, number, number, number, number, number] }> = {
  1: { swap: false, map: () => [1, 0, 0, 1, 0, 0] },
  2: { swap: false, map: (w) => [-1, 0, 0, 1, w, 0] },
  3: { swap: false, map: (w, h) => [-1, 0, 0, -1, w, h] },
  4: { swap: false, map: (_w, h) => [1, 0, 0, -1, 0, h] },
  5: { swap: true, map: () => [0, 1, 1, 0, 0, 0] },
  6: { swap: true, map: (_w, h) => [0, 1, -1, 0, h, 0] },
  7: { swap: true, map: (w, h) => [0, -1, -1, 0, h, w] },
  8: { swap: true, map: (w) => [0, -1, 1, 0, 0, w] },
};

/** A clockwise quarter turn as the EXIF orientation that performs it. */
export function orientationOfTurn(degrees: 0 | 90 | 180 | 270): number {
  return { 0: 1, 90: 6, 180: 3, 270: 8 }[degrees];
}

/** The size of a w × h picture once oriented. */
export function orientedSize(width: number, height: number, orientation: number): { width: number; height: number } {
  return TRANSFORMS[orientation]?.swap ? { width: height, height: width } : { width, height };
}

/**
 * A new canvas holding `source` (w × h as stored) turned to `orientation` and scaled by `scale`,
 * over white: transparent areas would otherwise read as black to Tesseract.
 */
export function drawOriented(source: Image | Canvas, width: number, height: number, orientation: number, scale: number): Canvas {
  const transform = TRANSFORMS[orientation] ?? TRANSFORMS[1]!;
  const size = orientedSize(width, height, orientation);
  const canvas = createCanvas(Math.max(1, Math.round(size.width * scale)), Math.max(1, Math.round(size.height * scale)));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const [a, b, c, d, e, f] = transform.map(width, height);
  context.imageSmoothingQuality = 'high';
  context.setTransform(a * scale, b * scale, c * scale, d * scale, e * scale, f * scale);
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}
