// Tables where the layout makes them plain: consecutive lines of one region that each split
// into two or more segments (see build-segments.ts), whose segments line up in columns.
// Columns are the merged horizontal extents of all the cells; a line that only fills some
// columns close under the row above is the wrapped rest of that row's cells.

import type { TableBlock, TableRow } from '@docextract/contracts/document-model';
import type { Line, Segment } from './layout-types.ts';
import { isBareMarker } from './list-markers.ts';
import { maxOf } from './numbers.ts';

const MIN_ROWS = 2;
/** Rows further apart than this many font sizes are not one table. */
const MAX_ROW_PITCH_EM = 2.6;
/** A line this close under the row above, filling one cell, continues that row's cell. */
const CONTINUATION_PITCH_EM = 1.3;
/** A segment with more words than this on one line is a sentence, not a cell. */
const MAX_WORDS_PER_CELL_LINE = 12;
const CAPTION_LABEL = /^(?:table|tab\.|figure|fig\.|chart|exhibit)\s*[\dIVX]+[.:]?$/i;
/** More words per cell on average than this, and the "table" is prose. */
const MAX_WORDS_PER_CELL = 10;
/** A justified line stretched apart: three or more gaps, none more than this far from their median. */
const JUSTIFIED_GAP_SPREAD = 0.25;
const JUSTIFIED_MIN_GAPS = 3;

export interface TableSpan {
  /** Index of the table's first line. */
  start: number;
  /** Index after its last line. */
  end: number;
  table: TableBlock;
}

interface Interval {
  from: number;
  to: number;
}

export function findTables(lines: Line[]): TableSpan[] {
  const spans: TableSpan[] = [];
  let index = 0;
  while (index < lines.length) {
    if (!isRowCandidate(lines[index]!)) {
      index += 1;
      continue;
    }
    let end = index + 1;
    let left = lines[index]!.x;
    let right = lines[index]!.right;
    while (end < lines.length && continuesTable(lines[end - 1]!, lines[end]!, right - left)) {
      left = Math.min(left, lines[end]!.x);
      right = Math.max(right, lines[end]!.right);
      end += 1;
    }
    // A trailing single-segment line is only part of the table if a row follows it.
    while (end > index + 1 && !isRowCandidate(lines[end - 1]!)) end -= 1;
    const table = buildTable(lines.slice(index, end));
    if (table) {
      spans.push({ start: index, end, table });
      index = end;
    } else {
      index += 1;
    }
  }
  return spans;
}

/** Segments that could be cells: a bullet set apart from its text is not a cell of its own. */
function cellCount(line: Line): number {
  const first = line.segments[0];
  return line.segments.length - (first && isBareMarker(first.text) ? 1 : 0);
}

// Two or more cells, none of them a sentence, and not a caption ("Table 1.   Results of…").
function isRowCandidate(line: Line): boolean {
  if (cellCount(line) < 2 || CAPTION_LABEL.test(line.segments[0]!.text.trim())) return false;
  return line.segments.every((segment) => segment.text.split(/\s+/).length <= MAX_WORDS_PER_CELL_LINE);
}

function continuesTable(previous: Line, line: Line, tableWidth: number): boolean {
  if (line.region !== previous.region) return false;
  const pitch = line.y - previous.y;
  if (pitch <= 0 || pitch > MAX_ROW_PITCH_EM * Math.max(line.fontSize, previous.fontSize)) return false;
  // A line of one cell is the wrapped rest of a cell; one as wide as the table is a paragraph.
  return isRowCandidate(line) || (cellCount(line) === 1 && line.right - line.x <= 0.5 * tableWidth);
}

