// The slice of the DOM this plugin uses, typed by hand: the repository compiles without the
// browser "DOM" lib, and linkedom's own types describe its classes rather than these
// interfaces. Everything here is implemented by linkedom.

const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const COMMENT_NODE = 8;

export interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly parentNode: DomNode | null;
  readonly parentElement: DomElement | null;
  readonly firstChild: DomNode | null;
  readonly nextSibling: DomNode | null;
  readonly ownerDocument: DomDocument | null;
  textContent: string | null;
  cloneNode(deep?: boolean): DomNode;
  appendChild<T extends DomNode>(node: T): T;
  insertBefore<T extends DomNode>(node: T, reference: DomNode | null): T;
  remove(): void;
  /** Merges adjacent text nodes and drops empty ones. */
  normalize(): void;
}

export interface DomElement extends DomNode {
  readonly localName: string;
  readonly children: ArrayLike<DomElement>;
  readonly firstElementChild: DomElement | null;
  readonly nextElementSibling: DomElement | null;
  readonly previousElementSibling: DomElement | null;
  innerHTML: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  closest(selector: string): DomElement | null;
  replaceWith(...nodes: Array<DomNode | string>): void;
  after(...nodes: Array<DomNode | string>): void;
  append(...nodes: Array<DomNode | string>): void;
  prepend(...nodes: Array<DomNode | string>): void;
}

export interface DomDocument extends DomNode {
  readonly documentElement: DomElement;
  readonly body: DomElement | null;
  readonly head: DomElement | null;
  createElement(tagName: string): DomElement;
  createTextNode(text: string): DomNode;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}

export function isElement(node: DomNode | null | undefined): node is DomElement {
  return node?.nodeType === ELEMENT_NODE;
}
