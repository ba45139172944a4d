// A parsed HTML (or XHTML) element → document model blocks, read the way a browser lays the
// page out: headings, paragraphs, lists (nested, numbered from their start, task lists),
// definition lists, tables, code, quotes and rules are blocks; sectioning elements only hold
// blocks; text and phrasing between blocks form paragraphs of their own. What a reader never
// sees (scripts, styles, hidden elements) is skipped. Cleaning a web page (chrome, main
// content) is the caller's business and happens on the DOM before this runs.

import type { Block, ListBlock, ListItem } from '@docextract/contracts/document-model';
import { childNodes, isElement, isText, tagOf, type HtmlElement, type HtmlNode } from './dom-slice.ts';
import { codeBlock } from './code-block.ts';
import { convertContext, MAX_NESTED_CONTAINERS, type ConvertContext, type HtmlToModelOptions } from './convert-context.ts';
import { HEADING_LEVELS, isBlockElement, PARAGRAPH_ELEMENTS } from './element-kinds.ts';
import { InlineBuilder } from './inline-builder.ts';
import { readInlines } from './inline-content.ts';
import { tableBlock } from './table-block.ts';

export type { HtmlToModelOptions } from './convert-context.ts';
export type { HtmlElement } from './dom-slice.ts';

/** The blocks of everything inside `root` (a <body>, a content element, a fragment's root). */
export function htmlToModel(root: HtmlElement, options: HtmlToModelOptions = {}): Block[] {
  return new Converter(convertContext(options)).blocks(root, 0);
}

class Converter {
  /** How many lists and quotes hold the element being read. */
  private containers = 0;

  constructor(private readonly context: ConvertContext) {}

  blocks(parent: HtmlElement, depth: number): Block[] {
    const blocks: Block[] = [];
    let pending = new InlineBuilder();
    const flush = (): void => {
      const content = pending.finish();
      if (!pending.isEmpty) blocks.push({ type: 'paragraph', content });
      pending = new InlineBuilder();
    };
    if (depth > this.context.maxDepth) {
      pending.text(parent.textContent ?? '', {});
      flush();
      return blocks;
    }
    for (const node of childNodes(parent)) {
      if (isElement(node) && isBlockElement(tagOf(node))) {
        flush();
        if (!this.context.isHidden(node)) this.block(node, depth + 1, blocks);
      } else if (isElement(node) || isText(node)) {
        readInlines([node], pending, {}, this.context, depth + 1);
      }
    }
    flush();
    return blocks;
  }

  private block(element: HtmlElement, depth: number, into: Block[]): void {
    const tag = tagOf(element);
    const level = HEADING_LEVELS[tag];
    if (level) {
      const content = this.inlines(element, depth, { oneLine: true });
      if (content.length > 0) into.push({ type: 'heading', level, content });
      return;
    }
    if (PARAGRAPH_ELEMENTS.has(tag)) {
      // A <p> normally holds phrasing only; one that holds blocks too (invalid, but written) keeps them.
      if (hasBlockChild(element)) into.push(...this.blocks(element, depth));
      else this.paragraph(element, depth, into);
      return;
    }
    switch (tag) {
      case 'ul':
      case 'ol':
      case 'dl':
      case 'blockquote':
        this.nested(element, tag, depth, into);
        return;
      case 'pre': {
        const code = codeBlock(element, this.context);
        if (code) into.push(code);
        return;
      }
      case 'table': {
        const table = tableBlock(element, this.context, depth, (cell, cellDepth) => this.blocks(cell, cellDepth));
        if (table) into.push(table);
        return;
      }
      case 'hr':
        into.push({ type: 'rule' });
        return;
      default:
        for (const block of this.blocks(element, depth)) into.push(block);
    }
  }

  /** Lists and quotes; nested past the cap, their content joins the parent's. */
  private nested(element: HtmlElement, tag: string, depth: number, into: Block[]): void {
    if (this.containers >= MAX_NESTED_CONTAINERS) {
      for (const block of this.blocks(element, depth)) into.push(block);
      return;
    }
    this.containers++;
    try {
      if (tag === 'blockquote') {
        const blocks = this.blocks(element, depth);
        if (blocks.length > 0) into.push({ type: 'quote', blocks });
      } else {
        const list = tag === 'dl' ? this.definitionList(element, depth) : this.list(element, tag === 'ol', depth);
        if (list.items.length > 0) into.push(list);
      }
    } finally {
      this.containers--;
    }
  }

