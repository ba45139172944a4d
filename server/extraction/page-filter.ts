// `pages` for a plugin that reads documents whole (no `splitsPages` in its manifest): the model
// it returns is cut down to the asked pages by its page breaks, so the client gets, and pays
// for, the pages it named. Blocks before the first break are on page 1.

import type { Block, DocumentModel } from '../../contracts/document-model.ts';

export function marksPages(document: DocumentModel): boolean {
  return document.blocks.some((block) => block.type === 'pageBreak');
}

/** The blocks on the given pages, their page breaks kept so that page numbers stay absolute. */
export function keepPages(document: DocumentModel, pages: readonly number[]): DocumentModel {
  const wanted = new Set(pages);
  const blocks: Block[] = [];
  let page = 1;
  for (const block of document.blocks) {
    if (block.type === 'pageBreak') page = block.page;
    if (wanted.has(page)) blocks.push(block);
  }
  return { blocks };
}
