// Slide paragraphs → blocks: paragraphs without a bullet stay paragraphs, runs of bulleted or
// numbered paragraphs become lists nested by outline level. Whether an unmarked paragraph is
// bulleted comes from its shape (body placeholders are, titles and text boxes are not), as the
// master's text styles would say in nearly every template.

import type { Block, ListBlock } from '@docextract/contracts/document-model';
import { hasText } from '@docextract/plugin-kit/has-text';
import type { Bullet, TextParagraph } from './text-body.ts';

interface Frame {
  list: ListBlock;
  level: number;
}

export function paragraphsToBlocks(paragraphs: TextParagraph[], inherited: Exclude<Bullet, 'inherit'>): Block[] {
  const blocks: Block[] = [];
  let stack: Frame[] = [];
  for (const paragraph of paragraphs) {
    if (!hasText(paragraph.content)) continue;
    const bullet = paragraph.bullet === 'inherit' ? inherited : paragraph.bullet;
    if (bullet === 'none') {
      stack = [];
      blocks.push({ type: 'paragraph', content: paragraph.content });
      continue;
    }
    const ordered = bullet === 'number';
    while (stack.length > 1 && stack[stack.length - 1]!.level > paragraph.level) stack.pop();
    let top = stack[stack.length - 1];
    if (top && paragraph.level > top.level) {
      top = nestedList(top, ordered, paragraph, stack);
    } else if (!top || top.list.ordered !== ordered) {
      // A change between bullets and numbers at one level starts a new list there.
      if (stack.length > 1) {
        stack.pop();
        top = nestedList(stack[stack.length - 1]!, ordered, paragraph, stack);
      } else {
        top = { list: newList(ordered, paragraph.startAt), level: paragraph.level };
        blocks.push(top.list);
        stack = [top];
      }
    }
    top.list.items.push({ blocks: [{ type: 'paragraph', content: paragraph.content }] });
  }
  return blocks;
}

function nestedList(parent: Frame, ordered: boolean, paragraph: TextParagraph, stack: Frame[]): Frame {
  if (parent.list.items.length === 0) parent.list.items.push({ blocks: [] });
  const frame: Frame = { list: newList(ordered, paragraph.startAt), level: paragraph.level };
  parent.list.items[parent.list.items.length - 1]!.blocks.push(frame.list);
  stack.push(frame);
  return frame;
}

function newList(ordered: boolean, startAt: number | undefined): ListBlock {
  return { type: 'list', ordered, ...(ordered && startAt ? { start: startAt } : {}), items: [] };
}
