// Running headers, running footers and page numbers: the page's furniture, not its content.
//
// A line near the top or bottom edge is furniture when (a) the same line, digits aside, sits in
// the same margin on several pages (a running title, "Page 3 of 9", a copyright line) and is
// not set larger than the body text (chapter headings that open every page, "Part 1", "Part 2",
// are content; the same text repeated word for word is furniture at any size), or (b) it
// is a bare page number ("12", "- 12 -", "Page 12", "xii"), or (c) it is a short margin line
// that carries a page number at one end, apart from its text ("Chapter 2. Methods      17"),
// which is what a running header looks like even on a single page.

import type { Line, PageLines } from './layout-types.ts';

/** The top and bottom margins, as a share of the page height. */
const MARGIN_SHARE = 0.15;
/** Only the outermost lines of a margin can be furniture. */
const LINES_PER_MARGIN = 2;
const PAGE_NUMBER = /^[\s\-–—]*(?:page\s+|p\.\s*)?(?:\d{1,4}|[ivxlcdm]{1,7})(?:\s*(?:of|\/)\s*\d{1,4})?[\s\-–—]*$/iu;
// Three digits at most: a four-digit number at the end of a top line is more often a year in
// a table's header row than page 1000 of something.
const BARE_NUMBER = /^(?:[1-9]\d{0,2}|[ivxlcdm]{1,7})$/iu;

type Margin = 'top' | 'bottom';

interface Candidate {
  line: Line;
  margin: Margin;
  /** The text with digits blurred, or the exact text for a line larger than the body's. */
  signature: string;
  page: number;
  /** The page's very first or very last line. */
  outermost: boolean;
}

export function findFurniture(pages: PageLines[], bodySize: number): Set<Line> {
  const candidates = pages.flatMap((page) => marginLines(page, bodySize));
  const pagesBySignature = new Map<string, Set<number>>();
  for (const candidate of candidates) {
    const key = `${candidate.margin}:${candidate.signature}`;
    const seen = pagesBySignature.get(key) ?? new Set<number>();
    seen.add(candidate.page);
    pagesBySignature.set(key, seen);
  }
  const furniture = new Set<Line>();
  for (const candidate of candidates) {
    const repeats = pagesBySignature.get(`${candidate.margin}:${candidate.signature}`)?.size ?? 0;
    const repeated = repeats >= 2 && (repeats >= 3 || repeats >= 0.5 * pages.length);
    const numbered = candidate.outermost && candidate.line.fontSize <= bodySize * 1.05 && carriesPageNumber(candidate.line);
    if (repeated || PAGE_NUMBER.test(candidate.line.text) || numbered) furniture.add(candidate.line);
  }
  return furniture;
}

function marginLines(page: PageLines, bodySize: number): Candidate[] {
  if (page.height <= 0 || page.lines.length < 2) return [];
  const byTop = [...page.lines].sort((left, right) => left.top - right.top);
  const top = byTop.slice(0, LINES_PER_MARGIN).filter((line) => line.bottom <= MARGIN_SHARE * page.height);
  const bottom = byTop
    .slice(-LINES_PER_MARGIN)
    .filter((line) => line.top >= (1 - MARGIN_SHARE) * page.height && !top.includes(line));
  const candidate = (margin: Margin) => (line: Line) => ({
    line,
    margin,
    signature: line.fontSize > bodySize * 1.05 ? `exact:${line.text}` : signatureOf(line.text),
    page: page.page,
    outermost: line === byTop[0] || line === byTop.at(-1),
  });
  return [...top.map(candidate('top')), ...bottom.map(candidate('bottom'))];
}

/** The line with its numbers and spacing blurred, so that "Page 3" and "Page 4" match. */
function signatureOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/\d+/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

function carriesPageNumber(line: Line): boolean {
  if (line.segments.length < 2) return false;
  const first = line.segments[0]!.text.trim();
  const last = line.segments.at(-1)!.text.trim();
  const words = line.text.split(/\s+/).length;
  return words <= 20 && (BARE_NUMBER.test(first) || BARE_NUMBER.test(last));
}
