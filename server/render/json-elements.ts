// Document model → the `json` format: a flat list of elements in reading order, for pipelines
// that chunk by section and cite a page. Each element's text is what txt shows for that block
// (the same pieces of plain-text.ts), so counts and search hits agree across formats.
//
// Pages: a page break marks the start of page `page` and gives no element itself. A document
// has pages when its plugin reads pages (manifest `splitsPages`) or its model holds a page
// break; then what comes before the first break is on page 1 (a PDF marks no break before its
// first page). A document without pages gives `page: null` throughout.

import type { Block, DocumentModel, ListBlock } from '../../contracts/document-model.ts';
import { captionText, codeText, headingText, paragraphText, tableCellTexts } from './plain-text.ts';

type Page = number | null;

export type JsonElement =
  | { type: 'heading'; text: string; level: number; page: Page }
  | { type: 'paragraph'; text: string; page: Page }
  | { type: 'list_item'; text: string; level: number; ordered: boolean; page: Page }
  | { type: 'table'; text: string; rows: string[][]; page: Page }
  | { type: 'code'; text: string; language?: string; page: Page }
  | { type: 'quote'; text: string; page: Page };

export interface JsonRenderOptions {
  /** The plugin reads pages (its manifest's splitsPages): pages are known even with no break. */
  paged: boolean;
}

export function renderJsonElements(document: DocumentModel, options: JsonRenderOptions): JsonElement[] {
  const paged = options.paged || document.blocks.some((block) => block.type === 'pageBreak');
  const walker = new ElementWalker(paged ? 1 : null);
  walker.blocks(document.blocks, 'body');
  return walker.elements;
}

/** What a paragraph becomes where it stands: a quote's paragraphs are quote elements. */
type Context = 'body' | 'quote';

class ElementWalker {
  readonly elements: JsonElement[] = [];
  constructor(private page: Page) {}

  blocks(blocks: readonly Block[], context: Context): void {
    for (const block of blocks) this.block(block, context);
  }

  private block(block: Block, context: Context): void {
    switch (block.type) {
      case 'pageBreak':
        // Page numbers are absolute: a part read from page 251 starts with a break saying 251.
        this.page = block.page;
        return;
      case 'rule':
        return;
      case 'heading':
        this.push(context === 'quote' ? { type: 'quote', text: headingText(block), page: this.page } : { type: 'heading', text: headingText(block), level: block.level, page: this.page });
        return;
      case 'paragraph':
        this.push({ type: context === 'quote' ? 'quote' : 'paragraph', text: paragraphText(block), page: this.page });
        return;
      case 'list':
        this.list(block, 1, context);
        return;
      case 'table': {
        if (block.caption && captionText(block) !== '') this.push({ type: 'paragraph', text: captionText(block), page: this.page });
        const rows = tableCellTexts(block);
        this.push({ type: 'table', text: rows.map((row) => row.join('\t')).join('\n'), rows, page: this.page });
        return;
      }
      case 'code':
        this.push({ type: 'code', text: codeText(block), ...(block.language ? { language: block.language } : {}), page: this.page });
        return;
      case 'quote':
        this.blocks(block.blocks, 'quote');
        return;
    }
  }

  // An item's leading paragraphs are its text; a nested list gives items one level down; a
  // table, code or quote inside an item follows it as an element of its own, in reading order.
  private list(list: ListBlock, level: number, context: Context): void {
    for (const item of list.items) {
      let index = 0;
      const lines: string[] = [];
      for (; index < item.blocks.length; index += 1) {
        const inner = item.blocks[index]!;
        if (inner.type === 'paragraph') lines.push(paragraphText(inner));
        else if (inner.type === 'heading') lines.push(headingText(inner));
        else break;
      }
      this.push({ type: 'list_item', text: lines.filter((line) => line !== '').join('\n'), level, ordered: list.ordered, page: this.page });
      for (const inner of item.blocks.slice(index)) {
        if (inner.type === 'list') this.list(inner, level + 1, context);
        else this.block(inner, context);
      }
    }
  }

  private push(element: JsonElement): void {
    // txt leaves out blocks with no text; so do the elements.
    if (element.text.trim() !== '') this.elements.push(element);
  }
}
