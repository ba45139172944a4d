// Document-order traversal without recursion: a page nested thousands deep cannot overflow
// the stack here, and a caller can stop early (output limits).

import { isElement, type DomElement, type DomNode } from './dom-types.ts';

/** What to do after entering a node: go into its children, skip them, or end the walk. */
export type Step = 'descend' | 'skip' | 'stop';

export interface Visitor {
  enter(node: DomNode): Step;
  /** Called after the children of an element that was descended into. */
  leave?(element: DomElement): void;
}

export function walk(root: DomNode, visitor: Visitor): void {
  let node: DomNode | null = root.firstChild;
  while (node) {
    const step = visitor.enter(node);
    if (step === 'stop') return;
    if (step === 'descend' && node.firstChild) {
      node = node.firstChild;
      continue;
    }
    if (step === 'descend' && isElement(node)) visitor.leave?.(node);
    // Climb until there is a next sibling, leaving each finished parent on the way.
    while (!node.nextSibling) {
      const parent: DomNode | null = node.parentNode;
      if (!parent || parent === root) return;
      if (isElement(parent)) visitor.leave?.(parent);
      node = parent;
    }
    node = node.nextSibling;
  }
}

/** How many elements are under `root`. */
export function elementCount(root: DomNode): number {
  let elements = 0;
  walk(root, {
    enter(node) {
      if (!isElement(node)) return 'skip';
      elements++;
      return 'descend';
    },
  });
  return elements;
}
