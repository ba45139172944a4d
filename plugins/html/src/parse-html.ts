// HTML text → a linkedom document with a <body>, nested no deeper than MAX_DEPTH.
// linkedom builds whatever tree htmlparser2 reports and does not add the <html>/<body>
// elements that a browser would, so a fragment ("<h1>…</h1><table>…") is wrapped first.

import { DOMParser } from 'linkedom';
import { isElement, type DomDocument, type DomElement } from './dom-types.ts';
import { limitNesting } from './limit-nesting.ts';

/** Deep enough for any real page; shallow enough for recursive walkers (turndown, Readability). */
export const MAX_DEPTH = 500;

export function parseHtml(html: string): DomDocument {
  const source = limitNesting(html, MAX_DEPTH);
  let document = parse(withSkeleton(source, false));
  // "<body" may have matched inside a script or comment; then wrap unconditionally.
  if (!document.body) document = parse(withSkeleton(source, true));
  capDepth(document.documentElement, MAX_DEPTH + 10);
  return document;
}

function parse(html: string): DomDocument {
  return new DOMParser().parseFromString(html, 'text/html') as unknown as DomDocument;
}

function withSkeleton(html: string, force: boolean): string {
  const hasBody = /<body[\s>]/i.test(html);
  if (force || !hasBody) return `<!DOCTYPE html><html><head></head><body>${html}</body></html>`;
  if (!/<html[\s>]/i.test(html)) return `<html>${html}</html>`;
  return html;
}

/**
 * A safety net behind limitNesting (whose model of the parser could differ in odd markup):
 * any element deeper than `maxDepth` gives way to its plain text. Iterative, so it cannot
 * itself overflow the stack.
 */
function capDepth(root: DomElement, maxDepth: number): void {
  const tooDeep: DomElement[] = [];
  let node: DomElement | null = root;
  let depth = 0;
  while (node) {
    const child: DomElement | null = node.firstElementChild;
    if (child && depth + 1 >= maxDepth) {
      tooDeep.push(node);
    } else if (child) {
      node = child;
      depth++;
      continue;
    }
    // Next element in document order that is not inside `node`.
    while (node && node !== root && !node.nextElementSibling) {
      node = node.parentElement;
      depth--;
    }
    if (!node || node === root) break;
    node = node.nextElementSibling;
  }
  for (const element of tooDeep) element.textContent = element.textContent ?? '';
}
