// Structured mode: the page's main content with its structure (headings, lists, tables,
// links, emphasis, code, quotes), through the pipeline
// clean → main content → normalize → turndown → Markdown → markdownToModel → model.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { markdownToModel } from '@docextract/plugin-kit/markdown';
import { flattenBelow } from './dom-edit.ts';
import type { DomElement } from './dom-types.ts';
import { visibleTextBlocks } from './fast-text.ts';
import { hasVisibleText, loadHtml } from './load-html.ts';
import { mainContent } from './main-content.ts';
import { fixModel } from './model-fixups.ts';
import { normalizeElements } from './normalize-elements.ts';
import { normalizeLinks } from './normalize-links.ts';
import { normalizeTables } from './normalize-tables.ts';
import { pruneAfterText, truncateModel } from './output-limit.ts';
import { removeInvisible } from './remove-invisible.ts';
import { tameWhitespace } from './tame-whitespace.ts';
import { toMarkdown } from './to-markdown.ts';

/**
 * How much more text than the output limit is kept for main-content selection: Readability
 * and chrome removal drop text, so pruning exactly at the limit could leave too little.
 */
const PRUNE_MARGIN = 3;
/**
 * Readability and turndown read the text of every element they visit, which costs
 * elements × depth: a page 500 deep over a wide subtree takes them minutes. Real pages nest
 * a few dozen levels; content below this depth is kept as plain text.
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
  normalizeLinks(root, base);
  normalizeElements(root);
  normalizeTables(root);
  const blocks = convert(root, input.limits.maxOutputChars);

  const limited = truncateModel(blocks, input.limits.maxOutputChars);
  if (pruned || limited.truncated) metadata.raw.truncated = true;
  return { document: { blocks: limited.blocks }, metadata };
}

/** The content root → model blocks, through Markdown. */
function convert(root: DomElement, maxChars: number): Block[] {
  try {
    return fixModel(markdownToModel(toMarkdown(root)));
  } catch (error) {
    // Recursion or argument-count limits (a RangeError) can still be reached by extreme
    // markup, e.g. a hundred thousand links inside one <b>. The text then still comes
    // through, as fast mode reads it; any other error is a bug and propagates.
    if (!(error instanceof RangeError)) throw error;
    return fixModel(visibleTextBlocks(root, maxChars).blocks);
  }
}
