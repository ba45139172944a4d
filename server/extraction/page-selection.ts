// The `pages` query: `item(,item)*`, each item `N` or `N-M`, digits only, 1 ≤ N ≤ M, no spaces
// and no empty items; overlaps count once. Kept as ranges, never expanded past what a document
// can hold: `1-999999999999` is a valid request and must not become a trillion numbers.

import { ApiError } from '../errors.ts';

/** Sorted, merged, inclusive ranges of 1-based page numbers. */
export type PageSelection = ReadonlyArray<readonly [first: number, last: number]>;

const ITEM = /^(\d+)(?:-(\d+))?$/;
/** Page numbers past this are all "past the end" of any document: no exactness is lost. */
const FAR_PAST_THE_END = Number.MAX_SAFE_INTEGER;

/** The selection, or null when the query gives none; throws EXT_INVALID_PAGES for bad syntax. */
export function parsePageSelection(raw: string | undefined): PageSelection | null {
  if (raw === undefined) return null;
  const ranges: Array<[number, number]> = [];
  for (const [index, item] of raw.split(',').entries()) {
    // The client's text is not echoed back: the item's position says which one is wrong.
    const match = ITEM.exec(item);
    if (!match) throw invalidPages(raw, item === '' ? `item ${index + 1} is empty` : `item ${index + 1} is not a number N or a range N-M of digits`);
    const first = pageNumber(match[1]!);
    const last = match[2] === undefined ? first : pageNumber(match[2]);
    if (first < 1n) throw invalidPages(raw, 'pages are numbered from 1');
    if (last < first) throw invalidPages(raw, `item ${index + 1} runs backwards`);
    ranges.push([clamp(first), clamp(last)]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [first, last] of ranges) {
    const previous = merged.at(-1);
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else merged.push([first, last]);
  }
  return merged;
}

/** The selected pages from 1 to `lastPage`, ascending. */
function pagesWithin(selection: PageSelection, lastPage: number): number[] {
  const pages: number[] = [];
  for (const [first, last] of selection) {
    for (let page = first; page <= Math.min(last, lastPage); page += 1) pages.push(page);
  }
  return pages;
}

/** How many selected pages a document of `pageCount` pages has. */
function countWithin(selection: PageSelection, pageCount: number): number {
  return selection.reduce((sum, [first, last]) => sum + Math.max(0, Math.min(last, pageCount) - first + 1), 0);
}

/**
 * The pages an extraction read, what X-Pages-Extracted says and what is charged. Without a
 * selection, the document's page count. A document without pages is one page: a selection
 * naming page 1 reads it whole, at its page count as without one. Otherwise the selected pages
 * that the document has; none at all is EXT_INVALID_PAGES.
 */
export function pagesExtracted(selection: PageSelection | null, hasPages: boolean, pageCount: number): number {
  if (!selection) return pageCount;
  if (!hasPages) {
    if (countWithin(selection, 1) === 0) throw noPageSelected(selection, 1);
    return pageCount;
  }
  const read = countWithin(selection, pageCount);
  if (read === 0) throw noPageSelected(selection, pageCount);
  return read;
}

/** The pages a task may ask a plugin for: none past the most a document may have. */
export function pagesToAsk(selection: PageSelection, maxPages: number): number[] {
  const pages = pagesWithin(selection, maxPages);
  if (pages.length === 0) {
    throw new ApiError('EXT_INVALID_PAGES', { detail: `no page is within the first ${maxPages}, the most a document may have` });
  }
  return pages;
}

function noPageSelected(selection: PageSelection, pageCount: number): ApiError {
  return new ApiError('EXT_INVALID_PAGES', { detail: `the document has ${pageCount} page${pageCount === 1 ? '' : 's'}, and none of ${describe(selection)} is one of them` });
}

function invalidPages(raw: string, detail: string): ApiError {
  return new ApiError('EXT_INVALID_PAGES', { detail: raw === '' ? 'the value is empty' : detail });
}

// Digits of any length: compared exactly, so that `99999999999999999999-1` runs backwards.
function pageNumber(digits: string): bigint {
  return BigInt(digits);
}

function clamp(page: bigint): number {
  return page > BigInt(FAR_PAST_THE_END) ? FAR_PAST_THE_END : Number(page);
}

function describe(selection: PageSelection): string {
  return selection
    .slice(0, 5)
    .map(([first, last]) => (first === last ? String(first) : `${first}-${last}`))
    .join(',') + (selection.length > 5 ? ',…' : '');
}
