// One slide's texts as blocks, laid out as the PPTX and ODP plugins lay out a slide: a page
// break, a "Slide N: title" heading, the other texts in drawing order (bulleted paragraphs as
// lists, tables as tables), then the speaker notes as a quote marked "Notes:".
//
// A paragraph that does not say whether it has a bullet inherits the master's style: the body
// placeholders of PowerPoint's masters are bulleted, titles, subtitles and free text boxes are
// not. (The master's own styles are not read: that default is right for nearly every deck.)

import type { Block, Inline, ListItem, TableRow } from '@docextract/contracts/document-model';
import { stripControls } from '../text-quality.ts';
import { TEXT_TYPE, type ShapeText, type SlideText, type TextParagraph } from './slide-texts.ts';

const TITLES = new Set<number>([TEXT_TYPE.title, TEXT_TYPE.centerTitle]);
const BULLETED_BY_DEFAULT = new Set<number>([TEXT_TYPE.body, TEXT_TYPE.halfBody, TEXT_TYPE.quarterBody]);

export interface SlideContent {
  number: number;
  hidden: boolean;
  texts: SlideText[];
  notes: SlideText[];
}

export function structuredSlideBlocks(slide: SlideContent): Block[] {
  const title = slide.texts.find((text): text is ShapeText => text.kind === 'text' && TITLES.has(text.textType));
  const label = `Slide ${slide.number}${slide.hidden ? ' (hidden)' : ''}`;
  const titleText = title ? title.paragraphs.map((paragraph) => paragraph.lines.map(clean).join(' ')).join(' ').trim() : '';
  const blocks: Block[] = [
    { type: 'pageBreak', page: slide.number },
    { type: 'heading', level: 2, content: [{ type: 'text', text: titleText ? `${label}: ${titleText}` : label }] },
  ];
  for (const text of slide.texts) {
    if (text === title) continue;
    if (text.kind === 'table') blocks.push(tableBlock(text.rows));
    else blocks.push(...paragraphBlocks(text.paragraphs, BULLETED_BY_DEFAULT.has(text.textType)));
  }
  return [...blocks, ...notesBlocks(slide.notes.flatMap((text) => (text.kind === 'text' ? paragraphBlocks(text.paragraphs, false) : [])))];
}

/** Every paragraph as a paragraph, table cells included, under a "Slide N" heading. */
export function fastSlideBlocks(slide: SlideContent): Block[] {
  const blocks: Block[] = [
    { type: 'pageBreak', page: slide.number },
    { type: 'heading', level: 2, content: [{ type: 'text', text: `Slide ${slide.number}` }] },
  ];
  for (const text of [...slide.texts, ...slide.notes]) {
    const paragraphs = text.kind === 'text' ? text.paragraphs : text.rows.flat().flatMap((cell) => cell.paragraphs);
    blocks.push(...paragraphBlocks(paragraphs, false, false));
  }
  return blocks;
}

function paragraphBlocks(paragraphs: TextParagraph[], bulletedByDefault: boolean, lists = true): Block[] {
  const blocks: Block[] = [];
  // The open lists, outermost first, with the indent level each was opened at.
  let open: Array<{ indent: number; items: ListItem[] }> = [];
  for (const paragraph of paragraphs) {
    const content = inlines(paragraph.lines);
    if (content.length === 0) continue;
    const bullet = lists && (paragraph.style.bullet ?? bulletedByDefault);
    if (!bullet) {
      open = [];
      blocks.push({ type: 'paragraph', content });
      continue;
    }
    const indent = paragraph.style.indent;
    while (open.length > 0 && open.at(-1)!.indent > indent) open.pop();
    const innermost = open.at(-1);
    const item: ListItem = { blocks: [{ type: 'paragraph', content }] };
    if (innermost && innermost.indent === indent) {
      innermost.items.push(item);
    } else {
      const list = { type: 'list' as const, ordered: false, items: [item] };
      const parentItem = innermost?.items.at(-1);
      if (parentItem) parentItem.blocks.push(list);
      else blocks.push(list);
      open.push({ indent, items: list.items });
    }
  }
  return blocks;
}

function tableBlock(rows: Array<Array<{ paragraphs: TextParagraph[]; colSpan: number; rowSpan: number }>>): Block {
  const tableRows: TableRow[] = rows.map((row) => ({
    cells: row.map((cell) => ({
      content: cell.paragraphs
        .map((paragraph) => inlines(paragraph.lines))
        .filter((content) => content.length > 0)
        .flatMap((content, index): Inline[] => [...(index > 0 ? [{ type: 'break' as const }] : []), ...content]),
      ...(cell.colSpan > 1 ? { colSpan: cell.colSpan } : {}),
      ...(cell.rowSpan > 1 ? { rowSpan: cell.rowSpan } : {}),
    })),
  }));
  return { type: 'table', rows: tableRows };
}

function notesBlocks(blocks: Block[]): Block[] {
  if (blocks.length === 0) return [];
  const label = { type: 'text' as const, text: 'Notes:', bold: true };
  const first = blocks[0]!;
  if (first.type === 'paragraph') first.content = [label, { type: 'text', text: ' ' }, ...first.content];
  else blocks.unshift({ type: 'paragraph', content: [label] });
  return [{ type: 'quote', blocks }];
}

function inlines(lines: string[]): Inline[] {
  const texts = lines.map(clean).filter(Boolean);
  return texts.flatMap((text, index): Inline[] => [...(index > 0 ? [{ type: 'break' as const }] : []), { type: 'text', text }]);
}

function clean(text: string): string {
  return stripControls(text).replace(/\s+/g, ' ').trim();
}
