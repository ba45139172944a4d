// The texts of one slide (or notes page) in drawing order. Each shape with text has an
// OfficeArtClientTextbox holding a TextHeaderAtom (what the text is: title, body, notes…) and
// either the text itself (TextCharsAtom / TextBytesAtom) or an OutlineTextRefAtom pointing at
// the placeholder text kept in SlideListWithText. A group carrying the tableProperties
// property is a table: its cell shapes are put back on a grid by their anchors.

import { paragraphStyles, type ParagraphStyle } from './paragraph-styles.ts';
import type { ListedText } from './open-presentation.ts';
import { childrenOf, RT, textOf, type PptRecord } from './records.ts';

export const TEXT_TYPE = { title: 0, body: 1, notes: 2, other: 4, centerBody: 5, centerTitle: 6, halfBody: 7, quarterBody: 8 } as const;
const TABLE_PROPERTIES = 0x039f;
/** PlaceholderAtom.placementId: MasterDate, MasterSlideNumber, MasterFooter, MasterHeader. */
const FURNITURE_PLACEHOLDERS = new Set([0x07, 0x08, 0x09, 0x0a]);

export interface TextParagraph {
  /** Lines of the paragraph (a vertical tab is a line break inside it). */
  lines: string[];
  style: ParagraphStyle;
}

export interface ShapeText {
  kind: 'text';
  textType: number;
  paragraphs: TextParagraph[];
}

export interface TableCellText {
  paragraphs: TextParagraph[];
  colSpan: number;
  rowSpan: number;
}

export interface TableText {
  kind: 'table';
  /** Rows of cells in column order; slots covered by a span from above or the left are left out. */
  rows: TableCellText[][];
}

export type SlideText = ShapeText | TableText;

/** The texts of a slide or notes container; `listed` are its SlideListWithText texts. */
export function slideTexts(stream: Buffer, container: PptRecord, listed: ListedText[], tables: boolean): SlideText[] {
  const texts: SlideText[] = [];
  const used = new Set<number>();
  const visit = (record: PptRecord, depth: number): void => {
    if (depth > 32) return;
    for (const child of childrenOf(stream, record)) {
      if (child.type === RT.OfficeArtSpgrContainer && tables && isTable(stream, child)) {
        const table = tableOf(stream, child);
        if (table) {
          texts.push(table);
          continue;
        }
      }
      if (child.type === RT.OfficeArtSpContainer) {
        const parts = childrenOf(stream, child);
        const textbox = parts.find((part) => part.type === RT.OfficeArtClientTextbox);
        const text = textbox && !isFurniture(stream, parts) ? textboxText(stream, textbox, listed, used) : null;
        if (text) texts.push(text);
        continue;
      }
      visit(child, depth + 1);
    }
  };
  visit(container, 0);
  // Placeholder texts no shape pointed at (files written before drawings referred to them).
  listed.forEach((entry, index) => {
    if (!used.has(index)) texts.push(shapeText(stream, entry.textType, entry.atoms));
  });
  return texts.filter((text) => text.kind === 'table' || text.paragraphs.length > 0);
}

function textboxText(stream: Buffer, textbox: PptRecord, listed: ListedText[], used: Set<number>): ShapeText | null {
  const parts = childrenOf(stream, textbox);
  const reference = parts.find((part) => part.type === RT.OutlineTextRefAtom && part.end - part.start >= 4);
  if (reference) {
    const index = stream.readInt32LE(reference.start);
    const entry = listed[index];
    if (!entry || used.has(index)) return null;
    used.add(index);
    return shapeText(stream, entry.textType, entry.atoms);
  }
  const header = parts.find((part) => part.type === RT.TextHeaderAtom && part.end - part.start >= 4);
  return shapeText(stream, header ? stream.readUInt32LE(header.start) : TEXT_TYPE.other, parts);
}

