// The last guard against garbage: text read from a damaged or misread binary file comes out as
// control characters, unassigned code points and replacement characters, which no real
// document is made of. Such text is refused as a corrupt document instead of being returned.

import { BadInputError } from '@docextract/contracts/plugin-api';

/** A document whose text has more than this share of impossible characters is not text. */
const MAX_BAD_SHARE = 0.1;
/** Below this many characters a share says little; a short text must be all bad to be refused. */
const MIN_SAMPLE = 40;

// C0 controls other than tab and line breaks, C1 controls, U+FFFD, unassigned, private use,
// lone surrogates.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const BAD = /[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f\ufffd\p{Cn}\p{Co}\p{Cs}]/gu;

function badCharacterShare(text: string): number {
  const letters = text.replace(/\s+/g, '');
  if (letters.length === 0) return 0;
  return (letters.match(BAD)?.length ?? 0) / [...letters].length;
}

export function assertReadableText(text: string, what: string): void {
  const share = badCharacterShare(text);
  const sample = [...text.replace(/\s+/g, '')].length;
  if (share > MAX_BAD_SHARE && (sample >= MIN_SAMPLE || share === 1)) {
    throw new BadInputError('corrupt', `the ${what} text cannot be read: ${Math.round(share * 100)}% of it is control or unassigned characters, so the file is damaged or not what it claims to be`);
  }
}

/** Removes the stray control characters a readable text may still carry. */
export function stripControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
  return text.replace(/[\x00-\x08\x0b\x0e-\x1f\x7f\ufffd]/g, '');
}
