// Element rewrites that let turndown produce the Markdown a reader expects:
// - <pre> becomes <pre><code> (turndown fences only that shape), dedented, language kept;
// - <dl> becomes a list: each term a bold item, its descriptions nested under it;
// - <kbd>/<samp>/<tt> read as inline code, <var>/<dfn> as italics (as browsers show them);
// - emphasis nested in the same emphasis is unwrapped.

import { moveChildren, rename, unwrap } from './dom-edit.ts';
import type { DomElement } from './dom-types.ts';

const LANGUAGE_CLASS = /(?:^|\s)(?:language|lang|highlight-source|highlight-text)-([\w#+.-]+)/i;

/**
 * Lists and quotes nested deeper than this are unwrapped into their parent. Each level
 * indents every line under it in Markdown, so a list 250 deep with many items costs the
 * Markdown round trip quadratic time, and no reader follows such nesting anyway.
 */
const MAX_CONTAINER_DEPTH = 16;
const CONTAINERS = 'ul, ol, dl, blockquote';

export function normalizeElements(root: DomElement): void {
  for (const container of Array.from(root.querySelectorAll(CONTAINERS))) {
    if (containerDepth(container, root) >= MAX_CONTAINER_DEPTH) unwrapContainer(container);
  }
  for (const pre of Array.from(root.querySelectorAll('pre'))) fencePre(pre);
  for (const list of Array.from(root.querySelectorAll('dl'))) definitionListToList(list);
  renameAll(root, 'kbd, samp, tt', 'code', (element) => !element.closest('pre, code'));
  renameAll(root, 'var, dfn', 'em', () => true);
  // Emphasis inside the same emphasis adds nothing for a reader, but its Markdown does:
  // **x** reads as bold and ~~~~x~~~~ as literal tildes. The inner one goes.
  for (const selector of ['b, strong', 'i, em', 's, del, strike']) {
    for (const element of Array.from(root.querySelectorAll(selector))) {
      if (element.parentElement?.closest(selector)) unwrap(element);
    }
  }
}

/** How many lists and quotes hold `element`, counted up to `root`, stopping at the cap. */
function containerDepth(element: DomElement, root: DomElement): number {
  let depth = 0;
  for (let node = element.parentElement; node && node !== root && depth < MAX_CONTAINER_DEPTH; node = node.parentElement) {
    if (node.matches(CONTAINERS)) depth++;
  }
  return depth;
}

/** The container goes; its items (and a quote's content) stay, as plain blocks. */
function unwrapContainer(container: DomElement): void {
  for (const item of Array.from(container.children)) {
    if (['li', 'dt', 'dd'].includes(item.localName)) rename(item, 'div');
  }
  unwrap(container);
}

function fencePre(pre: DomElement): void {
  const document = pre.ownerDocument!;
  const inner = pre.querySelector('code');
  const language = languageOf(inner) ?? languageOf(pre) ?? languageOf(pre.parentElement);
  const code = document.createElement('code');
  if (language) code.setAttribute('class', `language-${language}`);
  code.textContent = dedent(pre.textContent ?? '');
  pre.innerHTML = '';
  pre.append(code);
}

function languageOf(element: DomElement | null): string | null {
  return LANGUAGE_CLASS.exec(element?.getAttribute('class') ?? '')?.[1] ?? null;
}

/** Drops blank lines around the code and the indentation common to all its lines. */
function dedent(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').replace(/^\s*\n|\s+$/g, '').split('\n');
  const common = lines
    .filter((line) => line.trim())
    .reduce((least, line) => Math.min(least, /^[ \t]*/.exec(line)![0].length), Number.POSITIVE_INFINITY);
  return Number.isFinite(common) ? lines.map((line) => line.slice(common)).join('\n') : '';
}

function definitionListToList(list: DomElement): void {
  const document = list.ownerDocument!;
  const ul = document.createElement('ul');
  let item: DomElement | null = null;
  let descriptions: DomElement | null = null;
  // HTML allows <div> wrappers around dt/dd groups.
  const parts = Array.from(list.children).flatMap((child) => (child.localName === 'div' ? Array.from(child.children) : [child]));
  for (const part of parts) {
    if (part.localName === 'dt') {
      item = document.createElement('li');
      // A term already bold stays as it is: "**" twice would not read as Markdown.
      const term = part.querySelector('b, strong') ? document.createElement('span') : document.createElement('strong');
      moveChildren(part, term);
      item.append(term);
      ul.append(item);
      descriptions = null;
    } else if (part.localName === 'dd') {
      if (!item) {
        item = document.createElement('li');
        ul.append(item);
      }
      if (!descriptions) {
        descriptions = document.createElement('ul');
        item.append(descriptions);
      }
      const description = document.createElement('li');
      moveChildren(part, description);
      descriptions.append(description);
    }
  }
  list.replaceWith(ul);
}

function renameAll(root: DomElement, selector: string, tagName: string, when: (element: DomElement) => boolean): void {
  for (const element of Array.from(root.querySelectorAll(selector))) {
    if (when(element)) rename(element, tagName);
  }
}
