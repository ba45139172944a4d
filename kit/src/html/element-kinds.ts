// Which elements make blocks, which hold blocks, which change how text looks, and which a
// reader never sees: the layout a browser gives them by default, as the converter reads it.

import type { HeadingLevel, TextSpan } from '@docextract/contracts/document-model';

export type Look = Pick<TextSpan, 'bold' | 'italic' | 'strike' | 'code'>;

export const HEADING_LEVELS: Readonly<Record<string, HeadingLevel>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/** Elements whose content is one paragraph of inline text. */
export const PARAGRAPH_ELEMENTS = new Set(['p', 'figcaption', 'caption', 'legend', 'summary']);

/** Elements that only hold blocks; text directly inside them forms paragraphs of its own. */
const CONTAINER_ELEMENTS = new Set([
  'html', 'body', 'div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'nav', 'figure', 'hgroup',
  'address', 'details', 'center', 'fieldset', 'form', 'li', 'dt', 'dd', 'td', 'th', 'tr', 'tbody', 'thead',
  'tfoot', 'dialog', 'menu', 'search', 'picture',
]);

/** Elements with a block of their own kind in the model. */
const STRUCTURE_ELEMENTS = new Set(['ul', 'ol', 'dl', 'blockquote', 'pre', 'table', 'hr']);

/** Never text a reader sees. */
export const INVISIBLE_ELEMENTS = new Set([
  'head', 'title', 'script', 'style', 'template', 'noscript', 'svg', 'object', 'embed', 'iframe', 'rt', 'rp',
  'audio', 'video', 'canvas', 'map', 'select', 'datalist', 'option', 'textarea', 'button',
]);

export const LOOKS: Readonly<Record<string, Look>> = {
  b: { bold: true }, strong: { bold: true },
  i: { italic: true }, em: { italic: true }, cite: { italic: true }, dfn: { italic: true }, var: { italic: true },
  s: { strike: true }, strike: { strike: true }, del: { strike: true },
  code: { code: true }, kbd: { code: true }, samp: { code: true }, tt: { code: true },
};

export function isBlockElement(tag: string): boolean {
  return tag in HEADING_LEVELS || PARAGRAPH_ELEMENTS.has(tag) || CONTAINER_ELEMENTS.has(tag) || STRUCTURE_ELEMENTS.has(tag);
}
