// `structured`: every page's blocks with the furniture left out, a page break between pages.
// Pages read by OCR come as lines like a text layer's, and go through the same rules.

import type { Block, HeadingBlock, HeadingLevel } from '@docextract/contracts/document-model';
import { joinRunOn } from './continuation.ts';
import { findFurniture } from './furniture.ts';
import { fontStatistics } from './headings.ts';
import type { Vocabulary } from '@docextract/plugin-kit/vocabulary';
import type { PageContent, PageLines } from './layout-types.ts';
import { structurePage } from './structure-page.ts';

export function structureDocument(pages: PageContent[], vocabulary: Vocabulary): Block[] {
  const layouts: PageLines[] = pages.flatMap((page) => (page.kind === 'empty' ? [] : [page.layout]));
  const fonts = fontStatistics(pages);
  const furniture = findFurniture(layouts, fonts.bodySize);
  const blocks: Block[] = [];
  let lastContent: Block | undefined;
  for (const [index, page] of pages.entries()) {
    if (index > 0) blocks.push({ type: 'pageBreak', page: page.page });
    const pageBlocks: Block[] =
      page.kind === 'empty' ? [] : structurePage(page.layout.lines.filter((line) => !furniture.has(line)), page.page, fonts, vocabulary);
    // A paragraph broken by the page break is joined back, before the break.
    if (joinRunOn(lastContent, pageBlocks[0], vocabulary)) pageBlocks.shift();
    blocks.push(...pageBlocks);
    lastContent = pageBlocks.at(-1) ?? lastContent;
  }
  const headings = blocks.filter((block): block is HeadingBlock => block.type === 'heading');
  // A part of a document read on another thread opens mid-document: its first heading is no title.
  if (pages[0]?.page === 1) promoteTitle(blocks, headings);
  closeLevelGaps(headings);
  return blocks;
}

/**
 * A document that opens with a heading opens with its title: it becomes level 1, and the other
 * headings move down a level if one of them was level 1 too. The same title repeated (a second
 * copy of the page) is the title again, so that identical pages read alike.
 */
function promoteTitle(blocks: Block[], headings: HeadingBlock[]): void {
  const first = blocks.find((block) => block.type !== 'pageBreak');
  if (first?.type !== 'heading' || first.level === 1) return;
  const text = headingText(first);
  const level = first.level;
  const titles = new Set(headings.filter((heading) => heading.level === level && headingText(heading) === text));
  const others = headings.filter((heading) => !titles.has(heading));
  if (others.some((heading) => heading.level === 1)) {
    for (const heading of others) heading.level = Math.min(6, heading.level + 1) as HeadingLevel;
  }
  for (const title of titles) title.level = 1;
}

/** Levels follow one another without a gap over the whole document: ## then #### becomes ## then ###. */
function closeLevelGaps(headings: HeadingBlock[]): void {
  const used = [...new Set(headings.map((heading) => heading.level))].sort((left, right) => left - right);
  const closed = new Map(used.map((level, rank) => [level, (used[0]! + rank) as HeadingLevel]));
  for (const heading of headings) heading.level = closed.get(heading.level)!;
}

function headingText(heading: HeadingBlock): string {
  return heading.content.map((inline) => (inline.type === 'text' ? inline.text : '')).join('');
}
