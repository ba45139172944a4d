// Structured mode: the page's main content with its structure (headings, lists, tables,
// links, emphasis, code, quotes), through the pipeline
// clean → main content → tables as grids → the kit's HTML converter → model.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { cutModel } from '@docextract/plugin-kit/cut-model';
import { htmlToModel } from '@docextract/plugin-kit/html';
import { flattenBelow } from './dom-edit.ts';
import type { DomElement } from './dom-types.ts';
import { visibleTextBlocks } from './fast-text.ts';
import { hasVisibleText, loadHtml } from './load-html.ts';
import { mainContent } from './main-content.ts';
import { normalizeTables } from './normalize-tables.ts';
import { pruneAfterText } from './output-limit.ts';
import { removeInvisible } from './remove-invisible.ts';
import { tameWhitespace } from './tame-whitespace.ts';

/**
 * How much more text than the output limit is kept for main-content selection: Readability
 * and chrome removal drop text, so pruning exactly at the limit could leave too little.
 */
const PRUNE_MARGIN = 3;
/**
 * Readability reads the text of every element it visits, which costs elements × depth: a
 * page 500 deep over a wide subtree takes it minutes. Real pages nest a few dozen levels;
 * content below this depth is kept as plain text.
 */
const MAX_STRUCTURED_DEPTH = 64;

export function structured(input: ExtractInput): ExtractResult {
  const { document, body, metadata, base } = loadHtml(input);
  removeInvisible(body, { ariaHidden: true });
  flattenBelow(body, MAX_STRUCTURED_DEPTH);
  tameWhitespace(body);
  const pruned = pruneAfterText(body, input.limits.maxOutputChars * PRUNE_MARGIN);
  if (!hasVisibleText(body)) return { document: { blocks: [] }, metadata };

  const root = mainContent(document, metadata.title ?? null);
  normalizeTables(root);
  const blocks = convert(root, base, input.limits.maxOutputChars);

  const limited = cutModel(blocks, input.limits.maxOutputChars);
  if (pruned || limited.truncated) metadata.raw.truncated = true;
  return { document: { blocks: limited.blocks }, metadata };
}

/** The content root → model blocks; images read as words of the page. */
function convert(root: DomElement, base: URL | null, maxChars: number): Block[] {
  try {
    return htmlToModel(root, { baseUrl: base, imageAlt: 'text', maxDepth: MAX_STRUCTURED_DEPTH * 2 });
  } catch (error) {
    // Recursion limits (a RangeError) could still be reached by markup more extreme than
    // the depth caps foresee. The text then still comes through, as fast mode reads it;
    // any other error is a bug and propagates.
    if (!(error instanceof RangeError)) throw error;
    return visibleTextBlocks(root, maxChars).blocks;
  }
}
