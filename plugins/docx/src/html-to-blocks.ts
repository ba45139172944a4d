// mammoth's HTML tree → document model blocks. mammoth already decided the structure
// (headings by the style map, lists by numbering, tables, notes); this only translates it.
// Internal links (footnote references, bookmarks) keep their text without the link, the
// "↑" back-links of notes are dropped, images become their alt text, and a table cell that
// holds paragraphs, lists or a nested table is flattened to lines (the model's cells hold inline text).

import type { Block, HeadingLevel, Inline, ListItem, TableCell, TableRow } from '@docextract/contracts/document-model';
import { cleanAltText } from '@docextract/plugin-kit/alt-text';
import { htmlText, type HtmlElement, type HtmlNode } from './mammoth-html-tree.ts';

interface Style {
  bold?: boolean;
  italic?: boolean;
  strike?: boolean;
}

/** Past this depth (tables in tables in lists…) content is kept as plain text. */
const MAX_DEPTH = 40;
const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'table', 'blockquote', 'pre', 'dl', 'dt', 'dd', 'div', 'hr']);
const HEADING = /^h([1-6])$/;

export function htmlToBlocks(nodes: HtmlNode[], depth = 0): Block[] {
  const blocks: Block[] = [];
  let pending: HtmlNode[] = [];
  const flush = (): void => {
    const content = inlinesOf(pending, {});
    if (hasText(content)) blocks.push({ type: 'paragraph', content });
    pending = [];
  };
  for (const node of nodes) {
    if (typeof node === 'string' || !BLOCK_TAGS.has(node.tag)) {
      pending.push(node);
      continue;
    }
    flush();
    blocks.push(...blockOf(node, depth));
  }
  flush();
  return blocks;
}

function blockOf(element: HtmlElement, depth: number): Block[] {
  if (depth > MAX_DEPTH) return textParagraph(htmlText(element));
  const heading = HEADING.exec(element.tag);
  if (heading) {
    const content = inlinesOf(element.children, {});
    return hasText(content) ? [{ type: 'heading', level: Number(heading[1]) as HeadingLevel, content }] : [];
  }
  switch (element.tag) {
    case 'ul':
    case 'ol':
      return listOf(element, depth);
    case 'table':
      return [tableOf(element, depth)];
    case 'blockquote':
      return [{ type: 'quote', blocks: htmlToBlocks(element.children, depth + 1) }];
    case 'pre':
      return [{ type: 'code', text: htmlText(element) }];
    case 'hr':
      return [{ type: 'rule' }];
    case 'p':
      return paragraphOf(element);
    default:
      // dl, dt, dd, div: containers; their content stands on its own.
      return htmlToBlocks(element.children, depth + 1);
  }
}

function paragraphOf(element: HtmlElement): Block[] {
  const content = inlinesOf(element.children, {});
  return hasText(content) ? [{ type: 'paragraph', content }] : [];
}

function listOf(element: HtmlElement, depth: number): Block[] {
  const items: ListItem[] = element.children
    .filter((child): child is HtmlElement => typeof child !== 'string' && child.tag === 'li')
    .map((item) => ({ blocks: htmlToBlocks(item.children, depth + 1) }));
  const notes = items.length > 0 && element.children.some((child) => typeof child !== 'string' && /^(foot|end)note-/.test(child.attrs.id ?? ''));
  const list: Block = { type: 'list', ordered: element.tag === 'ol', items };
  // Footnotes and endnotes close the document, set off from the body by a rule.
  return notes ? [{ type: 'rule' }, list] : [list];
}

function tableOf(table: HtmlElement, depth: number): Block {
  const rows: TableRow[] = [];
  let headerRows = 0;
  const addRows = (container: HtmlElement, isHead: boolean): void => {
    for (const child of container.children) {
      if (typeof child === 'string') continue;
      if (child.tag === 'thead' || child.tag === 'tbody' || child.tag === 'tfoot') addRows(child, child.tag === 'thead');
      else if (child.tag === 'tr') {
        rows.push({ cells: cellsOf(child, depth) });
        if (isHead) headerRows++;
      }
    }
  };
  addRows(table, false);
  return { type: 'table', rows, ...(headerRows > 0 ? { headerRows } : {}) };
}

