// One slide → its section of the document: a page break, a "Slide N: title" heading ("Slide
// N (hidden): title" for a slide the show skips), the slide's content in reading order (top
// to bottom, left to right within a row), then its speaker notes and comments. Date, footer
// and slide-number placeholders are page furniture and are left out, as headers and footers
// are in the DOCX plugin.

import type { Block, Inline } from '@docextract/contracts/document-model';
import { readChart } from '@docextract/plugin-kit/office-chart';
import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { readRelationships } from '@docextract/plugin-kit/office-relationships';
import { attr, path, parseXml } from '@docextract/plugin-kit/xml';
import { diagramBlocks } from './diagram-text.ts';
import { paragraphsToBlocks } from './paragraphs-to-blocks.ts';
import { generalType, type PlaceholderPositions } from './placeholder-positions.ts';
import { commentBlocks } from './slide-comments.ts';
import { notesBlocks } from './slide-notes.ts';
import { readShapes, type SlideItem } from './slide-shapes.ts';
import { paragraphsPlainText } from './text-body.ts';

export interface DeckContext {
  zip: OfficeZip;
  positions: PlaceholderPositions;
  commentAuthors: Map<string, string>;
}

const FURNITURE = new Set(['dt', 'ftr', 'hdr', 'sldNum']);
const TITLES = new Set(['title', 'ctrTitle']);
/** Shapes whose tops are this close (a quarter inch, in EMU) read as one row, left to right. */
const ROW_TOLERANCE_EMU = 228_600;

export function slideBlocks(context: DeckContext, slidePart: string, slideNumber: number): Block[] {
  const xml = context.zip.readText(slidePart);
  const root = xml ? parseXml(xml, slidePart) : undefined;
  const tree = path(root, 'cSld', 'spTree');
  // A hidden slide is not shown in a slide show, but it is in the file: read it, marked.
  const hidden = root ? attr(root, 'show') === '0' : false;
  const rels = readRelationships(context.zip, slidePart);
  const items = tree ? readShapes(tree, rels) : [];
  for (const item of items) {
    if (item.kind === 'text' && !item.position && item.placeholder) item.position = context.positions.positionFor(rels, item.placeholder);
  }

  const titleItem = items.find((item) => item.kind === 'text' && TITLES.has(item.placeholder?.type ?? '') && paragraphsPlainText(item.paragraphs).trim());
  const title = titleItem?.kind === 'text' ? paragraphsPlainText(titleItem.paragraphs).replace(/\s+/g, ' ').trim() : '';
  const content = readingOrder(items.filter((item) => item !== titleItem && !isFurniture(item)));

  const label = `Slide ${slideNumber}${hidden ? ' (hidden)' : ''}`;
  const heading: Inline[] = [{ type: 'text', text: title ? `${label}: ${title}` : label }];
  return [
    { type: 'pageBreak', page: slideNumber },
    { type: 'heading', level: 2, content: heading },
    ...content.flatMap((item) => itemBlocks(context, item)),
    ...notesBlocks(context.zip, rels),
    ...commentBlocks(context.zip, rels, context.commentAuthors),
  ];
}

function itemBlocks(context: DeckContext, item: SlideItem): Block[] {
  switch (item.kind) {
    case 'text': {
      const type = item.placeholder?.type;
      // Content placeholders are bulleted unless a paragraph says otherwise; subtitles and text boxes are not.
      const bulleted = type !== undefined && generalType(type) === 'body' && type !== 'subTitle';
      return paragraphsToBlocks(item.paragraphs, bulleted ? 'bullet' : 'none');
    }
    case 'table':
      return [item.table];
    case 'chart': {
      const chart = readChart(context.zip, item.part);
      if (!chart) return [];
      const blocks: Block[] = [];
      if (chart.title) blocks.push({ type: 'paragraph', content: [{ type: 'text', text: chart.title }] });
      if (chart.data) blocks.push({ ...chart.data, ...(chart.kind ? { caption: chart.kind } : {}) });
      return blocks;
    }
    case 'diagram':
      return diagramBlocks(context.zip, item.part);
    case 'picture':
      return [{ type: 'paragraph', content: [{ type: 'text', text: `[${item.alt}]` }] }];
  }
}

function isFurniture(item: SlideItem): boolean {
  return item.kind === 'text' && FURNITURE.has(item.placeholder?.type ?? '');
}

/** Top to bottom; shapes starting within a row's tolerance read left to right. Unplaced shapes keep their order, last. */
function readingOrder(items: SlideItem[]): SlideItem[] {
  const placed = items.filter((item) => item.position).sort((a, b) => a.position!.y - b.position!.y);
  const unplaced = items.filter((item) => !item.position);
  const ordered: SlideItem[] = [];
  let row: SlideItem[] = [];
  for (const item of placed) {
    if (row.length > 0 && item.position!.y - row[0]!.position!.y > ROW_TOLERANCE_EMU) {
      ordered.push(...row.sort((a, b) => a.position!.x - b.position!.x));
      row = [];
    }
    row.push(item);
  }
  ordered.push(...row.sort((a, b) => a.position!.x - b.position!.x));
  return [...ordered, ...unplaced];
}
