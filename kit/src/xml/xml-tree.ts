// Office XML → a small element tree, with fast-xml-parser set so that no entity is ever
// expanded (processEntities off; a DTD is refused before parsing, see office-zip.ts). The five
// predefined entities and character references are decoded afterwards, in text and attributes,
// by the kit's XML rule (text/entities.ts). Element names lose their namespace prefix: files
// from other writers use other prefixes for the same namespaces, and every lookup here is by
// local name within context.

import { XMLParser } from 'fast-xml-parser';
import { BadInputError } from '@docextract/contracts/plugin-api';
import { decodeXmlEntities } from '../text/entities.ts';
import { declaresDtd } from '../zip/office-zip.ts';

export interface XmlElement {
  /** Local name: "a:t" becomes "t". */
  name: string;
  /** Attributes by their full name ("r:id"); read them with attr(), which matches local names. */
  attrs: Record<string, string>;
  children: XmlNode[];
}

export type XmlNode = XmlElement | string;

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Real parts nest a few dozen deep (groups in groups); a part nested deeper is hostile.
  maxNestedTags: 256,
});

/** The root element of an XML text; a part that is not XML is a corrupt document. */
export function parseXml(text: string, partName = 'an XML part'): XmlElement {
  if (declaresDtd(text)) throw new BadInputError('corrupt', `${partName} declares a DTD, which Office documents never do`);
  let ordered: OrderedNode[];
  try {
    ordered = parser.parse(text) as OrderedNode[];
  } catch (error) {
    throw new BadInputError('corrupt', `${partName} is not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  const root = convert(ordered).find((node): node is XmlElement => typeof node !== 'string');
  if (!root) throw new BadInputError('corrupt', `${partName} has no root element`);
  return root;
}

// Iterative, so a part nested a hundred thousand deep cannot overflow the stack.
function convert(nodes: OrderedNode[]): XmlNode[] {
  const top: XmlNode[] = [];
  const stack: Array<{ source: OrderedNode[]; index: number; into: XmlNode[] }> = [{ source: nodes, index: 0, into: top }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index >= frame.source.length) {
      stack.pop();
      continue;
    }
    const node = frame.source[frame.index++]!;
    const key = Object.keys(node).find((name) => name !== ':@');
    if (key === undefined) continue;
    if (key === '#text') {
      frame.into.push(decodeXmlEntities(String(node[key])));
      continue;
    }
    if (key.startsWith('?') || key.startsWith('!')) continue;
    const element: XmlElement = { name: localName(key), attrs: decodeAttributes(node[':@']), children: [] };
    frame.into.push(element);
    const children = node[key];
    if (Array.isArray(children) && children.length > 0) {
      stack.push({ source: children as OrderedNode[], index: 0, into: element.children });
    }
  }
  return top;
}

function decodeAttributes(attributes: Record<string, string> | undefined): Record<string, string> {
  const decoded: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes ?? {})) decoded[name] = decodeXmlEntities(String(value));
  return decoded;
}

export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** An attribute by local name ("id" finds "r:id" too; an exact match wins). */
export function attr(element: XmlElement, name: string): string | undefined {
  if (name in element.attrs) return element.attrs[name];
  for (const [key, value] of Object.entries(element.attrs)) if (localName(key) === name) return value;
  return undefined;
}

/** A namespaced attribute by local name, never an unprefixed one ("r:id" beside a plain "id"). */
export function prefixedAttr(element: XmlElement, name: string): string | undefined {
  for (const [key, value] of Object.entries(element.attrs)) if (key.includes(':') && localName(key) === name) return value;
  return undefined;
}

export function childElements(element: XmlElement, name?: string): XmlElement[] {
  const found: XmlElement[] = [];
  for (const child of element.children) {
    if (typeof child !== 'string' && (name === undefined || child.name === name)) found.push(child);
  }
  return found;
}

export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!element) return undefined;
  for (const node of element.children) if (typeof node !== 'string' && node.name === name) return node;
  return undefined;
}

/** Follows a path of local names, first match at each step. */
export function path(element: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  let current = element;
  for (const name of names) current = child(current, name);
  return current;
}

/** Every descendant element with this local name, in document order (iterative). */
export function descendants(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const stack: XmlNode[] = [...element.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node === 'string') continue;
    if (node.name === name) found.push(node);
    for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index]!);
  }
  return found;
}

/** The text of every <t> (or other named) element below, joined. */
export function textOf(element: XmlElement | undefined, textElement = 't', separator = ''): string {
  if (!element) return '';
  return descendants(element, textElement)
    .map((node) => node.children.filter((part): part is string => typeof part === 'string').join(''))
    .join(separator);
}

/** The direct text content of an element (no descendants). */
export function ownText(element: XmlElement | undefined): string {
  if (!element) return '';
  return element.children.filter((part): part is string => typeof part === 'string').join('');
}
