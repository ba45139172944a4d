// Fast mode: every visible text of the body, in document order, as paragraphs. One
// iterative pass over the DOM, no main-content selection, no structure.
// Block elements end a paragraph, <br> is a line break, table cells are tab-separated,
// <pre> keeps its lines, and items of an ordered list keep the numbers a browser shows.

import type { Block, Inline } from '@docextract/contracts/document-model';
import { isElement, TEXT_NODE, type DomElement } from './dom-types.ts';
import { walk } from './dom-walk.ts';

const BLOCK_ELEMENTS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'center', 'dd', 'details', 'dialog', 'dir',
  'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'hgroup', 'hr', 'legend', 'li', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section', 'summary',
  'table', 'tbody', 'tfoot', 'thead', 'tr', 'ul', 'option', 'optgroup', 'textarea',
]);

export function visibleTextBlocks(body: DomElement, maxChars: number): { blocks: Block[]; truncated: boolean } {
  const blocks: Block[] = [];
  let paragraph: Inline[] = [];
  let text = '';
  let written = 0;
  let truncated = false;
  let preDepth = 0;
  /** The next number of each ordered list being read, innermost last. */
  const numbering: number[] = [];

  const endText = () => {
    // Text nodes were collapsed one by one; the joins between them can still double a space.
    if (preDepth === 0) text = text.replace(/ {2,}/g, ' ');
    if (text) paragraph.push({ type: 'text', text });
    text = '';
  };
  const endParagraph = () => {
    endText();
    const content = trimParagraph(paragraph);
    if (content.length > 0) blocks.push({ type: 'paragraph', content });
    paragraph = [];
  };

  walk(body, {
    enter(node) {
      if (node.nodeType === TEXT_NODE) {
        const raw = node.textContent ?? '';
        const piece = preDepth > 0 ? raw : raw.replace(/\s+/g, ' ');
        const room = maxChars - written;
        if (piece.length > room) {
          text += piece.slice(0, Math.max(0, room));
          truncated = true;
          return 'stop';
        }
        text += piece;
        written += piece.length;
        return 'skip';
      }
      if (!isElement(node)) return 'skip';
      const name = node.localName;
      if (name === 'br') {
        endText();
        paragraph.push({ type: 'break' });
      } else if (BLOCK_ELEMENTS.has(name)) {
        endParagraph();
      } else if ((name === 'td' || name === 'th') && node.previousElementSibling) {
        text += '\t';
      }
      if (name === 'ol') numbering.push(integerAttribute(node, 'start') ?? 1);
      if (name === 'li' && node.parentElement?.localName === 'ol' && numbering.length > 0) {
        const number = integerAttribute(node, 'value') ?? numbering[numbering.length - 1]!;
        numbering[numbering.length - 1] = number + 1;
        text += `${number}. `;
      }
      if (name === 'pre' || name === 'textarea') preDepth++;
      return 'descend';
    },
    leave(element) {
      if (element.localName === 'ol') numbering.pop();
      if (BLOCK_ELEMENTS.has(element.localName)) endParagraph();
      if (element.localName === 'pre' || element.localName === 'textarea') preDepth--;
    },
  });
  endParagraph();
  return { blocks, truncated };
}

function integerAttribute(element: DomElement, name: string): number | null {
  const value = Number.parseInt(element.getAttribute(name) ?? '', 10);
  return Number.isSafeInteger(value) ? value : null;
}

/** Turns newlines kept from <pre> into line breaks and trims the paragraph's edges. */
function trimParagraph(inlines: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const inline of inlines) {
    if (inline.type !== 'text') {
      out.push(inline);
      continue;
    }
    inline.text.split('\n').forEach((line, index) => {
      if (index > 0) out.push({ type: 'break' });
      if (line) out.push({ type: 'text', text: line });
    });
  }
  // Leading and trailing breaks and blank text go (by index: shift() in a loop is quadratic).
  let start = 0;
  let end = out.length;
  while (start < end && isBlank(out[start]!)) start++;
  while (end > start && isBlank(out[end - 1]!)) end--;
  const kept = out.slice(start, end);
  const first = kept[0];
  if (first?.type === 'text') kept[0] = { ...first, text: first.text.replace(/^\s+/, '') };
  const last = kept[kept.length - 1];
  if (last?.type === 'text') kept[kept.length - 1] = { ...last, text: last.text.replace(/\s+$/, '') };
  return kept;
}

function isBlank(inline: Inline): boolean {
  return inline.type === 'break' || (inline.type === 'text' && inline.text.trim() === '');
}
