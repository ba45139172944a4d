// Whether a page's text layer is worth reading, or the page should be recognised from its
// picture instead. A scan has no text layer (or only a page number); a file whose fonts lack a
// Unicode map gives private-use code points and replacement characters instead of letters.

import type { RunGroup } from './page-runs.ts';

/** Fewer letters and digits than this: the page is treated as having no text. */
const MIN_MEANINGFUL_CHARACTERS = 20;
/** More than this share of unreadable characters: the text layer is garbage. */
const MAX_UNREADABLE_SHARE = 0.3;

export interface TextLayerQuality {
  meaningful: number;
  usable: boolean;
}

export function textLayerQuality(groups: RunGroup[]): TextLayerQuality {
  const counts = { meaningful: 0, unreadable: 0 };
  for (const group of groups) {
    for (const run of group.runs) tally(run.text, counts);
  }
  const { meaningful, unreadable } = counts;
  const total = meaningful + unreadable;
  const usable = meaningful >= MIN_MEANINGFUL_CHARACTERS && (total === 0 || unreadable / total <= MAX_UNREADABLE_SHARE);
  return { meaningful, usable };
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const UNREADABLE = /[\p{Co}\ufffd\p{Cc}]/u;

// Counts by code point without building an array of matches per run (this runs on every page
// of every document): ASCII is decided inline, anything else by the same character classes.
function tally(text: string, counts: { meaningful: number; unreadable: number }): void {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) {
      const lower = code | 0x20;
      if ((code >= 0x30 && code <= 0x39) || (lower >= 0x61 && lower <= 0x7a)) counts.meaningful += 1;
      else if (code < 0x20 || code === 0x7f) counts.unreadable += 1;
      continue;
    }
    const point = text.codePointAt(index)!;
    if (point > 0xffff) index += 1;
    const character = String.fromCodePoint(point);
    if (LETTER_OR_DIGIT.test(character)) counts.meaningful += 1;
    else if (UNREADABLE.test(character)) counts.unreadable += 1;
  }
}

/** Letters and digits in recognised text, to compare with what the text layer had. */
export function meaningfulCharacters(paragraphs: string[]): number {
  return paragraphs.reduce((sum, text) => sum + (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);
}
