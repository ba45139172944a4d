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

/**
 * Every element nested more than `maxDepth` levels under `root` gives way to its plain text.
 * Iterative, so it cannot itself overflow the stack on the pages it exists for.
 */
export function flattenBelow(root: DomElement, maxDepth: number): void {
  const tooDeep: DomElement[] = [];
  let node: DomElement | null = root;
  let depth = 0;
  while (node) {
    const child: DomElement | null = node.firstElementChild;
    if (child && depth + 1 > maxDepth) {
      tooDeep.push(node);
    } else if (child) {
      node = child;
      depth++;
      continue;
    }
    // On to the next element in document order that is not inside `node`.
    while (node && node !== root && !node.nextElementSibling) {
      node = node.parentElement;
      depth--;
    }
    if (!node || node === root) break;
    node = node.nextElementSibling;
  }
  for (const element of tooDeep) element.textContent = element.textContent ?? '';
}
