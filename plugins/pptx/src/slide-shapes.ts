// A slide's shape tree (p:spTree) → the things on it that carry text, each with its position
// on the slide: text shapes, tables, charts, SmartArt diagrams and pictures (for their alt
// text). Group shapes are flattened, their child coordinates mapped onto the slide, so the
// reading order can be decided by position afterwards (slide-reading-order.ts).

import type { TableBlock } from '@docextract/contracts/document-model';
import { cleanAltText } from '@docextract/plugin-kit/alt-text';
import type { Relationships } from '@docextract/plugin-kit/office-relationships';
import { attr, child, childElements, path, type XmlElement } from '@docextract/plugin-kit/xml';
import { readTable } from './table-frame.ts';
import { readTextBody, type TextParagraph } from './text-body.ts';

export interface Position {
  x: number;
  y: number;
}

export interface Placeholder {
  /** "title", "ctrTitle", "subTitle", "body", "obj", "sldNum", … ("obj" when the file omits it). */
  type: string;
  idx: string | null;
}

export type SlideItem =
  | { kind: 'text'; position: Position | null; placeholder: Placeholder | null; paragraphs: TextParagraph[] }
  | { kind: 'table'; position: Position | null; table: TableBlock }
  | { kind: 'chart'; position: Position | null; part: string }
  | { kind: 'diagram'; position: Position | null; part: string }
  | { kind: 'picture'; position: Position | null; alt: string };

interface Transform {
  offsetX: number;
  offsetY: number;
  childX: number;
  childY: number;
  scaleX: number;
  scaleY: number;
}

const IDENTITY: Transform = { offsetX: 0, offsetY: 0, childX: 0, childY: 0, scaleX: 1, scaleY: 1 };
/** Groups nested deeper than this are not read (no real slide comes close). */
const MAX_GROUP_DEPTH = 32;

export function readShapes(tree: XmlElement, rels: Relationships): SlideItem[] {
  const items: SlideItem[] = [];
  walk(tree, IDENTITY, rels, items, 0);
  return items;
}

function walk(container: XmlElement, transform: Transform, rels: Relationships, items: SlideItem[], depth: number): void {
  if (depth > MAX_GROUP_DEPTH) return;
  for (const element of childElements(container)) {
    switch (element.name) {
      case 'sp':
        readShape(element, transform, rels, items);
        break;
      case 'grpSp':
        if (!isHidden(path(element, 'nvGrpSpPr', 'cNvPr'))) walk(element, groupTransform(element, transform), rels, items, depth + 1);
        break;
      case 'graphicFrame':
        readFrame(element, transform, rels, items);
        break;
      case 'pic': {
        const properties = path(element, 'nvPicPr', 'cNvPr');
        const alt = properties && !isHidden(properties) ? cleanAltText(attr(properties, 'descr') ?? '') : '';
        if (alt) items.push({ kind: 'picture', position: positionOf(path(element, 'spPr', 'xfrm'), transform), alt });
        break;
      }
      case 'AlternateContent': {
        // The first choice is what current Office shows; the fallback is for older readers.
        const choice = child(element, 'Choice') ?? child(element, 'Fallback');
        if (choice) walk(choice, transform, rels, items, depth + 1);
        break;
      }
      default:
        break;
    }
  }
}

function readShape(shape: XmlElement, transform: Transform, rels: Relationships, items: SlideItem[]): void {
  if (isHidden(path(shape, 'nvSpPr', 'cNvPr'))) return;
  const body = child(shape, 'txBody');
  if (!body) return;
  items.push({
    kind: 'text',
    position: positionOf(path(shape, 'spPr', 'xfrm'), transform),
    placeholder: placeholderOf(path(shape, 'nvSpPr', 'nvPr', 'ph')),
    paragraphs: readTextBody(body, rels),
  });
}

function readFrame(frame: XmlElement, transform: Transform, rels: Relationships, items: SlideItem[]): void {
  if (isHidden(path(frame, 'nvGraphicFramePr', 'cNvPr'))) return;
  const position = positionOf(child(frame, 'xfrm'), transform);
  const data = path(frame, 'graphic', 'graphicData');
  if (!data) return;
  const table = child(data, 'tbl');
  if (table) {
    items.push({ kind: 'table', position, table: readTable(table, rels) });
    return;
  }
  const chartId = attr(child(data, 'chart') ?? emptyElement(), 'id');
  const chart = chartId ? rels.get(chartId) : undefined;
  if (chart && !chart.external) items.push({ kind: 'chart', position, part: chart.target });
  const diagramId = attr(child(data, 'relIds') ?? emptyElement(), 'dm');
  const diagram = diagramId ? rels.get(diagramId) : undefined;
  if (diagram && !diagram.external) items.push({ kind: 'diagram', position, part: diagram.target });
}

function placeholderOf(ph: XmlElement | undefined): Placeholder | null {
  if (!ph) return null;
  return { type: attr(ph, 'type') ?? 'obj', idx: attr(ph, 'idx') ?? null };
}

function positionOf(xfrm: XmlElement | undefined, transform: Transform): Position | null {
  const offset = child(xfrm, 'off');
  if (!offset) return null;
  const x = Number(attr(offset, 'x'));
  const y = Number(attr(offset, 'y'));
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  return {
    x: transform.offsetX + (x - transform.childX) * transform.scaleX,
    y: transform.offsetY + (y - transform.childY) * transform.scaleY,
  };
}

// A group's children live in its own coordinate space (chOff/chExt), scaled onto its frame.
function groupTransform(group: XmlElement, outer: Transform): Transform {
  const xfrm = path(group, 'grpSpPr', 'xfrm');
  const number = (name: string, key: string): number => Number(attr(child(xfrm, name) ?? emptyElement(), key)) || 0;
  const origin = positionOf(xfrm, outer);
  if (!xfrm || !origin) return outer;
  const scale = (extent: number, childExtent: number): number => (extent > 0 && childExtent > 0 ? extent / childExtent : 1);
  return {
    offsetX: origin.x,
    offsetY: origin.y,
    childX: number('chOff', 'x'),
    childY: number('chOff', 'y'),
    scaleX: scale(number('ext', 'cx'), number('chExt', 'cx')) * outer.scaleX,
    scaleY: scale(number('ext', 'cy'), number('chExt', 'cy')) * outer.scaleY,
  };
}

function isHidden(properties: XmlElement | undefined): boolean {
  const hidden = properties ? attr(properties, 'hidden') : undefined;
  return hidden === '1' || hidden === 'true';
}

function emptyElement(): XmlElement {
  return { name: '', attrs: {}, children: [] };
}
