// Element rewrites that let turndown produce the Markdown a reader expects:
// - <pre> becomes <pre><code> (turndown fences only that shape), dedented, language kept;
// - <dl> becomes a list: each term a bold item, its descriptions nested under it;
// - <kbd>/<samp>/<tt> read as inline code, <var>/<dfn> as italics (as browsers show them);
// - emphasis nested in the same emphasis is unwrapped.

import { moveChildren, rename, unwrap } from './dom-edit.ts';
import type { DomElement } from './dom-types.ts';
import { findAncestor } from './dom-walk.ts';

const LANGUAGE_CLASS = /(?:^|\s)(?:language|lang|highlight-source|highlight-text)-([\w#+.-]+)/i;

/**
 * Lists and quotes nested deeper than this are unwrapped into their parent. Each level
 * indents every line under it in Markdown and marked re-reads each level's content, so deep
 * lists with many items cost the round trip depth × size; no reader follows such nesting.
 */
const MAX_CONTAINER_DEPTH = 8;
const CONTAINERS = new Set(['ul', 'ol', 'dl', 'blockquote']);
/** Emphasis elements that mean the same thing, one group per Markdown syntax. */
const SAME_EMPHASIS = [new Set(['b', 'strong']), new Set(['i', 'em']), new Set(['s', 'del', 'strike'])];

export function normalizeElements(root: DomElement): void {
  for (const container of Array.from(root.querySelectorAll('ul, ol, dl, blockquote'))) {
    if (containerDepth(container, root) >= MAX_CONTAINER_DEPTH) unwrapContainer(container);
  }
  for (const pre of Array.from(root.querySelectorAll('pre'))) fencePre(pre);
  for (const list of Array.from(root.querySelectorAll('dl'))) definitionListToList(list);
  const inCode = (element: DomElement) => findAncestor(element, (node) => node.localName === 'pre' || node.localName === 'code');
  renameAll(root, 'kbd, samp, tt', 'code', (element) => !inCode(element));
  renameAll(root, 'var, dfn', 'em', () => true);
  // Emphasis inside the same emphasis adds nothing for a reader, but its Markdown does:
  // **x** reads as bold and ~~~~x~~~~ as literal tildes. The inner one goes.
  for (const names of SAME_EMPHASIS) {
    for (const element of Array.from(root.querySelectorAll([...names].join(',')))) {
      if (findAncestor(element, (node) => names.has(node.localName))) unwrap(element);
    }
  }
}

/** How many lists and quotes hold `element`, counted up to `root`, stopping at the cap. */
function containerDepth(element: DomElement, root: DomElement): number {
  let depth = 0;
  for (let node = element.parentElement; node && node !== root && depth < MAX_CONTAINER_DEPTH; node = node.parentElement) {
    if (CONTAINERS.has(node.localName)) depth++;
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
