// How many characters of text blocks hold, counted as their plain-text rendering lays them out
// (two characters between blocks, one between table cells, one per line break or image). The
// worker's exact cut (normalize-model.ts) counts only the characters of text, so this count is
// never below it: a reader that stops by it never hands the worker more than it would keep.
// OutputBudget and cutModel count with it.

import type { Block, Inline } from '@docextract/contracts/document-model';

/** What a block costs besides its text: the blank line the renderer puts between blocks. */
export const BLOCK_SEPARATOR_CHARS = 2;
/** What a table cell costs besides its text: the separator before it. */
export const CELL_SEPARATOR_CHARS = 1;
/** What an inline that is not text costs: a line break is one newline. */
export const NON_TEXT_INLINE_CHARS = 1;

export function modelTextLength(blocks: readonly Block[]): number {
  let length = 0;
  for (const block of blocks) {
    length += BLOCK_SEPARATOR_CHARS;
    switch (block.type) {
      case 'heading':
      case 'paragraph':
        length += inlineTextLength(block.content);
        break;
      case 'list':
        for (const item of block.items) length += modelTextLength(item.blocks);
        break;
      case 'quote':
        length += modelTextLength(block.blocks);
        break;
      case 'table':
        for (const row of block.rows) for (const cell of row.cells) length += CELL_SEPARATOR_CHARS + inlineTextLength(cell.content);
        break;
      case 'code':
        length += block.text.length;
        break;
      default:
        break;
    }
  }
  return length;
}

function inlineTextLength(inlines: readonly Inline[]): number {
  let length = 0;
  for (const inline of inlines) {
    length += inline.type === 'text' ? inline.text.length : inline.type === 'link' ? inlineTextLength(inline.children) : NON_TEXT_INLINE_CHARS;
  }
  return length;
}
