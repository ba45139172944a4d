// Body elements → blocks, in document order: text:h (outline level, moved down one when a
// Title paragraph takes level 1), text:p (Title and Subtitle paragraphs become headings),
// lists, tables, sections and indexes read through, and frames and shapes anchored in or
// between paragraphs read after the paragraph that holds them. Declarations, forms and the
// tracked-changes log (deleted text) are not content.

import type { Block, HeadingLevel, Inline } from '@docextract/contracts/document-model';
import { hasText } from '@docextract/plugin-kit/has-text';
import { attr, childElements, type XmlElement } from '@docextract/plugin-kit/xml';
import { readParagraph } from './inline-content.ts';
import { continueList, listBlock } from './list-blocks.ts';
import type { ReadContext } from './read-context.ts';
import { shapeBlocks } from './shape-blocks.ts';
import { SHAPES } from './shape-names.ts';
import { tableBlock } from './table-blocks.ts';

const NOT_CONTENT = new Set([
  'tracked-changes', 'sequence-decls', 'variable-decls', 'user-field-decls', 'dde-connection-decls', 'forms', 'annotation', 'annotation-end',
  'soft-page-break', 'table-of-content-source', 'alphabetical-index-source', 'illustration-index-source', 'table-index-source',
  'object-index-source', 'user-index-source', 'bibliography-source', 'calculation-settings', 'content-validations', 'label-ranges',
]);

export function readBlocks(elements: XmlElement[], context: ReadContext): Block[] {
  return appendBlocks(elements, context, []);
}

/** Reads `elements` onto the end of `blocks` (a list can continue the last of them). */
export function appendBlocks(elements: XmlElement[], context: ReadContext, blocks: Block[]): Block[] {
  for (const element of elements) {
    if (element.name === 'h') {
      const level = Number(attr(element, 'text:outline-level') ?? 1);
      pushParagraph(blocks, element, context, Number.isInteger(level) && level > 0 ? level + context.headingShift : 1 + context.headingShift);
    } else if (element.name === 'p') {
      const role = context.styles.paragraphRole(attr(element, 'text:style-name'));
      pushParagraph(blocks, element, context, role === 'title' ? 1 : role === 'subtitle' ? 2 : null);
    } else if (element.name === 'list') {
      const list = listBlock(element, context, readBlocks);
      if (continueList(blocks[blocks.length - 1], list, attr(element, 'text:continue-numbering') === 'true')) blocks.push(list);
    } else if (element.name === 'table') {
      const table = tableBlock(element, context, readBlocks);
      if (table) blocks.push(table);
    } else if (SHAPES.has(element.name)) {
      blocks.push(...shapeBlocks(element, context, readBlocks));
    } else if (!NOT_CONTENT.has(element.name)) {
      // Sections, index bodies, change marks and what a newer ODF version adds: read through.
      appendBlocks(childElements(element), context, blocks);
    }
  }
  return blocks;
}

/** A heading (level given) or a paragraph (level null), then whatever is anchored in it. */
function pushParagraph(blocks: Block[], element: XmlElement, context: ReadContext, level: number | null): void {
  // A heading's style is bold by design: only a plain paragraph passes its style's look on.
  const base = level === null ? context.styles.look('paragraph', attr(element, 'text:style-name')) : {};
  const { content, anchored } = readParagraph(element, context, base);
  if (hasText(content)) {
    blocks.push(level === null ? { type: 'paragraph', content } : { type: 'heading', level: Math.min(6, level) as HeadingLevel, content: trimBreaks(content) });
  }
  for (const shape of anchored) blocks.push(...shapeBlocks(shape, context, readBlocks));
}

// A heading is one line; a break in it is layout.
function trimBreaks(content: Inline[]): Inline[] {
  return content.map((inline) => (inline.type === 'break' ? { type: 'text', text: ' ' } : inline));
}