function shapeText(stream: Buffer, textType: number, atoms: PptRecord[]): ShapeText {
  const textAtom = atoms.find((atom) => atom.type === RT.TextCharsAtom || atom.type === RT.TextBytesAtom);
  const text = textAtom ? textOf(stream, textAtom)! : '';
  const styleAtom = atoms.find((atom) => atom.type === RT.StyleTextPropAtom);
  const styles = styleAtom ? paragraphStyles(stream, styleAtom.start, styleAtom.end, text) : [];
  const paragraphs: TextParagraph[] = [];
  text.split('\r').forEach((paragraph, index) => {
    const lines = paragraph.split('\v').map((line) => line.replace(/\s+/g, ' ').trim());
    if (lines.some(Boolean)) paragraphs.push({ lines: lines.filter(Boolean), style: styles[index] ?? { indent: 0, bullet: null } });
  });
  return { kind: 'text', textType, paragraphs };
}

/** Date, slide number, footer and header placeholders: page furniture, as in the PPTX plugin. */
function isFurniture(stream: Buffer, shapeParts: PptRecord[]): boolean {
  const clientData = shapeParts.find((part) => part.type === RT.OfficeArtClientData);
  const placeholder = clientData ? childrenOf(stream, clientData).find((part) => part.type === RT.PlaceholderAtom && part.end - part.start >= 5) : undefined;
  return placeholder !== undefined && FURNITURE_PLACEHOLDERS.has(stream[placeholder.start + 4]!);
}

/** The group's own shape (its first child) carries tableProperties in its tertiary options. */
function isTable(stream: Buffer, group: PptRecord): boolean {
  const groupShape = childrenOf(stream, group).find((child) => child.type === RT.OfficeArtSpContainer);
  const options = groupShape ? childrenOf(stream, groupShape).find((child) => child.type === RT.OfficeArtTertiaryFOPT) : undefined;
  if (!options) return false;
  for (let index = 0, at = options.start; index < options.instance && at + 6 <= options.end; index++, at += 6) {
    if ((stream.readUInt16LE(at) & 0x3fff) === TABLE_PROPERTIES) return true;
  }
  return false;
}

interface PlacedCell {
  left: number;
  top: number;
  right: number;
  bottom: number;
  paragraphs: TextParagraph[];
}

function tableOf(stream: Buffer, group: PptRecord): TableText | null {
  const cells: PlacedCell[] = [];
  for (const shape of childrenOf(stream, group).filter((child) => child.type === RT.OfficeArtSpContainer)) {
    const parts = childrenOf(stream, shape);
    const anchor = parts.find((part) => part.type === RT.OfficeArtChildAnchor && part.end - part.start >= 16);
    const textbox = parts.find((part) => part.type === RT.OfficeArtClientTextbox);
    if (!anchor || !textbox) continue; // the group's own shape, and the border lines
    const [left, top, right, bottom] = [0, 4, 8, 12].map((offset) => stream.readInt32LE(anchor.start + offset)) as [number, number, number, number];
    const text = textboxText(stream, textbox, [], new Set());
    cells.push({ left, top, right, bottom, paragraphs: text?.paragraphs ?? [] });
  }
  if (cells.length === 0) return null;
  const lefts = [...new Set(cells.map((cell) => cell.left))].sort((a, b) => a - b);
  const tops = [...new Set(cells.map((cell) => cell.top))].sort((a, b) => a - b);
  const within = (edges: number[], from: number, to: number) => Math.max(1, edges.filter((edge) => edge >= from && edge < to).length);
  const covered = new Set<string>();
  const starts = new Map<string, PlacedCell>();
  for (const cell of cells) starts.set(`${tops.indexOf(cell.top)},${lefts.indexOf(cell.left)}`, cell);
  const rows: TableCellText[][] = tops.map((_, row) =>
    lefts.flatMap((_, column): TableCellText[] => {
      const cell = starts.get(`${row},${column}`);
      if (!cell) return covered.has(`${row},${column}`) ? [] : [{ paragraphs: [], colSpan: 1, rowSpan: 1 }];
      const colSpan = within(lefts, cell.left, cell.right);
      const rowSpan = within(tops, cell.top, cell.bottom);
      for (let down = 0; down < rowSpan; down++) for (let across = 0; across < colSpan; across++) covered.add(`${row + down},${column + across}`);
      return [{ paragraphs: cell.paragraphs, colSpan, rowSpan }];
    }),
  );
  return { kind: 'table', rows };
}
