// The shapes the layout analysis works on. Coordinates are in PDF points in the page's upright
// frame: x grows to the right, y grows downwards from the top edge, and y is a baseline.

/** One piece of text as pdf.js reports it: a run of glyphs in one font on one baseline. */
export interface TextRun {
  text: string;
  /** Left end of the run. */
  x: number;
  /** Baseline. */
  y: number;
  width: number;
  fontSize: number;
  /** pdf.js's name for the font resource: equal names mean the same font. */
  fontId: string;
  /** The run's characters are right-to-left (pdf.js has already put them in logical order). */
  rtl: boolean;
  /** Set in a fixed-pitch font (code, terminal output). */
  monospace: boolean;
}

/** Runs on one baseline with no wide gap between them: a phrase, a line of a column, a cell. */
export interface Segment {
  text: string;
  x: number;
  right: number;
  y: number;
  top: number;
  bottom: number;
  fontSize: number;
  /** The font of most of the characters. */
  fontId: string;
  /** Every font its runs are set in (the runs themselves are not kept: a long document's
   * pages are all held until the furniture is known). */
  fontIds: string[];
  rtl: boolean;
  /** Most of its characters are in a fixed-pitch font. */
  monospace: boolean;
  /** The row (baseline cluster) of the page this segment came from. */
  row: number;
}

/** Segments of one row inside one reading region, in reading order. */
export interface Line {
  segments: Segment[];
  text: string;
  x: number;
  right: number;
  y: number;
  top: number;
  bottom: number;
  fontSize: number;
  fontId: string;
  rtl: boolean;
  monospace: boolean;
  /** The reading region (a column, a block) the line belongs to; lines of one region are consecutive. */
  region: number;
}

/** What one page's text layer gives the layout steps. */
export interface PageLines {
  /** 1-based page number. */
  page: number;
  width: number;
  height: number;
  lines: Line[];
}

/** What extraction got from one page: its text layer laid out, its picture recognised (as lines
 * of the same shape), or nothing. */
export type PageContent =
  | { page: number; kind: 'text'; layout: PageLines }
  | { page: number; kind: 'ocr'; layout: PageLines }
  | { page: number; kind: 'empty' };
