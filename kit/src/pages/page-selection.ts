// Which pages of a document to read, from ExtractInput.pages: the numbers within the document,
// ascending, each once. The core asks without knowing the page count, so numbers past the
// last page are ignored here, as the contract says; a repeat would read a page twice.

/** The 1-based page numbers to read out of `pageCount`: every page when `pages` is absent. */
export function selectedPages(pages: readonly number[] | undefined, pageCount: number): number[] {
  if (!pages) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const valid = pages.filter((number) => Number.isInteger(number) && number >= 1 && number <= pageCount);
  return [...new Set(valid)].sort((a, b) => a - b);
}
