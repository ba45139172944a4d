// Reading order by recursive XY cuts over a page's segments.
//
// A region is first cut into horizontal strips (runs of segments whose boxes overlap
// vertically: a line, or the lines of several columns that share baselines). Consecutive strips
// that leave a common vertical gap free (a column gutter) are kept together, so that a
// two-column stretch is cut by columns as a whole rather than row by row; a strip that crosses
// the gutter (a title, a full-width figure caption) ends the stretch. A stretch is then cut at
// its gutters when what lies on each side reads as running text; when it does not (short
// cells, labels and values) it is a table or a form and is read row by row instead.

import type { Line, Segment } from './layout-types.ts';
import { maxOf, median, minOf } from './numbers.ts';
import { isMostlyRtl, orderPieces } from './rtl-text.ts';

interface Interval {
  from: number;
  to: number;
}

const MAX_DEPTH = 48;
/** A column must be at least this share of the region it was cut from. */
const MIN_COLUMN_SHARE = 0.15;
/** Running text has at least this many words per segment on average. */
const MIN_COLUMN_WORDS = 2.5;

/** The page's segments as lines in reading order. */
export function readingOrder(segments: Segment[]): Line[] {
  const leaves: Segment[][] = [];
  cutRegion(segments, 0, leaves);
  return leavesToLines(leaves);
}

function cutRegion(segments: Segment[], depth: number, leaves: Segment[][]): void {
  if (segments.length <= 1 || depth > MAX_DEPTH) {
    if (segments.length > 0) leaves.push(segments);
    return;
  }
  const extent = extentOf(segments);
  const minGutter = 0.9 * median(segments.map((segment) => segment.fontSize));
  const strips = horizontalStrips(segments);
  if (strips.length > 1) {
    const stretches = groupStripsByGutter(strips, extent, minGutter);
    if (stretches.length > 1) {
      for (const stretch of stretches) cutRegion(stretch, depth + 1, leaves);
      return;
    }
  }
  const columns = verticalCut(segments, minGutter);
  if (columns.length > 1 && columns.every((column) => readsAsColumn(column, extent))) {
    const rtl = isMostlyRtl(segments.map((segment) => segment.text).join(''));
    for (const column of rtl ? columns.reverse() : columns) cutRegion(column, depth + 1, leaves);
    return;
  }
  leaves.push(segments);
}

function horizontalStrips(segments: Segment[]): Segment[][] {
  const sorted = [...segments].sort((left, right) => left.top - right.top);
  const strips: Segment[][] = [];
  let bottom = -Infinity;
  for (const segment of sorted) {
    // Boxes come from nominal ascent and descent: lines set solid touch, and are still two.
    if (strips.length === 0 || segment.top >= bottom - 0.05 * segment.fontSize) {
      strips.push([segment]);
      bottom = segment.bottom;
    } else {
      strips.at(-1)!.push(segment);
      bottom = Math.max(bottom, segment.bottom);
    }
  }
  return strips;
}

function groupStripsByGutter(strips: Segment[][], extent: Interval, minGutter: number): Segment[][] {
  const stretches: Segment[][] = [];
  let current: Segment[] = [];
  // The free intervals every strip of the stretch shares, and whether one of them is a real
  // gutter (text on both sides of it); a stretch without one is plain running text.
  let common: Interval[] = [];
  let hasGutter = false;
  let minRight = Infinity;
  let maxLeft = -Infinity;
  const gutters = (intervals: Interval[], right: number, left: number) =>
    intervals.filter((interval) => right <= interval.from + 0.5 && left >= interval.to - 0.5);
  for (const strip of strips) {
    const gaps = freeIntervals(strip, extent, minGutter);
    const stripRight = minOf(strip, (segment) => segment.right);
    const stripLeft = maxOf(strip, (segment) => segment.x);
    const stripGutters = gutters(gaps, stripRight, stripLeft);
    const stripHasGutter = stripGutters.length > 0;
    if (current.length > 0) {
      const shared = intersect(common, gaps, minGutter);
      const sharedGutters = gutters(shared, Math.min(minRight, stripRight), Math.max(maxLeft, stripLeft));
      const continues = hasGutter ? sharedGutters.length > 0 : !stripHasGutter;
      if (continues) {
        current.push(...strip);
        common = hasGutter ? sharedGutters : shared;
        minRight = Math.min(minRight, stripRight);
        maxLeft = Math.max(maxLeft, stripLeft);
        continue;
      }
      stretches.push(current);
    }
    current = [...strip];
    // A stretch that opens with a gutter goes on only while that gutter stays free: the margins
    // beside a centred line are free too, and a later strip's gap could meet them instead.
    common = stripHasGutter ? stripGutters : gaps;
    hasGutter = stripHasGutter;
    minRight = stripRight;
    maxLeft = stripLeft;
  }
  if (current.length > 0) stretches.push(current);
  return stretches;
}

