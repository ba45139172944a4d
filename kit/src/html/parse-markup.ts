// Markup → a parsed element to convert, with linkedom (htmlparser2 underneath): HTML as
// browsers read tag soup, or XHTML as XML, where "<a id='x'/>" closes itself instead of
// swallowing the text after it. An HTML fragment ("<p>…</p><table>…") is given the
// <html>/<body> a browser would add, which linkedom does not.

import { DOMParser } from 'linkedom';
import type { HtmlElement } from './dom-slice.ts';
import { isElement, tagOf } from './dom-slice.ts';

interface ParsedDocument {
  readonly documentElement: HtmlElement | null;
}

/** The <body> of an HTML document or fragment. */
export function parseHtmlBody(html: string): HtmlElement {
  const markup = /<body[\s>]/i.test(html) ? html : `<!DOCTYPE html><html><head></head><body>${html}</body></html>`;
  const document = new DOMParser().parseFromString(markup, 'text/html') as unknown as ParsedDocument & { body: HtmlElement | null };
  return document.body ?? document.documentElement!;
}

/** The <body> of a well-formed XHTML document (the root element when it has none). */
export function parseXhtmlBody(xhtml: string): HtmlElement {
  const document = new DOMParser().parseFromString(xhtml, 'text/xml') as unknown as ParsedDocument;
  const root = document.documentElement;
  if (!root) throw new Error('XHTML without a root element');
  return findBody(root) ?? root;
}

function findBody(root: HtmlElement): HtmlElement | null {
  // The body is a child of the root in XHTML; a shallow search also forgives one wrapper.
  const queue: Array<{ element: HtmlElement; level: number }> = [{ element: root, level: 0 }];
  while (queue.length > 0) {
    const { element, level } = queue.shift()!;
    if (tagOf(element) === 'body') return element;
    if (level >= 2) continue;
    for (let node = element.firstChild; node; node = node.nextSibling) if (isElement(node)) queue.push({ element: node, level: level + 1 });
  }
  return null;
}
