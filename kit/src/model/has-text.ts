// Whether content says anything: a paragraph, heading or table cell made only of white space,
// line breaks or empty links is dropped by every reader rather than kept as an empty block,
// and a body or attachment whose blocks say nothing counts as empty. A question of yes or
// no, not of length: the output budget counts length (model-length.ts).

import type { Block, Inline } from '@docextract/contracts/document-model';

export function hasText(content: readonly Inline[]): boolean {
  return content.some((inline) => {
    if (inline.type === 'text') return inline.text.trim() !== '';
    if (inline.type === 'link') return hasText(inline.children);
    return false;
  });
}

/** Whether any of the blocks, at any depth, holds text that is not white space. */
export function blocksHaveText(blocks: readonly Block[]): boolean {
  return blocks.some((block) => {
    switch (block.type) {
      case 'heading':
      case 'paragraph':
        return hasText(block.content);
      case 'list':
        return block.items.some((item) => blocksHaveText(item.blocks));
      case 'quote':
        return blocksHaveText(block.blocks);
      case 'table':
        return block.rows.some((row) => row.cells.some((cell) => hasText(cell.content)));
      case 'code':
        return block.text.trim() !== '';
      default:
        return false;
    }
  });
}
