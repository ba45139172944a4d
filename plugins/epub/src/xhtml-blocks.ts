// A chapter's XHTML body → blocks, read the way a browser lays it out: headings, paragraphs,
// lists, tables, quotes, preformatted text and rules are blocks; sectioning elements (div,
// section, header, …) only hold blocks; text and phrasing elements between blocks form
// paragraphs of their own. Nothing is removed as page chrome: an ebook's chapter is all
// content (headers hold its title), unlike a web page.

import type { Block, HeadingLevel, ListBlock } from '@docextract/contracts/document-model';
import { attr, childElements, descendants, type XmlElement, type XmlNode } from '@docextract/plugin-kit/xml';
import { hasText, inlineContent, isHidden } from './xhtml-inline.ts';
import { xhtmlTable } from './xhtml-table.ts';

const HEADINGS: Record<string, HeadingLevel> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const PARAGRAPHS = new Set(['p', 'dt', 'dd', 'figcaption', 'caption', 'legend', 'summary']);
const CONTAINERS = new Set([
  'body', 'div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'nav', 'figure', 'hgroup', 'address', 'details',
  'center', 'fieldset', 'form', 'dl', 'li', 'td', 'th', 'html',
]);

export function chapterBlocks(root: XmlElement): Block[] {
  const body = root.name === 'body' ? root : descendants(root, 'body')[0] ?? root;
  return readBlocks(body.children);
}

export function readBlocks(nodes: XmlNode[]): Block[] {
  const blocks: Block[] = [];
  let pending: XmlNode[] = [];
  const flush = (): void => {
    if (pending.length === 0) return;
    const content = inlineContent(pending);
    if (hasText(content)) blocks.push({ type: 'paragraph', content });
    pending = [];
  };
  for (const node of nodes) {
    if (typeof node === 'string' || !isBlock(node)) {
      pending.push(node);
      continue;
    }
    flush();
    if (!isHidden(node)) blocks.push(...blockOf(node));
  }
  flush();
  return blocks;
}

function blockOf(element: XmlElement): Block[] {
  const level = HEADINGS[element.name];
  if (level) {
    const content = inlineContent(element.children).map((inline) => (inline.type === 'break' ? { type: 'text' as const, text: ' ' } : inline));
    return hasText(content) ? [{ type: 'heading', level, content }] : [];
  }
  if (PARAGRAPHS.has(element.name)) return paragraphOrBlocks(element);
  switch (element.name) {
    case 'ul':
    case 'ol':
      return [listOf(element)];
    case 'blockquote': {
      const inner = readBlocks(element.children);
      return inner.length > 0 ? [{ type: 'quote', blocks: inner }] : [];
    }
    case 'pre': {
      const text = preText(element).replace(/^\n/, '').replace(/\s+$/, '');
      return text ? [{ type: 'code', text }] : [];
    }
    case 'table': {
      const table = xhtmlTable(element, readBlocks);
      return table ? [table] : [];
    }
    case 'hr':
      return [{ type: 'rule' }];
    default:
      return readBlocks(element.children);
  }
}

// A <p> normally holds phrasing only; one that holds blocks too (invalid, but written) keeps them.
function paragraphOrBlocks(element: XmlElement): Block[] {
  if (childElements(element).some(isBlock)) return readBlocks(element.children);
  const content = inlineContent(element.children);
  return hasText(content) ? [{ type: 'paragraph', content }] : [];
}

function listOf(list: XmlElement): ListBlock {
  const ordered = list.name === 'ol';
  const start = Number(attr(list, 'start'));
  const items = childElements(list, 'li').filter((item) => !isHidden(item)).map((item) => ({ blocks: readBlocks(item.children) }));
  return { type: 'list', ordered, ...(ordered && Number.isInteger(start) && start !== 1 ? { start } : {}), items };
}

function preText(element: XmlElement): string {
  return element.children.map((child) => (typeof child === 'string' ? child : child.name === 'br' ? '\n' : isHidden(child) ? '' : preText(child))).join('');
}

function isBlock(element: XmlElement): boolean {
  return element.name in HEADINGS || PARAGRAPHS.has(element.name) || CONTAINERS.has(element.name) || BLOCKS.has(element.name);
}

const BLOCKS = new Set(['ul', 'ol', 'blockquote', 'pre', 'table', 'hr']);
