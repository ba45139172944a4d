// Fast mode: all visible text of the body as paragraphs, without main-content selection or
// structure.

import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { cutModel } from '@docextract/plugin-kit/cut-model';
import { visibleTextBlocks } from './fast-text.ts';
import { loadHtml } from './load-html.ts';
import { removeInvisible } from './remove-invisible.ts';

export function fast(input: ExtractInput): ExtractResult {
  const { body, metadata } = loadHtml(input);
  removeInvisible(body, { ariaHidden: false });
  const maxChars = input.limits.maxOutputChars;
  const read = visibleTextBlocks(body, maxChars);
  // The walk stops at maxChars of text; the cut also counts the breaks between paragraphs.
  const limited = cutModel(read.blocks, maxChars);
  if (read.truncated || limited.truncated) metadata.raw.truncated = true;
  return { document: { blocks: limited.blocks }, metadata };
}