/** The stretches of [extent] that no segment of the strip covers, at least minWidth wide. */
function freeIntervals(segments: Segment[], extent: Interval, minWidth: number): Interval[] {
  const free: Interval[] = [];
  let cursor = extent.from;
  for (const covered of coverage(segments)) {
    if (covered.from - cursor >= minWidth) free.push({ from: cursor, to: covered.from });
    cursor = Math.max(cursor, covered.to);
  }
  if (extent.to - cursor >= minWidth) free.push({ from: cursor, to: extent.to });
  return free;
}

function intersect(left: Interval[], right: Interval[], minWidth: number): Interval[] {
  const shared: Interval[] = [];
  for (const a of left) {
    for (const b of right) {
      const from = Math.max(a.from, b.from);
      const to = Math.min(a.to, b.to);
      if (to - from >= minWidth) shared.push({ from, to });
    }
  }
  return shared;
}

/** Merged horizontal extents of the segments, left to right. */
function coverage(segments: Segment[]): Interval[] {
  const sorted = [...segments].sort((left, right) => left.x - right.x);
  const merged: Interval[] = [];
  for (const segment of sorted) {
    const last = merged.at(-1);
    if (last && segment.x <= last.to) last.to = Math.max(last.to, segment.right);
    else merged.push({ from: segment.x, to: segment.right });
  }
  return merged;
}

function verticalCut(segments: Segment[], minGutter: number): Segment[][] {
  const sorted = [...segments].sort((left, right) => left.x - right.x);
  const columns: Segment[][] = [];
  let right = -Infinity;
  for (const segment of sorted) {
    // Sorted by left edge: a gap wider than a gutter before this segment starts a new column.
    if (columns.length === 0 || segment.x - right >= minGutter) columns.push([]);
    columns.at(-1)!.push(segment);
    right = Math.max(right, segment.right);
  }
  return columns;
}

function readsAsColumn(segments: Segment[], extent: Interval): boolean {
  const { from, to } = extentOf(segments);
  if (to - from < MIN_COLUMN_SHARE * (extent.to - extent.from)) return false;
  if (new Set(segments.map((segment) => segment.row)).size < 2) return false;
  const words = segments.reduce((sum, segment) => sum + (segment.text.match(/\S+/g)?.length ?? 0), 0);
  return words / segments.length >= MIN_COLUMN_WORDS;
}

function leavesToLines(leaves: Segment[][]): Line[] {
  const lines: Line[] = [];
  let region = 0;
  let previous: Line | null = null;
  for (const leaf of leaves) {
    const byRow = new Map<number, Segment[]>();
    for (const segment of leaf) {
      const row = byRow.get(segment.row);
      if (row) row.push(segment);
      else byRow.set(segment.row, [segment]);
    }
    const rows = [...byRow.values()].sort((left, right) => left[0]!.y - right[0]!.y);
    for (const [index, row] of rows.entries()) {
      const line = makeLine(row, region);
      // A leaf that starts above the previous line, or beside it, begins a new flow (a column).
      if (index === 0 && previous && (line.top < previous.top || line.x > previous.right || line.right < previous.x)) {
        region += 1;
        line.region = region;
      }
      lines.push(line);
      previous = line;
    }
  }
  return lines;
}

function makeLine(segments: Segment[], region: number): Line {
  const rtl = isMostlyRtl(segments.map((segment) => segment.text).join(''));
  const ordered = orderPieces(segments, rtl);
  const widest = [...segments].sort((left, right) => right.text.length - left.text.length)[0]!;
  return {
    segments: ordered,
    text: ordered.map((segment) => segment.text.trim()).join(' '),
    x: minOf(segments, (segment) => segment.x),
    right: maxOf(segments, (segment) => segment.right),
    y: widest.y,
    top: minOf(segments, (segment) => segment.top),
    bottom: maxOf(segments, (segment) => segment.bottom),
    fontSize: widest.fontSize,
    fontId: widest.fontId,
    rtl,
    monospace: segments.every((segment) => segment.monospace),
    region,
  };
}

function extentOf(segments: Segment[]): Interval {
  return { from: minOf(segments, (segment) => segment.x), to: maxOf(segments, (segment) => segment.right) };
}
