// A paragraph's children → inline content: text with the bold/italic/strike its spans' styles
// give, links, line breaks, ODF's encoded spaces and tabs, field values as displayed, and a
// "[n]" where a footnote or endnote is cited (the note body is collected for the end of the
// document). Frames and shapes anchored inside the paragraph are handed back, to be read as
// blocks after it; comments (office:annotation) and tracked deletions are not text.

import type { Inline } from '@docextract/contracts/document-model';
import { attr, childElements, type XmlElement, type XmlNode } from '@docextract/plugin-kit/xml';
import type { TextLook } from './odf-styles.ts';
import type { ReadContext } from './read-context.ts';
import { SHAPES } from './shape-names.ts';

export interface ParagraphContent {
  content: Inline[];
  /** Frames and shapes anchored in the paragraph, in order. */
  anchored: XmlElement[];
}

/** Elements inside a paragraph that carry no text of the paragraph. */
const SKIPPED = new Set([
  'annotation', 'annotation-end', 'bookmark', 'bookmark-start', 'bookmark-end', 'reference-mark', 'reference-mark-start', 'reference-mark-end',
  'soft-page-break', 'change', 'change-start', 'change-end', 'toc-mark', 'alphabetical-index-mark', 'user-index-mark',
]);
const LINK_SCHEMES = /^(https?:|mailto:|ftp:)/i;
/** text:s c="1000000" is not a real document's spacing. */
const MAX_SPACES = 100;

export function readParagraph(paragraph: XmlElement, context: ReadContext, base: TextLook): ParagraphContent {
  const result: ParagraphContent = { content: [], anchored: [] };
  walk(paragraph.children, base, result.content, result, context);
  return result;
}

function walk(nodes: XmlNode[], look: TextLook, into: Inline[], result: ParagraphContent, context: ReadContext): void {
  for (const node of nodes) {
    if (typeof node === 'string') {
      // ODF collapses white space in text; encoded spaces (text:s) are the ones that count.
      const text = node.replace(/[ \t\r\n]+/g, ' ');
      pushText(into, into[into.length - 1]?.type === 'break' ? text.trimStart() : text, look);
      continue;
    }
    switch (node.name) {
      case 'span':
        walk(node.children, { ...look, ...context.styles.look('text', attr(node, 'text:style-name')) }, into, result, context);
        break;
      case 'a':
        pushLink(node, look, into, result, context);
        break;
      case 's':
        pushText(into, ' '.repeat(Math.min(MAX_SPACES, Math.max(1, Number(attr(node, 'text:c') ?? 1) || 1))), look);
        break;
      case 'tab':
        pushText(into, '\t', look);
        break;
      case 'line-break':
        pushBreak(into);
        break;
      case 'note':
        pushNote(node, look, into, context);
        break;
      case 'number':
        // The cached label of a numbered heading ("2.1"), as the reader sees it.
        if (ownTextDeep(node).trim()) pushText(into, `${ownTextDeep(node).trim()} `, look);
        break;
      case 'ruby':
        walk(childElements(node, 'ruby-base').flatMap((base) => base.children), look, into, result, context);
        break;
      default:
        if (SHAPES.has(node.name)) result.anchored.push(node);
        else if (!SKIPPED.has(node.name)) walk(node.children, look, into, result, context);
    }
  }
}

function pushLink(link: XmlElement, look: TextLook, into: Inline[], result: ParagraphContent, context: ReadContext): void {
  const href = attr(link, 'xlink:href') ?? '';
  if (!LINK_SCHEMES.test(href)) {
    // Links inside the document (bookmarks, other files) are not destinations a reader can follow.
    walk(link.children, look, into, result, context);
    return;
  }
  const children: Inline[] = [];
  walk(link.children, look, children, result, context);
  if (children.length > 0) into.push({ type: 'link', href, children });
}

function pushNote(note: XmlElement, look: TextLook, into: Inline[], context: ReadContext): void {
  const citation = childElements(note, 'note-citation')[0];
  const label = (citation ? ownTextDeep(citation).trim() : '') || String(context.notes.length + 1);
  const body = childElements(note, 'note-body')[0];
  if (body) context.notes.push({ label, body });
  pushText(into, `[${label}]`, { ...look, bold: false, italic: false });
}

// Spaces next to a line break would open or close a line with blanks.
function pushBreak(into: Inline[]): void {
  const last = into[into.length - 1];
  if (last?.type === 'text') last.text = last.text.replace(/ +$/, '');
  into.push({ type: 'break' });
}

function pushText(into: Inline[], text: string, look: TextLook): void {
  const last = into[into.length - 1];
  if (!text) return;
  if (last?.type === 'text' && !!last.bold === !!look.bold && !!last.italic === !!look.italic && !!last.strike === !!look.strike) {
    last.text += text;
    return;
  }
  into.push({ type: 'text', text, ...(look.bold ? { bold: true } : {}), ...(look.italic ? { italic: true } : {}), ...(look.strike ? { strike: true } : {}) });
}

/** All text below an element, whatever the element names. */
export function ownTextDeep(element: XmlElement): string {
  return element.children.map((child) => (typeof child === 'string' ? child : ownTextDeep(child))).join('');
}
