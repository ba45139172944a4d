// One draw:page → its section of the document, as the PPTX plugin does it: a page break, a
// "Slide N: title" heading ("Slide N (hidden): title" for a slide the show skips), the other
// frames and shapes in document order (the order Impress keeps them in), then the speaker
// notes as a quote marked "Notes:". Header, footer, date and page-number frames are page
// furniture; an empty placeholder shows only its prompt, which is not in the file.

import type { Block, Inline } from '@docextract/contracts/document-model';
import { attr, childElements, type XmlElement } from '@docextract/plugin-kit/xml';
import { renderedText } from './block-text.ts';
import type { ReadContext } from './read-context.ts';
import { shapeBlocks } from './shape-blocks.ts';
import { SHAPES } from './shape-names.ts';
import { readBlocks } from './text-body.ts';

const FURNITURE = new Set(['page-number', 'footer', 'header', 'date-time', 'page', 'handout']);

export function slideBlocks(page: XmlElement, slideNumber: number, context: ReadContext): Block[] {
  const shapes = childElements(page).filter((element) => SHAPES.has(element.name) && !FURNITURE.has(shapeClass(element)));
  let titleShape: XmlElement | undefined;
  let title = '';
  for (const shape of shapes) {
    if (shapeClass(shape) !== 'title') continue;
    title = renderedText(shapeBlocks(shape, context, readBlocks)).replace(/\s+/g, ' ').trim();
    if (title) {
      titleShape = shape;
      break;
    }
  }
  const hidden = context.styles.hiddenPage(attr(page, 'draw:style-name'));
  const label = `Slide ${slideNumber}${hidden ? ' (hidden)' : ''}`;
  const heading: Inline[] = [{ type: 'text', text: title ? `${label}: ${title}` : label }];
  return [
    { type: 'pageBreak', page: slideNumber },
    { type: 'heading', level: 2, content: heading },
    ...shapes.filter((shape) => shape !== titleShape).flatMap((shape) => shapeBlocks(shape, context, readBlocks)),
    ...notesBlocks(page, context),
  ];
}

function notesBlocks(page: XmlElement, context: ReadContext): Block[] {
  const notes = childElements(page, 'notes')[0];
  const frames = notes ? childElements(notes).filter((element) => SHAPES.has(element.name) && shapeClass(element) === 'notes') : [];
  const blocks = frames.flatMap((frame) => shapeBlocks(frame, context, readBlocks));
  if (blocks.length === 0) return [];
  const label = { type: 'text' as const, text: 'Notes:', bold: true };
  const first = blocks[0]!;
  if (first.type === 'paragraph') first.content = [label, { type: 'text', text: ' ' }, ...first.content];
  else blocks.unshift({ type: 'paragraph', content: [label] });
  return [{ type: 'quote', blocks }];
}

/** presentation:class of a frame ("title", "outline", "notes", …); "" for a free shape. */
function shapeClass(shape: XmlElement): string {
  return attr(shape, 'presentation:class') ?? '';
}
