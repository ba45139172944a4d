// How many characters of text blocks hold, counted as their plain-text rendering lays them out
// (two characters between blocks, one between table cells, one per line break): close enough
// to stop reading a deck, a book or a workbook once the output limit is passed; the worker
// cuts the model exactly afterwards.

import type { Block, Inline } from '@docextract/contracts/document-model';

export function modelTextLength(blocks: readonly Block[]): number {
  let length = 0;
  for (const block of blocks) {
    length += 2;
    switch (block.type) {
      case 'heading':
      case 'paragraph':
        length += inlineLength(block.content);
        break;
      case 'list':
        for (const item of block.items) length += modelTextLength(item.blocks);
        break;
      case 'quote':
        length += modelTextLength(block.blocks);
        break;
      case 'table':
        for (const row of block.rows) for (const cell of row.cells) length += 1 + inlineLength(cell.content);
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

function inlineLength(inlines: readonly Inline[]): number {
  let length = 0;
  for (const inline of inlines) length += inline.type === 'text' ? inline.text.length : inline.type === 'link' ? inlineLength(inline.children) : 1;
  return length;
}
