// Fast mode: all visible text of the body as paragraphs, without main-content selection or
// the Markdown round trip.

import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { visibleTextBlocks } from './fast-text.ts';
import { loadHtml } from './load-html.ts';
import { removeInvisible } from './remove-invisible.ts';

export function fast(input: ExtractInput): ExtractResult {
  const { body, metadata } = loadHtml(input);
  removeInvisible(body, { ariaHidden: false });
  const { blocks, truncated } = visibleTextBlocks(body, input.limits.maxOutputChars);
  if (truncated) metadata.raw.truncated = true;
  return { document: { blocks }, metadata };
}
