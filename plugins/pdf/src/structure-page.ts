// One page's lines (furniture already removed) → headings, paragraphs, lists, code and tables.

import type { Block, CodeBlock, HeadingBlock, HeadingLevel, ListBlock } from '@docextract/contracts/document-model';
import { joinRunOn } from './continuation.ts';
import { headingLevel, type FontStatistics } from './headings.ts';
import { joinLines } from '@docextract/plugin-kit/join-lines';
import type { Vocabulary } from '@docextract/plugin-kit/vocabulary';
import type { Line } from './layout-types.ts';
import { listMarker, type ListMarker } from './list-markers.ts';
import { minOf } from './numbers.ts';
import { groupParagraphs, typicalPitchEm } from './paragraphs.ts';
import { findTables } from './tables.ts';

/** A fixed-pitch character is about this wide, in font sizes (Courier: 0.6). */
const MONOSPACE_ADVANCE_EM = 0.6;

export function structurePage(lines: Line[], page: number, fonts: FontStatistics, vocabulary: Vocabulary): Block[] {
  const pitchEm = typicalPitchEm(lines);
  const blocks: Block[] = [];
  let cursor = 0;
  for (const span of findTables(lines)) {
    blocks.push(...flowBlocks(lines.slice(cursor, span.start), page, pitchEm, fonts, vocabulary), span.table);
    cursor = span.end;
  }
  blocks.push(...flowBlocks(lines.slice(cursor), page, pitchEm, fonts, vocabulary));
  return blocks;
}

/** What the blocks built so far end with, for the next paragraph to continue. */
interface Flow {
  blocks: Block[];
  vocabulary: Vocabulary;
  /** The open list, while items keep coming. */
  list: ListBlock | null;
  /** The open code block and its lines, while code lines keep coming. */
  code: { block: CodeBlock; lines: Line[] } | null;
  /** The last line placed, to see a new column or a heading's second line. */
  above: Line | null;
}

function flowBlocks(lines: Line[], page: number, pitchEm: number, fonts: FontStatistics, vocabulary: Vocabulary): Block[] {
  const flow: Flow = { blocks: [], vocabulary, list: null, code: null, above: null };
  for (const group of groupParagraphs(lines, pitchEm)) {
    const texts = group.map((line) => line.text);
    const text = joinLines(texts, vocabulary);
    if (text) {
      if (group.every((line) => line.monospace)) addCode(flow, group);
      else {
        const level = headingLevel(group, text, page, fonts);
        const marker = listMarker(texts[0]!);
        if (level !== null) addHeading(flow, group, text, level);
        else if (marker) addListItem(flow, texts, marker);
        else addParagraph(flow, group, text);
        if (!marker || level !== null) flow.list = null;
        flow.code = null;
      }
    }
    flow.above = group.at(-1)!;
  }
  return flow.blocks;
}

function addHeading(flow: Flow, group: Line[], text: string, level: HeadingLevel): void {
  const last = flow.blocks.at(-1);
  // A heading's second line, set apart by a hanging indent or centring, is the same heading.
  if (last?.type === 'heading' && last.level === level && flow.above && continuesHeading(flow.above, group[0]!)) {
    last.content = [{ type: 'text', text: joinLines([headingText(last), text], flow.vocabulary) }];
    return;
  }
  flow.blocks.push({ type: 'heading', level, content: [{ type: 'text', text }] });
}

function addListItem(flow: Flow, texts: string[], marker: ListMarker): void {
  const text = joinLines([marker.rest, ...texts.slice(1)], flow.vocabulary);
  const item = { blocks: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }] };
  if (flow.list && flow.list.ordered === marker.ordered) {
    flow.list.items.push(item);
    return;
  }
  flow.list = { type: 'list', ordered: marker.ordered, items: [item] };
  if (marker.ordered && marker.number !== null && marker.number !== 1) flow.list.start = marker.number;
  flow.blocks.push(flow.list);
}

function addParagraph(flow: Flow, group: Line[], text: string): void {
  const paragraph: Block = { type: 'paragraph', content: [{ type: 'text', text }] };
  // The rest of a paragraph carried over from the foot of the previous column.
  const newColumn = flow.above !== null && group[0]!.region !== flow.above.region;
  if (!(newColumn && joinRunOn(flow.blocks.at(-1), paragraph, flow.vocabulary))) flow.blocks.push(paragraph);
}

// Code keeps its lines and its indentation, rebuilt from how far each line starts to the right.
function addCode(flow: Flow, group: Line[]): void {
  flow.list = null;
  if (!flow.code) {
    flow.code = { block: { type: 'code', text: '' }, lines: [] };
    flow.blocks.push(flow.code.block);
  }
  flow.code.lines.push(...group);
  const left = minOf(flow.code.lines, (line) => line.x);
  flow.code.block.text = flow.code.lines
    .map((line) => ' '.repeat(Math.max(0, Math.round((line.x - left) / (MONOSPACE_ADVANCE_EM * line.fontSize)))) + line.text)
    .join('\n');
}

function continuesHeading(above: Line, line: Line): boolean {
  return line.fontId === above.fontId && Math.abs(line.fontSize - above.fontSize) < 0.5 && line.y - above.y <= 1.6 * line.fontSize;
}

function headingText(heading: HeadingBlock): string {
  return heading.content.map((inline) => (inline.type === 'text' ? inline.text : '')).join('');
}
