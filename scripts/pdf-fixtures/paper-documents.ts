// A two-column page set the way LaTeX sets a paper: a full-width title and abstract, then two
// justified columns with a narrow gutter, numbered section headings inside the columns (so the
// two columns' baselines do not line up), words hyphenated at line ends, and a paragraph that
// runs from the foot of the left column into the top of the right one mid-sentence.

import { textWidth } from './pdf-fonts.ts';
import { PageComposer, type FontUse } from './page-composer.ts';

const REGULAR: FontUse = { resource: 'F1' };
const BOLD: FontUse = { resource: 'F2', bold: true };
const LETTER = { width: 612, height: 792 };
const MARGIN = 54;
const GUTTER = 18;
const COLUMN_WIDTH = (LETTER.width - 2 * MARGIN - GUTTER) / 2;
const BODY_SIZE = 10;
const LEADING = 12;
/** Words at least this long may be broken at a line end, as TeX's hyphenation does. */
const MIN_HYPHENATED_LETTERS = 7;

const ABSTRACT =
  'Tide pools hold small worlds that change twice a day. We counted snails, crabs and anemones in forty pools over one summer and report how their numbers follow the tides and the temperature of the water.';
const INTRODUCTION = [
  'Rocky shores flood and drain with every tide, and the pools left behind warm quickly under the afternoon sun. Animals that live there must tolerate sudden changes in temperature, salinity and oxygen, which makes the pools a natural laboratory for ecologists.',
  'Earlier surveys counted animals once a season and missed the daily rhythm of the pools. Our survey visited each pool at low water on consecutive days, and the observations below describe that rhythm in considerable detail for the first time on this particular stretch of coastline.',
];
const METHOD = [
  'Forty pools were chosen at random along two kilometres of shore. Each pool was photographed from above at every low tide, and a volunteer counted the visible animals in a fixed quadrant while a logger recorded the water temperature every ten minutes.',
  'Counts were checked against the photographs by a second volunteer. Disagreements were settled by a third reading, and pools that dried out completely were recorded as empty rather than left out of the analysis.',
];

export function twoColumnPaperPage(): PageComposer {
  const page = new PageComposer(LETTER.width, LETTER.height);
  const title = 'Daily Rhythms in Tide Pool Communities';
  page.text(BOLD, 17, (LETTER.width - textWidth(title, 17, true)) / 2, 80, title);
  page.text(BOLD, BODY_SIZE, MARGIN, 120, 'Abstract');
  let top = justify(page, MARGIN, 134, LETTER.width - 2 * MARGIN, ABSTRACT);

  // The left column: the introduction, then the method's heading and its first paragraph,
  // which the right column carries on.
  const right = MARGIN + COLUMN_WIDTH + GUTTER;
  top += 16;
  const columnsTop = top;
  page.text(BOLD, 12, MARGIN, top, '1 Introduction');
  top += 18;
  for (const paragraph of INTRODUCTION) top = justify(page, MARGIN, top, COLUMN_WIDTH, paragraph) + 4;
  page.text(BOLD, 12, MARGIN, top + 6, '2 Method');
  top += 24;
  const [first, second] = [METHOD[0]!, METHOD[1]!];
  const lines = breakLines(first, COLUMN_WIDTH);
  const carried = lines.length - 3;
  justifyLines(page, MARGIN, top, COLUMN_WIDTH, lines.slice(0, carried), false);
  // The right column starts on its own grid, a little lower than the left's first line.
  top = justifyLines(page, right, columnsTop + 5, COLUMN_WIDTH, lines.slice(carried), true) + 4;
  justify(page, right, top, COLUMN_WIDTH, second);
  return page;
}

/** Sets a paragraph justified: every line but the last stretched to the full width, word by word. */
function justify(page: PageComposer, x: number, top: number, width: number, text: string): number {
  return justifyLines(page, x, top, width, breakLines(text, width), true);
}

function justifyLines(page: PageComposer, x: number, top: number, width: number, lines: string[], endsParagraph: boolean): number {
  let baseline = top;
  for (const [index, line] of lines.entries()) {
    const words = line.split(' ');
    const last = endsParagraph && index === lines.length - 1;
    const natural = words.reduce((sum, word) => sum + textWidth(word, BODY_SIZE), 0);
    const space = last || words.length < 2 ? textWidth(' ', BODY_SIZE) : (width - natural) / (words.length - 1);
    let cursor = x;
    for (const word of words) {
      page.text(REGULAR, BODY_SIZE, cursor, baseline, word);
      cursor += textWidth(word, BODY_SIZE) + space;
    }
    baseline += LEADING;
  }
  return baseline;
}

/** Greedy line breaking that hyphenates a long word at the line end when part of it fits. */
function breakLines(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const candidate = line ? `${line} ${word}` : word;
    if (!line || textWidth(candidate, BODY_SIZE) <= width) {
      line = candidate;
      continue;
    }
    const head = hyphenationHead(word, (part) => textWidth(`${line} ${part}-`, BODY_SIZE) <= width);
    if (head) {
      lines.push(`${line} ${head}-`);
      line = word.slice(head.length);
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The longest start of a long word that fits before a hyphen, leaving three letters at least on each side. */
function hyphenationHead(word: string, fits: (part: string) => boolean): string {
  if (!/^[a-z]+[,.]?$/i.test(word) || word.length < MIN_HYPHENATED_LETTERS) return '';
  for (let length = word.replace(/[,.]$/, '').length - 3; length >= 3; length -= 1) {
    if (fits(word.slice(0, length))) return word.slice(0, length);
  }
  return '';
}
