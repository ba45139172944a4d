// HTML text → a linkedom document with a <body>, nested no deeper than MAX_DEPTH.
// linkedom builds whatever tree htmlparser2 reports and does not add the <html>/<body>
// elements that a browser would, so a fragment ("<h1>…</h1><table>…") is wrapped first.

import { DOMParser } from 'linkedom';
import { flattenBelow } from './dom-edit.ts';
import type { DomDocument } from './dom-types.ts';
import { limitNesting } from './limit-nesting.ts';

/** Deep enough for any real page; shallow enough that no recursive walker overflows the stack. */
export const MAX_DEPTH = 500;

export function parseHtml(html: string): DomDocument {
  const source = limitNesting(html, MAX_DEPTH);
  let document = parse(withSkeleton(source, false));
  // "<body" may have matched inside a script or comment; then wrap unconditionally.
  if (!document.body) document = parse(withSkeleton(source, true));
  // A safety net behind limitNesting, whose model of the parser could differ on odd markup.
  flattenBelow(document.documentElement, MAX_DEPTH + 10);
  // htmlparser2 reports text in pieces (every "<" that opens no tag starts a new one); a
  // million text nodes in a row make Readability crawl. Merge them.
  document.documentElement.normalize();
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
