// Small DOM rewrites shared by the normalizers. They move nodes one at a time: spreading a
// NodeList into append(...) or replaceWith(...) throws a RangeError past ~100,000 nodes,
// which a hostile page (or a long flat list) easily reaches.

import type { DomElement, DomNode } from './dom-types.ts';

/** Moves every child of `from` to the end of `to`. */
export function moveChildren(from: DomNode, to: DomNode): void {
  while (from.firstChild) to.appendChild(from.firstChild);
}

/** Inserts `nodes` (strings become text) just before `reference`, in order. */
export function insertBefore(reference: DomNode, nodes: Iterable<DomNode | string>): void {
  const parent = reference.parentNode;
  if (!parent) return;
  for (const node of nodes) {
    parent.insertBefore(typeof node === 'string' ? reference.ownerDocument!.createTextNode(node) : node, reference);
  }
}

/** Replaces `element` by a `tagName` element holding the same children (attributes are dropped). */
export function rename(element: DomElement, tagName: string): DomElement {
  const renamed = element.ownerDocument!.createElement(tagName);
  moveChildren(element, renamed);
  element.replaceWith(renamed);
  return renamed;
}

/** Replaces `element` by its children. */
export function unwrap(element: DomElement): void {
  const parent = element.parentNode;
  if (!parent) return;
  while (element.firstChild) parent.insertBefore(element.firstChild, element);
  element.remove();
}
