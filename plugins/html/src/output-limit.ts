// limits.maxOutputChars before the model exists: an enormous source is cut before parsing
// (a DOM costs many times its source in memory), and the DOM is pruned well past the limit
// before the expensive steps (Readability, the converter). The model itself is cut at the
// limit by the kit's cutModel, counted as every plugin counts. Each reports whether anything
// was cut (raw.truncated).

import { TEXT_NODE, type DomNode } from './dom-types.ts';
import { walk } from './dom-walk.ts';

/**
 * Markup per character of text: a few times for plain pages, tens of times for pages heavy
 * with scripts and inline data. A source longer than this many times the output limit (and
 * than SOURCE_FLOOR) holds more text than can be output.
 */
const SOURCE_CHARS_PER_OUTPUT_CHAR = 20;
const SOURCE_FLOOR = 10_000_000;

/** The start of `html` that can matter for `maxChars` of output, cut before a tag. */
export function capSource(html: string, maxChars: number): { html: string; cut: boolean } {
  const limit = Math.max(SOURCE_FLOOR, maxChars * SOURCE_CHARS_PER_OUTPUT_CHAR);
  if (html.length <= limit) return { html, cut: false };
  const lastTag = html.lastIndexOf('<', limit);
  return { html: html.slice(0, lastTag > 0 ? lastTag : limit), cut: true };
}

/** Removes everything after the point where `root` has `maxChars` of text. */
export function pruneAfterText(root: DomNode, maxChars: number): boolean {
  let seen = 0;
  // Typed by assertion: TypeScript cannot see the assignment inside the visitor.
  let last = null as DomNode | null;
  walk(root, {
    enter(node) {
      if (node.nodeType === TEXT_NODE) seen += node.textContent?.length ?? 0;
      if (seen <= maxChars) return 'descend';
      last = node;
      return 'stop';
    },
  });
  if (!last) return false;
  // Cut every later sibling of the node and of each of its ancestors inside root.
  for (let node: DomNode | null = last; node && node !== root; node = node.parentNode) {
    while (node.nextSibling) node.nextSibling.remove();
  }
  return true;
}
