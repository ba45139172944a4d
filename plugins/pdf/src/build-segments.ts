// Runs → rows → segments. A row is the runs that share a baseline (superscripts and subscripts
// included); a row splits into segments wherever the gap between two runs is wider than any
// word space, which is where columns, table cells and tab stops are.

import type { Segment, TextRun } from './layout-types.ts';
import { heaviest, maxOf, minOf } from './numbers.ts';
import { isMostlyRtl, orderPieces } from './rtl-text.ts';

/** Runs further apart than this many font sizes are in different segments. */
const SEGMENT_GAP_EM = 1.0;
/** A gap wider than this many font sizes between two runs is a word space. */
const SPACE_GAP_EM = 0.18;
const ASCENT_EM = 0.8;
const DESCENT_EM = 0.2;

interface Row {
  /** The biggest run so far: its box decides what else belongs to the row. */
  anchor: TextRun;
  runs: TextRun[];
}

export function buildSegments(runs: TextRun[]): Segment[] {
  const rows = groupRows(runs);
  const segments: Segment[] = [];
  rows.forEach((row, index) => segments.push(...splitRow(dropOverprint(row.runs), index)));
  return segments;
}

function groupRows(runs: TextRun[]): Row[] {
  const rows: Row[] = [];
  for (const run of [...runs].sort((left, right) => left.y - right.y)) {
    let home: Row | undefined;
    // Rows are in baseline order: only the last few can reach this run.
    for (let index = rows.length - 1; index >= 0; index -= 1) {
      const row = rows[index]!;
      if (row.anchor.y < run.y - 2 * Math.max(row.anchor.fontSize, run.fontSize)) break;
      if (sharesBaseline(row.anchor, run)) {
        home = row;
        break;
      }
    }
    if (!home) {
      rows.push({ anchor: run, runs: [run] });
      continue;
    }
    home.runs.push(run);
    if (run.fontSize > home.anchor.fontSize) home.anchor = run;
  }
  return rows;
}

// Two runs share a row when their boxes overlap by half the smaller one's height: a superscript
// does, the line above or below does not even with tight leading.
function sharesBaseline(anchor: TextRun, run: TextRun): boolean {
  const top = Math.max(anchor.y - ASCENT_EM * anchor.fontSize, run.y - ASCENT_EM * run.fontSize);
  const bottom = Math.min(anchor.y + DESCENT_EM * anchor.fontSize, run.y + DESCENT_EM * run.fontSize);
  return bottom - top >= 0.5 * Math.min(anchor.fontSize, run.fontSize);
}

// Some writers fake bold by drawing the same text twice, a fraction of a point apart.
function dropOverprint(runs: TextRun[]): TextRun[] {
  const sorted = [...runs].sort((left, right) => left.x - right.x);
  const kept: TextRun[] = [];
  for (const run of sorted) {
    let twin = false;
    // Sorted by x: only the last few kept runs can be close enough to be a twin.
    for (let index = kept.length - 1; index >= 0 && kept[index]!.x > run.x - 0.3 * run.fontSize; index -= 1) {
      const other = kept[index]!;
      if (other.text === run.text && Math.abs(other.y - run.y) < 0.3 * run.fontSize) twin = true;
    }
    if (!twin) kept.push(run);
  }
  return kept;
}

function splitRow(runs: TextRun[], rowIndex: number): Segment[] {
  const segments: Segment[] = [];
  let current: TextRun[] = [];
  let right = -Infinity;
  for (const run of runs) {
    const gap = run.x - right;
    if (current.length > 0 && gap > SEGMENT_GAP_EM * Math.max(run.fontSize, current.at(-1)!.fontSize)) {
      segments.push(makeSegment(current, rowIndex));
      current = [];
      right = -Infinity;
    }
    current.push(run);
    right = Math.max(right, run.x + run.width);
  }
  if (current.length > 0) segments.push(makeSegment(current, rowIndex));
  return segments;
}

function makeSegment(runs: TextRun[], rowIndex: number): Segment {
  const rtl = isMostlyRtl(runs.map((run) => run.text).join(''));
  const ordered = orderPieces(runs, rtl);
  const fontSize = dominant(runs, (run) => Math.round(run.fontSize * 10) / 10);
  return {
    text: joinPieces(ordered, (run) => run.text, (run) => run.x, (run) => run.x + run.width, (run) => run.fontSize, isFootnoteMark),
    x: minOf(runs, (run) => run.x),
    right: maxOf(runs, (run) => run.x + run.width),
    y: dominant(runs, (run) => run.y),
    top: minOf(runs, (run) => run.y - ASCENT_EM * run.fontSize),
    bottom: maxOf(runs, (run) => run.y + DESCENT_EM * run.fontSize),
    fontSize,
    fontId: dominant(runs, (run) => run.fontId),
    fontIds: [...new Set(runs.map((run) => run.fontId))],
    rtl,
    monospace: dominant(runs, (run) => run.monospace),
    row: rowIndex,
  };
}

/** Joins pieces in reading order, with a space wherever they stand a word space apart. */
function joinPieces<T>(
  pieces: T[],
  textOf: (piece: T) => string,
  leftOf: (piece: T) => number,
  rightOf: (piece: T) => number,
  sizeOf: (piece: T) => number,
  spaceBefore: (previous: T, piece: T) => boolean = () => false,
): string {
  let text = '';
  let previous: T | null = null;
  for (const piece of pieces) {
    const pieceText = textOf(piece);
    if (previous !== null) {
      const gap = Math.max(leftOf(piece) - rightOf(previous), leftOf(previous) - rightOf(piece));
      const spaced = /\s$/.test(text) || /^\s/.test(pieceText);
      const wide = gap > SPACE_GAP_EM * Math.min(sizeOf(piece), sizeOf(previous));
      if (!spaced && (wide || spaceBefore(previous, piece) || changesScript(text, pieceText))) text += ' ';
    }
    text += pieceText;
    previous = piece;
  }
  return text;
}

// Latin letters run straight into Hebrew or Arabic ones only where a right-to-left line put its
// word space at the far end of a run: between the two scripts there is always a space.
const LATIN_END = /[A-Za-z]$/;
const LATIN_START = /^[A-Za-z]/;
const RTL_END = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]$/u;
const RTL_START = /^[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

function changesScript(before: string, after: string): boolean {
  return (LATIN_END.test(before) && RTL_START.test(after)) || (RTL_END.test(before) && LATIN_START.test(after));
}

/** A raised, smaller number or symbol after a word: a note mark, not part of the word. */
function isFootnoteMark(previous: TextRun, run: TextRun): boolean {
  return (
    run.fontSize < 0.85 * previous.fontSize &&
    previous.y - run.y > 0.15 * previous.fontSize &&
    /^[\d*†‡§,()\s]+$/u.test(run.text) &&
    /\p{L}$/u.test(previous.text)
  );
}

/** The value carried by most characters. */
function dominant<T extends string | number | boolean>(runs: TextRun[], valueOf: (run: TextRun) => T): T {
  // Most segments are one run: no weighing (and no Map) needed.
  if (runs.length === 1) return valueOf(runs[0]!);
  const weights = new Map<T, number>();
  for (const run of runs) weights.set(valueOf(run), (weights.get(valueOf(run)) ?? 0) + run.text.length);
  return heaviest(weights) ?? valueOf(runs[0]!);
}
