// The slice of a parsed DOM the converter reads, typed by hand: the repository compiles without
// the browser "DOM" lib, and linkedom's own types describe its classes rather than these
// interfaces. Reading only (no edits), so any DOM with these members will do.

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

export interface HtmlNode {
  readonly nodeType: number;
  readonly firstChild: HtmlNode | null;
  readonly nextSibling: HtmlNode | null;
  readonly textContent: string | null;
}

export interface HtmlElement extends HtmlNode {
  readonly localName: string;
  readonly parentElement: HtmlElement | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

export function isElement(node: HtmlNode | null | undefined): node is HtmlElement {
  return node?.nodeType === ELEMENT_NODE;
}

export function isText(node: HtmlNode): boolean {
  return node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE;
}

/** The element's children, elements and text, in order. */
export function* childNodes(parent: HtmlNode): Generator<HtmlNode> {
  for (let node = parent.firstChild; node; node = node.nextSibling) yield node;
}

/** The element's name without a namespace prefix ("xhtml:p" → "p"), lower-cased. */
export function tagOf(element: HtmlElement): string {
  const name = element.localName.toLowerCase();
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}
