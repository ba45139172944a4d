// `fast`: the text layer in reading order, one paragraph per block, a page break between pages.
// No headings, lists or tables, and running headers stay: it is the text as the page has it.

import type { Block } from '@docextract/contracts/document-model';
import { joinLines } from '@docextract/plugin-kit/join-lines';
import type { Vocabulary } from '@docextract/plugin-kit/vocabulary';
import type { PageContent } from './layout-types.ts';
import { groupParagraphs } from './paragraphs.ts';

export function fastDocument(pages: PageContent[], vocabulary: Vocabulary): Block[] {
  const blocks: Block[] = [];
  for (const [index, page] of pages.entries()) {
    if (index > 0) blocks.push({ type: 'pageBreak', page: page.page });
    for (const text of pageParagraphs(page, vocabulary)) {
      blocks.push({ type: 'paragraph', content: [{ type: 'text', text }] });
    }
  }
  return blocks;
}

function pageParagraphs(page: PageContent, vocabulary: Vocabulary): string[] {
  if (page.kind === 'empty') return [];
  return groupParagraphs(page.layout.lines)
    .map((lines) => joinLines(lines.map((line) => line.text), vocabulary))
    .filter((text) => text !== '');
}
