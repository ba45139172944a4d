// The text of blocks on one line per paragraph: for slide titles, which become part of the
// "Slide N: title" heading, and for checks on whether blocks say anything.

import type { Block, Inline } from '@docextract/contracts/document-model';

export function renderedText(blocks: Block[]): string {
  return blocks.map(blockText).filter((line) => line.trim()).join('\n');
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return inlineText(block.content);
    case 'list':
      return block.items.map((item) => renderedText(item.blocks)).join('\n');
    case 'quote':
      return renderedText(block.blocks);
    case 'table':
      return block.rows.map((row) => row.cells.map((cell) => inlineText(cell.content)).join(' ')).join('\n');
    default:
      return '';
  }
}

function inlineText(inlines: Inline[]): string {
  return inlines.map((inline) => (inline.type === 'text' ? inline.text : inline.type === 'link' ? inlineText(inline.children) : ' ')).join('');
}
