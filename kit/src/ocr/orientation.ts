// Which way up a page is, from Tesseract's orientation and script detection (OSD) with the
// `osd` model from @tesseract.js-data/osd. One detection costs about a tenth of a second on a
// page drawn at 150 dpi, where reading the page in each of the other three orientations to see
// which reads best costs seconds each, and on a page of noise reads nothing better anyway.
//
// OSD needs Tesseract's legacy engine, which tesseract.js ships in its core package (nothing
// is downloaded); it runs in a worker of its own, started on the first page that asks.

import { lazyWorker } from './lazy-worker.ts';

/** The legacy-engine model, as OSD needs. */
const OSD_MODEL_FOLDER = '4.0.0';
const LEGACY_ENGINE_ONLY = 0;
/**
 * Below this orientation confidence the answer is a guess (a photo, a page of noise, a few
 * words). Measured: pages of text turned a quarter turn answer 2.2 to 2.6, a sideways photo
 * with a caption 1.3; the command line's own rotation threshold is of the same order.
 */
const MIN_CONFIDENCE = 1;

export interface Orientation {
  /** How far the image must be turned clockwise to stand upright: 0, 90, 180 or 270. */
  clockwiseDegrees: number;
  confidence: number;
}

export interface OrientationDetector {
  /** The page's orientation, or null when OSD cannot tell it with confidence. */
  detect(image: Buffer, dpi: number): Promise<Orientation | null>;
  close(): Promise<void>;
}

export function createOrientationDetector(): OrientationDetector {
  const detector = lazyWorker({ language: 'osd', modelPackage: '@tesseract.js-data/osd', modelFolder: OSD_MODEL_FOLDER, oem: LEGACY_ENGINE_ONLY, legacy: true });
  return {
    async detect(image, dpi) {
      const worker = await detector.get();
      await worker.setParameters({ user_defined_dpi: String(dpi) });
      const { data } = await worker.detect(image);
      const degrees = data.orientation_degrees;
      const confidence = data.orientation_confidence ?? 0;
      if (degrees === null || ![0, 90, 180, 270].includes(degrees) || confidence < MIN_CONFIDENCE) return null;
      return { clockwiseDegrees: degrees, confidence };
    },
    close: () => detector.close(),
  };
}
