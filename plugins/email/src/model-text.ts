// Small walks over model blocks: how much text they hold, and moving their headings down
// under the heading of the attachment they came from.

import type { Block, HeadingLevel, Inline } from '@docextract/contracts/document-model';

/** Characters of text in the blocks (the output budget counts these). */
export function textLength(blocks: Block[]): number {
  let length = 0;
  for (const block of blocks) {
    switch (block.type) {
      case 'heading':
      case 'paragraph':
        length += inlineLength(block.content);
        break;
      case 'list':
        for (const item of block.items) length += textLength(item.blocks);
        break;
      case 'quote':
        length += textLength(block.blocks);
        break;
      case 'table':
        for (const row of block.rows) for (const cell of row.cells) length += inlineLength(cell.content);
        break;
      case 'code':
        length += block.text.trim().length;
        break;
    }
  }
  return length;
}

function inlineLength(inlines: Inline[]): number {
  let length = 0;
  for (const inline of inlines) {
    if (inline.type === 'text') length += inline.text.trim().length;
    else if (inline.type === 'link') length += inlineLength(inline.children);
  }
  return length;
}

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
