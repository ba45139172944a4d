// Moving an attachment's headings down under the heading of the attachment they came from.

import type { Block, HeadingLevel } from '@docextract/contracts/document-model';

/**
 * Headings `by` levels lower (capped at 6), so an attachment's "# Title" sits under the
 * "## report.docx" heading that introduces it. The core's model check has already bounded
 * the nesting of embedded blocks, so the recursion is shallow.
 */
export function demoteHeadings(blocks: Block[], by: number): Block[] {
  return blocks.map((block) => {
    if (block.type === 'heading') return { ...block, level: Math.min(6, block.level + by) as HeadingLevel };
    if (block.type === 'quote') return { ...block, blocks: demoteHeadings(block.blocks, by) };
    return block;
  });
}
