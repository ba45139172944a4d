// Headings from type size and typeface. The body size is the size most characters of the
// document are set in; short paragraphs set clearly larger are headings. Levels follow the
// sizes, largest first, over the four sizes most used for short lines (a cover page's one-off
// giant type would otherwise push every real heading down to level 6): a size outside those
// four takes the level of the next used size below it. A short paragraph at body size in another font than the page's body font (bold,
// as pdf.js's text layer cannot say which font is bold, only that it differs) is a heading
// one level below the sized ones, when it reads like one: no closing full stop, and it starts
// with a capital or a section number. A heading has two letters at least: a lone letter or a
// number set large is a glyph of a figure or chart (an axis label, a callout), not a title.

import type { HeadingLevel } from '@docextract/contracts/document-model';
import type { Line, PageContent } from './layout-types.ts';
import { heaviest } from './numbers.ts';

const LARGER = 1.15;
/** Slightly larger counts too when the font also differs from the body's. */
const SLIGHTLY_LARGER = 1.05;
const MAX_HEADING_WORDS = 20;
const MAX_HEADING_LINES = 3;
const MAX_RUN_IN_WORDS = 12;
const MAX_SIZE_LEVELS = 4;
const MIN_HEADING_LETTERS = 2;

export interface FontStatistics {
  bodySize: number;
  /** The heading sizes that get a level of their own, largest first (rounded to half points). */
  headingSizes: number[];
  /** The font most characters of each page are set in. */
  bodyFontByPage: Map<number, string>;
}

export function fontStatistics(pages: PageContent[]): FontStatistics {
  const characters = new Map<number, number>();
  const shortLines = new Map<number, number>();
  const bodyFontByPage = new Map<number, string>();
  for (const page of pages) {
    if (page.kind === 'empty') continue;
    const fonts = new Map<string, number>();
    for (const line of page.layout.lines) {
      const size = roundSize(line.fontSize);
      characters.set(size, (characters.get(size) ?? 0) + line.text.length);
      fonts.set(line.fontId, (fonts.get(line.fontId) ?? 0) + line.text.length);
      if (line.text.split(/\s+/).length <= MAX_HEADING_WORDS) shortLines.set(size, (shortLines.get(size) ?? 0) + 1);
    }
    const bodyFont = heaviest(fonts);
    if (bodyFont !== undefined) bodyFontByPage.set(page.page, bodyFont);
  }
  const bodySize = heaviest(characters) ?? 0;
  const headingSizes = [...shortLines.entries()]
    .filter(([size]) => size >= bodySize * SLIGHTLY_LARGER)
    .sort(([, left], [, right]) => right - left)
    .slice(0, MAX_SIZE_LEVELS)
    .map(([size]) => size)
    .sort((left, right) => right - left);
  return { bodySize, headingSizes, bodyFontByPage };
}

/** The heading level of a paragraph's lines, or null when they are not a heading. */
export function headingLevel(lines: Line[], text: string, page: number, fonts: FontStatistics): HeadingLevel | null {
  if (lines.length > MAX_HEADING_LINES || (text.match(/\p{L}/gu)?.length ?? 0) < MIN_HEADING_LETTERS) return null;
  const words = text.split(/\s+/).length;
  if (words > MAX_HEADING_WORDS || /[,;]$/.test(text) || (/\.$/.test(text) && words > 6)) return null;
  const size = roundSize(lines[0]!.fontSize);
  const bodyFont = fonts.bodyFontByPage.get(page);
  const otherFont = lines.every((line) => line.segments.every((segment) => !segment.fontIds.includes(bodyFont ?? '')));
  if (size >= fonts.bodySize * LARGER || (size >= fonts.bodySize * SLIGHTLY_LARGER && otherFont)) {
    // One more than the levelled sizes above it: a levelled size gets its rank, another size the
    // level of the next levelled size below it.
    return toLevel(fonts.headingSizes.filter((levelled) => levelled > size).length + 1);
  }
  const runIn =
    Math.abs(size - fonts.bodySize) <= 0.5 &&
    lines.length <= 2 &&
    words <= MAX_RUN_IN_WORDS &&
    !/[.:]$/.test(text) &&
    /^[\p{Lu}\p{N}]/u.test(text) &&
    otherFont;
  return runIn ? toLevel(fonts.headingSizes.length + 1) : null;
}

function toLevel(level: number): HeadingLevel {
  return Math.min(6, Math.max(1, level)) as HeadingLevel;
}

function roundSize(size: number): number {
  return Math.round(size * 2) / 2;
}
