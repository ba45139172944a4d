// text:list → a list block, nested lists inside their items. Whether a level is numbered
// comes from the list style: the list's own, else the enclosing list's (nested lists usually
// name none), else the one its first paragraph's style applies. ODF continues an item with an
// item that holds only a nested list (no paragraph of its own): that nested list belongs under
// the previous item, in this list or, across lists, in the previous one (continueList()); a
// nested list that opens with such an item takes the inner list's items as its own.

import type { Block, ListBlock, ListItem } from '@docextract/contracts/document-model';
import { attr, childElements, type XmlElement } from '@docextract/plugin-kit/xml';
import type { ReadContext } from './read-context.ts';

export type BlocksReader = (elements: XmlElement[], context: ReadContext) => Block[];

export function listBlock(list: XmlElement, context: ReadContext, readBlocks: BlocksReader, inheritedStyle?: string, level = 1): ListBlock {
  const items = childElements(list).filter((element) => element.name === 'list-item' || element.name === 'list-header');
  const style = attr(list, 'text:style-name') || inheritedStyle || firstParagraphListStyle(items, context);
  const { ordered, start: levelStart } = context.styles.listLevel(style, level);
  const startValue = Number(items[0] ? attr(items[0], 'text:start-value') : undefined);
  const start = ordered ? (Number.isInteger(startValue) && startValue > 0 ? startValue : levelStart) : undefined;
  const block: ListBlock = { type: 'list', ordered, ...(start && start !== 1 ? { start } : {}), items: [] };
  for (const item of items) {
    const blocks: Block[] = [];
    for (const element of childElements(item)) {
      if (element.name === 'list') blocks.push(listBlock(element, context, readBlocks, style, level + 1));
      else blocks.push(...readBlocks([element], context).map(asItemBlock));
    }
    const previous = block.items[block.items.length - 1];
    const only = blocks[0];
    if (isBare({ blocks }) && previous) previous.blocks.push(...blocks);
    else if (isBare({ blocks }) && level > 1 && blocks.length === 1 && only?.type === 'list') block.items.push(...only.items);
    else block.items.push({ blocks });
  }
  return block;
}

/**
 * Fits `list` onto the blocks read so far: an opening item without a paragraph of its own
 * continues the previous list's last item, and a list that continues the previous one's
 * numbering right after it (text:continue-numbering) joins it. Returns false when nothing of
 * `list` is left to add as a block of its own.
 */
export function continueList(previous: Block | undefined, list: ListBlock, continuesNumbering: boolean): boolean {
  if (previous?.type !== 'list') return list.items.length > 0;
  const first = list.items[0];
  const last = previous.items[previous.items.length - 1];
  if (first && last && isBare(first)) {
    last.blocks.push(...first.blocks);
    list.items.shift();
  }
  if (continuesNumbering && previous.ordered === list.ordered) {
    previous.items.push(...list.items);
    return false;
  }
  return list.items.length > 0;
}

function isBare(item: ListItem): boolean {
  return item.blocks.length > 0 && item.blocks.every((block) => block.type === 'list');
}

// A heading inside a list item reads as the item's text (outline numbering puts them there).
function asItemBlock(block: Block): Block {
  return block.type === 'heading' ? { type: 'paragraph', content: block.content } : block;
}

function firstParagraphListStyle(items: XmlElement[], context: ReadContext): string | undefined {
  for (const item of items) {
    for (const paragraph of childElements(item)) {
      if (paragraph.name === 'p' || paragraph.name === 'h') return context.styles.paragraphListStyle(attr(paragraph, 'text:style-name'));
    }
  }
  return undefined;
}