function buildTable(lines: Line[]): TableBlock | null {
  if (lines.filter((line) => cellCount(line) >= 2).length < MIN_ROWS) return null;
  const columns = columnsOf(lines);
  if (columns.length < 2) return null;
  const rows: Array<{ cells: string[]; line: Line }> = [];
  for (const line of lines) {
    const cells = columns.map(() => '');
    for (const segment of line.segments) {
      const column = columnOf(segment, columns);
      cells[column] = cells[column] ? `${cells[column]} ${segment.text.trim()}` : segment.text.trim();
    }
    const previous = rows.at(-1);
    if (previous && wrapsPreviousRow(cells, previous.cells, line.y - previous.line.y, line.fontSize)) {
      previous.cells = previous.cells.map((cell, column) => [cell, cells[column]].filter(Boolean).join(' '));
      previous.line = line;
    } else {
      rows.push({ cells, line });
    }
  }
  const filledRows = rows.filter((row) => row.cells.filter(Boolean).length >= 2);
  const cells = rows.map((row) => row.cells);
  if (filledRows.length < MIN_ROWS || readsAsProse(cells) || wordColumns(cells) < 2 || isStretchedProse(lines)) return null;
  const tableRows: TableRow[] = rows.map((row) => ({ cells: row.cells.map((text) => ({ content: text ? [{ type: 'text', text }] : [] })) }));
  return { type: 'table', rows: tableRows, headerRows: hasHeaderRow(rows.map((row) => row.cells)) ? 1 : 0 };
}

// One cell's text right under the same cell of the row above, at line pitch: wrapped text.
function wrapsPreviousRow(cells: string[], previous: string[], pitch: number, fontSize: number): boolean {
  const filled = cells.flatMap((cell, column) => (cell ? [column] : []));
  return filled.length === 1 && filled[0]! > 0 && previous[filled[0]!] !== '' && pitch <= CONTINUATION_PITCH_EM * fontSize;
}

/**
 * The columns: merged horizontal extents of the cells of the fullest rows. Rows with fewer
 * cells (a header cell spanning several columns, a row label alone) would merge columns.
 */
function columnsOf(lines: Line[]): Interval[] {
  const fullest = maxOf(lines, (line) => line.segments.length);
  const reference = lines.filter((line) => line.segments.length >= Math.max(2, 0.75 * fullest)).flatMap((line) => line.segments);
  const sorted = [...reference].sort((left, right) => left.x - right.x);
  const columns: Interval[] = [];
  for (const segment of sorted) {
    const last = columns.at(-1);
    if (last && segment.x <= last.to) last.to = Math.max(last.to, segment.right);
    else columns.push({ from: segment.x, to: segment.right });
  }
  return columns;
}

/** The column the segment overlaps most, or the nearest one. */
function columnOf(segment: Segment, columns: Interval[]): number {
  let best = 0;
  let bestScore = -Infinity;
  columns.forEach((column, index) => {
    const overlap = Math.min(segment.right, column.to) - Math.max(segment.x, column.from);
    if (overlap > bestScore) {
      best = index;
      bestScore = overlap;
    }
  });
  return best;
}

// Cells holding sentences are two columns of text that happen to share baselines.
function readsAsProse(rows: string[][]): boolean {
  const cells = rows.flat().filter(Boolean);
  const words = cells.reduce((sum, cell) => sum + cell.split(/\s+/).length, 0);
  return words / Math.max(1, cells.length) > MAX_WORDS_PER_CELL;
}

// Lines of justified text pulled wide apart (a long word forced onto the next line) split
// into evenly spaced words: the gaps of every such line are alike, where a table's gaps vary
// with its cells' widths. When most of the rows that split look so, it is text, not a table.
function isStretchedProse(lines: Line[]): boolean {
  const split = lines.filter((line) => line.segments.length >= 2);
  const stretched = split.filter((line) => {
    const gaps = line.segments.slice(1).map((segment, index) => segment.x - line.segments[index]!.right);
    if (gaps.length < JUSTIFIED_MIN_GAPS) return false;
    const middle = [...gaps].sort((left, right) => left - right)[Math.floor(gaps.length / 2)]!;
    return gaps.every((gap) => Math.abs(gap - middle) <= JUSTIFIED_GAP_SPREAD * middle);
  });
  return stretched.length * 2 > split.length;
}

// Columns with a letter or digit somewhere: a column of ornaments or rules is not a column.
function wordColumns(rows: string[][]): number {
  const columns = rows[0]?.length ?? 0;
  let count = 0;
  for (let column = 0; column < columns; column += 1) if (rows.some((row) => /[\p{L}\p{N}]/u.test(row[column] ?? ''))) count += 1;
  return count;
}

// A first row of words over rows that hold numbers is a header row.
function hasHeaderRow(rows: string[][]): boolean {
  const numeric = (cell: string) => /^[-+−(]?[\d.,]+%?\)?$/.test(cell.replace(/\s/g, ''));
  const [first, ...rest] = rows;
  if (!first || rest.length === 0 || first.some(numeric)) return false;
  return rest.some((row) => row.some(numeric));
}
