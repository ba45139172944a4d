// Lines in reading order → paragraphs. A paragraph ends where the layout says so: a wider gap
// than the page's usual line pitch, a change of font size, a first-line indent, a short line
// that closes a sentence, a new list item, a jump to another column, or a short line in another
// font (a run-in heading or label).

import type { Line } from './layout-types.ts';
import { isBareMarker, listMarker } from './list-markers.ts';
import { maxOf, median, minOf } from './numbers.ts';

const DEFAULT_PITCH_EM = 1.25;
const GAP_FACTOR = 1.35;
const INDENT_EM = 0.8;
const SIZE_CHANGE = 1.12;
const SENTENCE_END = /[.!?:;。！？」』"”)\]]$/u;
/** A table-of-contents line: dot leaders, then a page reference. */
const DOT_LEADER_END = /(?:\.\s?){4,}\s*\S{1,8}$/u;

interface RegionEdges {
  left: number;
  right: number;
}

export function groupParagraphs(lines: Line[], pitchEm = typicalPitchEm(lines)): Line[][] {
  const edges = regionEdges(lines);
  const paragraphs: Line[][] = [];
  let current: Line[] = [];
  let itemTextX: number | null = null;
  for (const line of lines) {
    const previous = current.at(-1);
    const marker = listMarker(line.text);
    if (previous && !startsParagraph(previous, line, current, pitchEm, edges.get(line.region)!, itemTextX, marker !== null)) {
      current.push(line);
      continue;
    }
    if (current.length > 0) paragraphs.push(current);
    current = [line];
    itemTextX = marker ? itemTextEdge(line, marker.length) : null;
  }
  if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}

function startsParagraph(
  previous: Line,
  line: Line,
  paragraph: Line[],
  pitchEm: number,
  edges: RegionEdges,
  itemTextX: number | null,
  isListItem: boolean,
): boolean {
  if (line.region !== previous.region || isListItem || DOT_LEADER_END.test(previous.text)) return true;
  const size = Math.max(line.fontSize, previous.fontSize);
  if (size / Math.min(line.fontSize, previous.fontSize) > SIZE_CHANGE) return true;
  const pitch = line.y - previous.y;
  if (pitch < 0 || pitch > GAP_FACTOR * pitchEm * size + 0.5) return true;
  const rtl = previous.rtl && line.rtl;
  const slack = INDENT_EM * size;
  if (itemTextX !== null) {
    // A list item goes on while its lines hang under the item's text, not under the marker.
    return rtl ? false : line.x < itemTextX - slack;
  }
  const paragraphEdge = rtl ? maxOf(paragraph, (each) => each.right) : minOf(paragraph, (each) => each.x);
  const indented = rtl
    ? line.right < previous.right - slack && line.right < paragraphEdge - slack
    : line.x > previous.x + slack && line.x > paragraphEdge + slack;
  if (indented) return true;
  const shortfall = rtl ? previous.x - edges.left : edges.right - previous.right;
  const isShort = shortfall > Math.max(3 * size, 0.15 * (edges.right - edges.left));
  if (isShort && SENTENCE_END.test(previous.text)) return true;
  if (isShort && previous.fontId !== line.fontId) return true;
  return false;
}

/** Where an item's text starts: after a bullet set apart, or estimated from the marker's length. */
function itemTextEdge(line: Line, markerLength: number): number {
  const [first, second] = line.segments;
  if (first && second && isBareMarker(first.text)) return second.x;
  return line.x + (line.right - line.x) * (markerLength / Math.max(1, line.text.length));
}

/** The usual distance between baselines, in font sizes, among lines that follow each other. */
export function typicalPitchEm(lines: Line[]): number {
  const ratios: number[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    const previous = lines[index - 1]!;
    const line = lines[index]!;
    if (line.region !== previous.region) continue;
    if (Math.abs(line.fontSize - previous.fontSize) > 0.1 * line.fontSize) continue;
    const ratio = (line.y - previous.y) / line.fontSize;
    if (ratio > 0.9 && ratio < 3) ratios.push(ratio);
  }
  return ratios.length >= 3 ? median(ratios) : DEFAULT_PITCH_EM;
}

function regionEdges(lines: Line[]): Map<number, RegionEdges> {
  const edges = new Map<number, RegionEdges>();
  for (const line of lines) {
    const known = edges.get(line.region);
    if (!known) edges.set(line.region, { left: line.x, right: line.right });
    else {
      known.left = Math.min(known.left, line.x);
      known.right = Math.max(known.right, line.right);
    }
  }
  return edges;
}
