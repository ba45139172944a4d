// Structured mode: the page's main content with its structure (headings, lists, tables,
// links, emphasis, code, quotes), through the pipeline
// clean → main content → normalize → turndown → Markdown → markdownToModel → model.

import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { markdownToModel } from '@docextract/plugin-text/markdown-to-model';
import { hasVisibleText, loadHtml } from './load-html.ts';
import { mainContent } from './main-content.ts';
import { fixModel } from './model-fixups.ts';
import { normalizeElements } from './normalize-elements.ts';
import { normalizeLinks } from './normalize-links.ts';
import { normalizeTables } from './normalize-tables.ts';
import { pruneAfterText, truncateModel } from './output-limit.ts';
import { removeInvisible } from './remove-invisible.ts';
import { toMarkdown } from './to-markdown.ts';

/**
 * How much more text than the output limit is kept for main-content selection: Readability
 * and chrome removal drop text, so pruning exactly at the limit could leave too little.
 */
const PRUNE_MARGIN = 3;

export function structured(input: ExtractInput): ExtractResult {
  const { document, body, metadata, base } = loadHtml(input);
  removeInvisible(body, { ariaHidden: true });
  const pruned = pruneAfterText(body, input.limits.maxOutputChars * PRUNE_MARGIN);
  if (!hasVisibleText(body)) return { document: { blocks: [] }, metadata };

  const { root } = mainContent(document, metadata.title ?? null);
  normalizeLinks(root, base);
  normalizeElements(root);
  normalizeTables(root);
  const blocks = fixModel(markdownToModel(toMarkdown(root)));

  const limited = truncateModel(blocks, input.limits.maxOutputChars);
  if (pruned || limited.truncated) metadata.raw.truncated = true;
  return { document: { blocks: limited.blocks }, metadata };
}