function cellsOf(row: HtmlElement, depth: number): TableCell[] {
  return row.children
    .filter((child): child is HtmlElement => typeof child !== 'string' && (child.tag === 'td' || child.tag === 'th'))
    .map((cell) => {
      const spans: Partial<TableCell> = {};
      const colSpan = Number(cell.attrs.colspan);
      const rowSpan = Number(cell.attrs.rowspan);
      if (colSpan > 1) spans.colSpan = colSpan;
      if (rowSpan > 1) spans.rowSpan = rowSpan;
      return { content: flattenBlocks(htmlToBlocks(cell.children, depth + 1)), ...spans };
    });
}

/** Blocks as lines of inline text, for a table cell. */
function flattenBlocks(blocks: Block[]): Inline[] {
  const lines: Inline[][] = [];
  for (const block of blocks) {
    if (block.type === 'paragraph' || block.type === 'heading') lines.push(block.content);
    else if (block.type === 'list') for (const item of block.items) lines.push(flattenBlocks(item.blocks));
    else if (block.type === 'quote') lines.push(flattenBlocks(block.blocks));
    else if (block.type === 'code') lines.push([{ type: 'text', text: block.text }]);
    else if (block.type === 'table') {
      for (const row of block.rows) lines.push(joinWith(row.cells.map((cell) => cell.content), { type: 'text', text: ' ' }));
    }
  }
  return joinWith(lines.filter(hasText), { type: 'break' });
}

function joinWith(parts: Inline[][], separator: Inline): Inline[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [separator, ...part]));
}

function inlinesOf(nodes: HtmlNode[], style: Style): Inline[] {
  const inlines: Inline[] = [];
  for (const node of nodes) {
    if (typeof node === 'string') {
      pushText(inlines, node, style);
      continue;
    }
    switch (node.tag) {
      case 'strong':
      case 'b':
        inlines.push(...inlinesOf(node.children, { ...style, bold: true }));
        break;
      case 'em':
      case 'i':
        inlines.push(...inlinesOf(node.children, { ...style, italic: true }));
        break;
      case 's':
      case 'del':
        inlines.push(...inlinesOf(node.children, { ...style, strike: true }));
        break;
      case 'br':
        inlines.push({ type: 'break' });
        break;
      case 'img': {
        const alt = cleanAltText(node.attrs.alt ?? '');
        if (alt) pushText(inlines, `[${alt}]`, style);
        break;
      }
      case 'a':
        inlines.push(...linkOf(node, style));
        break;
      default:
        // sup, sub, span, u, and anything a style map might add: their text, in place.
        inlines.push(...inlinesOf(node.children, style));
    }
  }
  return mergeTexts(inlines);
}

function linkOf(anchor: HtmlElement, style: Style): Inline[] {
  const href = anchor.attrs.href ?? '';
  // The "↑" that leads from a note back to its reference means nothing in extracted text.
  if (/^#(foot|end)note-ref-/.test(href)) return [];
  const children = inlinesOf(anchor.children, style);
  if (!href || href.startsWith('#')) return children;
  return children.length > 0 ? [{ type: 'link', href, children }] : [];
}

function pushText(inlines: Inline[], text: string, style: Style): void {
  if (!text) return;
  inlines.push({ type: 'text', text, ...(style.bold ? { bold: true } : {}), ...(style.italic ? { italic: true } : {}), ...(style.strike ? { strike: true } : {}) });
}

/** Adjacent runs with the same emphasis become one (mammoth splits text at every run). */
function mergeTexts(inlines: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const inline of inlines) {
    const last = merged[merged.length - 1];
    if (inline.type === 'text' && last?.type === 'text' && sameStyle(last, inline)) last.text += inline.text;
    else merged.push(inline.type === 'text' ? { ...inline } : inline);
  }
  return merged;
}

function sameStyle(a: Inline & { type: 'text' }, b: Inline & { type: 'text' }): boolean {
  return !!a.bold === !!b.bold && !!a.italic === !!b.italic && !!a.strike === !!b.strike && !!a.code === !!b.code;
}

function hasText(inlines: Inline[]): boolean {
  return inlines.some((inline) => (inline.type === 'text' ? inline.text.trim() !== '' : inline.type === 'link' ? hasText(inline.children) : false));
}

function textParagraph(text: string): Block[] {
  return text.trim() ? [{ type: 'paragraph', content: [{ type: 'text', text }] }] : [];
}
