// Drawing shapes → blocks: a frame's text box (read as body text), its table, its embedded
// chart or formula (object-blocks.ts), or else its image's alt text (svg:title and svg:desc,
// as "[alt]"); a shape's own paragraphs; a group's members in order. Pictures without alt
// text and OLE objects give nothing: their bytes are not text.

import type { Block } from '@docextract/contracts/document-model';
import { cleanAltText } from '@docextract/plugin-kit/alt-text';
import { childElements, type XmlElement } from '@docextract/plugin-kit/xml';
import { ownTextDeep } from './inline-content.ts';
import { objectBlocks } from './object-blocks.ts';
import type { BlocksReader } from './list-blocks.ts';
import type { ReadContext } from './read-context.ts';
import { SHAPES } from './shape-names.ts';
import { tableBlock } from './table-blocks.ts';

const TEXT_ELEMENTS = new Set(['p', 'h', 'list']);

export function shapeBlocks(shape: XmlElement, context: ReadContext, readBlocks: BlocksReader): Block[] {
  if (shape.name === 'g') return childElements(shape).filter((member) => SHAPES.has(member.name)).flatMap((member) => shapeBlocks(member, context, readBlocks));
  if (shape.name !== 'frame') return readBlocks(childElements(shape).filter((element) => TEXT_ELEMENTS.has(element.name)), context);

  const blocks: Block[] = [];
  for (const element of childElements(shape)) {
    if (element.name === 'text-box') blocks.push(...readBlocks(childElements(element), context));
    else if (element.name === 'table') {
      const table = tableBlock(element, context, readBlocks);
      if (table) blocks.push(table);
    } else if (element.name === 'object') {
      blocks.push(...objectBlocks(element, context, readBlocks));
    }
  }
  if (blocks.length > 0) return blocks;
  const alt = altText(shape);
  return childElements(shape, 'image').length > 0 && alt ? [{ type: 'paragraph', content: [{ type: 'text', text: `[${alt}]` }] }] : [];
}

/** svg:title and svg:desc of a frame, the description after the title when both say something. */
function altText(frame: XmlElement): string {
  const parts = ['title', 'desc'].map((name) => cleanAltText(childElements(frame, name).map(ownTextDeep).join(' ')));
  const [title = '', description = ''] = parts;
  if (!description || description === title) return title;
  return title ? `${title}: ${description}` : description;
}