  private list(list: HtmlElement, ordered: boolean, depth: number): ListBlock {
    const items: ListItem[] = [];
    for (const node of childNodes(list)) {
      if (!isElement(node) || this.context.isHidden(node)) continue;
      const tag = tagOf(node);
      if (tag === 'li') {
        const checked = taskState(node);
        const blocks = this.blocks(node, depth + 1);
        if (blocks.length > 0 || checked !== undefined) items.push({ blocks, ...(checked !== undefined ? { checked } : {}) });
      } else if ((tag === 'ul' || tag === 'ol') && items.length > 0) {
        // A list written straight inside a list (invalid, but common) belongs to the item before it.
        this.block(node, depth + 1, items[items.length - 1]!.blocks);
      } else {
        const blocks: Block[] = [];
        this.block(node, depth + 1, blocks);
        if (blocks.length > 0) items.push({ blocks });
      }
    }
    const start = Number.parseInt(list.getAttribute('start') ?? '', 10);
    return { type: 'list', ordered, ...(ordered && Number.isInteger(start) && start !== 1 ? { start } : {}), items };
  }

  /** Each term an item in bold, its descriptions a list nested under it. */
  private definitionList(list: HtmlElement, depth: number): ListBlock {
    const items: ListItem[] = [];
    let descriptions: ListBlock | null = null;
    // HTML allows <div> wrappers around dt/dd groups.
    const parts = [...childNodes(list)].flatMap((node) => (isElement(node) && tagOf(node) === 'div' ? [...childNodes(node)] : [node]));
    for (const part of parts) {
      if (!isElement(part) || this.context.isHidden(part)) continue;
      const tag = tagOf(part);
      if (tag === 'dt') {
        const content = this.inlines(part, depth + 1, { bold: true });
        if (content.length === 0) continue;
        items.push({ blocks: [{ type: 'paragraph', content }] });
        descriptions = null;
      } else if (tag === 'dd') {
        const blocks = this.blocks(part, depth + 1);
        if (blocks.length === 0) continue;
        if (items.length === 0) items.push({ blocks: [] });
        if (!descriptions) {
          descriptions = { type: 'list', ordered: false, items: [] };
          items[items.length - 1]!.blocks.push(descriptions);
        }
        descriptions.items.push({ blocks });
      }
    }
    return { type: 'list', ordered: false, items };
  }

  private paragraph(element: HtmlElement, depth: number, into: Block[]): void {
    const content = this.inlines(element, depth);
    if (content.length > 0) into.push({ type: 'paragraph', content });
  }

  /** The element's content as inline content; empty when it holds no text. */
  private inlines(element: HtmlElement, depth: number, how: { bold?: boolean; oneLine?: boolean } = {}) {
    const builder = new InlineBuilder(how.oneLine);
    readInlines(childNodes(element), builder, how.bold ? { bold: true } : {}, this.context, depth + 1);
    const content = builder.finish();
    return builder.isEmpty ? [] : content;
  }
}

function hasBlockChild(element: HtmlElement): boolean {
  for (const node of childNodes(element)) if (isElement(node) && isBlockElement(tagOf(node))) return true;
  return false;
}

/** A checkbox opening a list item (perhaps inside a <label> or <span>) makes it a task. */
function taskState(item: HtmlElement): boolean | undefined {
  let node: HtmlNode | null = item.firstChild;
  for (let level = 0; node && level < 2; level++) {
    while (node && isText(node) && !(node.textContent ?? '').trim()) node = node.nextSibling;
    if (!isElement(node)) return undefined;
    const tag = tagOf(node);
    if (tag === 'input') return node.getAttribute('type')?.toLowerCase() === 'checkbox' ? node.hasAttribute('checked') : undefined;
    if (tag !== 'label' && tag !== 'span' && tag !== 'p') return undefined;
    node = node.firstChild;
  }
  return undefined;
}
