// How much an Office archive may ask for. A zip bomb declares (or hides) gigabytes behind a
// few kilobytes; these bounds refuse it from the directory alone, before anything inflates,
// and the reader enforces them again on the bytes that actually come out of each entry.

import { BadInputError } from '@docextract/contracts/plugin-api';
import type { ZipEntry } from './zip-directory.ts';

export interface ZipLimits {
  /** Real documents have tens to a few thousand parts. */
  maxEntries: number;
  /** Sum of every entry's uncompressed size: what reading the whole archive would cost. */
  maxTotalUncompressedBytes: number;
  /** Deflate tops out near 1032:1; real XML parts stay well under 100:1. */
  maxCompressionRatio: number;
  /** Small entries cannot hurt whatever their ratio (an empty sheet compresses very well). */
  ratioCheckedAboveBytes: number;
}

export const DEFAULT_ZIP_LIMITS: Readonly<ZipLimits> = Object.freeze({
  maxEntries: 10_000,
  maxTotalUncompressedBytes: 256 * 1024 * 1024,
  maxCompressionRatio: 200,
  ratioCheckedAboveBytes: 1024 * 1024,
});

/** Refuses an archive whose directory already shows it is hostile or too big. */
export function checkDeclaredSizes(entries: readonly ZipEntry[], limits: ZipLimits): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedBytes;
    if (total > limits.maxTotalUncompressedBytes) {
      throw new BadInputError(
        'too-large',
        `the archive would inflate to more than ${mebibytes(limits.maxTotalUncompressedBytes)} MiB`,
      );
    }
    const ratio = entry.uncompressedBytes / Math.max(1, entry.compressedBytes);
    if (entry.uncompressedBytes > limits.ratioCheckedAboveBytes && ratio > limits.maxCompressionRatio) {
      throw new BadInputError(
        'too-large',
        `an archive entry is compressed ${Math.round(ratio)}:1, past the ${limits.maxCompressionRatio}:1 allowed (a zip bomb)`,
      );
    }
  }
}

function mebibytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
