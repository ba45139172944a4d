// XHTML phrasing content → inline content: text with white space collapsed as a browser
// collapses it, bold, italic, strike and code from their elements, links to the web (links
// between chapters are not destinations outside the book: their text stays, the link goes),
// line breaks (verse depends on them), and pictures as "[alt]" when they have alt text.

import type { Inline, TextSpan } from '@docextract/contracts/document-model';
import { attr, type XmlElement, type XmlNode } from '@docextract/plugin-kit/xml';

export type Look = Pick<TextSpan, 'bold' | 'italic' | 'strike' | 'code'>;

const LOOKS: Record<string, Look> = {
  b: { bold: true }, strong: { bold: true },
  i: { italic: true }, em: { italic: true }, cite: { italic: true }, dfn: { italic: true }, var: { italic: true },
  s: { strike: true }, strike: { strike: true }, del: { strike: true },
  code: { code: true }, kbd: { code: true }, samp: { code: true }, tt: { code: true },
};
/** Never text a reader sees. */
export const INVISIBLE = new Set(['head', 'script', 'style', 'template', 'noscript', 'svg', 'object', 'embed', 'iframe', 'rt', 'rp', 'audio', 'video']);
const LINK_SCHEMES = /^(https?:|mailto:)/i;

export function inlineContent(nodes: XmlNode[], look: Look = {}, into: Inline[] = []): Inline[] {
  for (const node of nodes) {
    if (typeof node === 'string') {
      pushText(into, node.replace(/[ \t\r\n\f]+/g, ' '), look);
    } else if (isHidden(node)) {
      continue;
    } else if (node.name === 'br') {
      pushBreak(into);
    } else if (node.name === 'img') {
      const alt = (attr(node, 'alt') ?? '').replace(/\s+/g, ' ').trim();
      if (alt) pushText(into, `[${alt}]`, {});
    } else if (node.name === 'math') {
      // MathML's own text is a tree of symbols; its alttext, when given, reads as a formula.
      const alt = attr(node, 'alttext');
      if (alt) pushText(into, alt, look);
    } else if (node.name === 'a') {
      pushLink(node, look, into);
    } else {
      inlineContent(node.children, { ...look, ...LOOKS[node.name] }, into);
    }
  }
  return into;
}

/** Elements a reader never sees: hidden, invisible by kind, or page-number markers of the print edition. */
export function isHidden(element: XmlElement): boolean {
  if (INVISIBLE.has(element.name) || attr(element, 'hidden') !== undefined) return true;
  const types = (attr(element, 'epub:type') ?? '').split(/\s+/);
  return types.includes('pagebreak');
}

function pushLink(link: XmlElement, look: Look, into: Inline[]): void {
  const href = attr(link, 'href') ?? '';
  if (!LINK_SCHEMES.test(href)) {
    inlineContent(link.children, look, into);
    return;
  }
  const children = inlineContent(link.children, look, []);
  if (children.length > 0) into.push({ type: 'link', href, children });
}

// White space next to a line break is the source's indentation, not text.
function pushBreak(into: Inline[]): void {
  const last = into[into.length - 1];
  if (last?.type === 'text') last.text = last.text.replace(/[ \t\r\n\f]+$/, '');
  into.push({ type: 'break' });
}

function pushText(into: Inline[], text: string, look: Look): void {
  const last = into[into.length - 1];
  if (last?.type === 'break') text = text.replace(/^[ \t\r\n\f]+/, '');
  if (!text) return;
  if (last?.type === 'text' && !!last.bold === !!look.bold && !!last.italic === !!look.italic && !!last.strike === !!look.strike && !!last.code === !!look.code) {
    last.text += text;
    return;
  }
  const span: TextSpan = { type: 'text', text };
  for (const key of ['bold', 'italic', 'strike', 'code'] as const) if (look[key]) span[key] = true;
  into.push(span);
}

export function hasText(content: Inline[]): boolean {
  return content.some((inline) => (inline.type === 'text' ? inline.text.trim() !== '' : inline.type === 'link' ? hasText(inline.children) : false));
}
