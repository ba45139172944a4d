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
  let meaningful = 0;
  let unreadable = 0;
  for (const group of groups) {
    for (const run of group.runs) {
      meaningful += run.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
      unreadable += run.text.match(/[\p{Co}\ufffd\p{Cc}]/gu)?.length ?? 0;
    }
  }
  const total = meaningful + unreadable;
  const usable = meaningful >= MIN_MEANINGFUL_CHARACTERS && (total === 0 || unreadable / total <= MAX_UNREADABLE_SHARE);
  return { meaningful, usable };
}

/** Letters and digits in recognised text, to compare with what the text layer had. */
export function meaningfulCharacters(paragraphs: string[]): number {
  return paragraphs.reduce((sum, text) => sum + (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);
}
