// XML → paragraphs. Structured: one paragraph per element that directly holds text, in
// document order, read with fast-xml-parser. Fast: every text run, read by the scanner.
//
// Safety: the DOCTYPE is blanked out before parsing and the parser's entity processing is off,
// so no DTD entity is ever expanded and no external entity is ever read; only the five
// predefined entities and character references are decoded, by us. Nesting is capped.
// A file that is not well-formed is shown as the plain text it is, never an exception.

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Block } from '@docextract/contracts/document-model';
import { OutputBudget } from '@docextract/plugin-kit/output-budget';
import { cutText } from './clean-text.ts';
import { plainTextToBlocks } from './plain-text-to-blocks.ts';
import { collapseXmlSpace, decodeXmlEntities, withoutDoctype } from './xml-markup.ts';
import { scanXmlText } from './xml-text-scanner.ts';

/** Deeper documents are refused (shown as plain text): real data is rarely past 30 levels. */
const MAX_XML_DEPTH = 200;

export interface XmlResult {
  blocks: Block[];
  raw: { rootElement: string | null; truncated: boolean; wellFormed?: boolean; xmlError?: string };
}

/** A node of fast-xml-parser's `preserveOrder` output: `{ tag: children }` or `{ '#text': … }`. */
type OrderedNode = Record<string, unknown>;

const TEXT = '#text';
const CDATA = '#cdata';
const ATTRIBUTES = ':@';

export function xmlToBlocks(text: string, mode: 'structured' | 'fast', maxChars: number): XmlResult {
  const budget = new OutputBudget(maxChars);
  if (mode === 'fast') {
    const scanned = scanXmlText(text, budget);
    return { blocks: paragraphs(scanned.paragraphs), raw: { rootElement: scanned.rootElement, truncated: budget.truncated } };
  }
  const parsed = parseXml(text);
  if ('error' in parsed) {
    const cut = cutText(text, maxChars);
    return {
      blocks: plainTextToBlocks(cut.text),
      raw: { rootElement: null, truncated: cut.truncated, wellFormed: false, xmlError: parsed.error },
    };
  }
  const texts = elementTexts(parsed.nodes, budget);
  return {
    blocks: paragraphs(texts),
    raw: { rootElement: rootElementOf(parsed.nodes), truncated: budget.truncated, wellFormed: true },
  };
}

function parseXml(text: string): { nodes: OrderedNode[] } | { error: string } {
  const prepared = withoutDoctype(text);
  if (prepared === null) return { error: 'The DOCTYPE declaration is not closed.' };
  const valid = XMLValidator.validate(prepared);
  if (valid !== true) return { error: `${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})` };
  try {
    const parser = new XMLParser({
      preserveOrder: true,
      ignoreAttributes: true,
      processEntities: false,
      htmlEntities: false,
      parseTagValue: false,
      trimValues: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
      cdataPropName: CDATA,
      maxNestedTags: MAX_XML_DEPTH,
    });
    return { nodes: parser.parse(prepared) as OrderedNode[] };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A walk with an explicit stack (no recursion). An element's paragraph is its own text (its
 * text children joined, a space where a child element interrupts), and it is placed where
 * that text starts: in `<p>Hi <b>you</b></p>` the paragraph of p comes before the one of b,
 * in `<r><p>Hi</p>tail</r>` the one of r comes after the one of p.
 */
function elementTexts(roots: OrderedNode[], budget: OutputBudget): string[] {
  const texts: string[] = [];
  const emit = (text: string | null): void => {
    const taken = text ? budget.take(text) : null;
    if (taken) texts.push(taken);
  };
  const stack: Frame[] = [{ nodes: roots, next: 0, ownText: null, textStart: 0 }];
  while (stack.length > 0 && !budget.truncated) {
    const frame = stack[stack.length - 1]!;
    if (frame.ownText !== null && frame.next >= frame.textStart) {
      emit(frame.ownText);
      frame.ownText = null;
    }
    const node = frame.nodes[frame.next++];
    if (!node) {
      stack.pop();
      continue;
    }
    const name = elementName(node);
    if (name === null) continue;
    const children = childrenOf(node, name);
    stack.push({ nodes: children, next: 0, ownText: ownText(children) || null, textStart: firstTextIndex(children) });
  }
  return texts;
}

interface Frame {
  nodes: OrderedNode[];
  next: number;
  /** The element's own text, until it has been emitted. */
  ownText: string | null;
  /** Index of the first child holding non-blank text. */
  textStart: number;
}

function firstTextIndex(children: OrderedNode[]): number {
  const index = children.findIndex((child) => collapseXmlSpace(textOf(child)) !== '');
  return index === -1 ? children.length : index;
}

/** The text of a text or CDATA node; '' for anything else. */
function textOf(node: OrderedNode): string {
  if (typeof node[TEXT] === 'string') return decodeXmlEntities(node[TEXT]);
  if (Array.isArray(node[CDATA])) return (node[CDATA] as OrderedNode[]).map((part) => String(part[TEXT] ?? '')).join('');
  return '';
}

function ownText(children: OrderedNode[]): string {
  const segments: string[] = [];
  let segment = '';
  for (const child of children) {
    if (elementName(child) !== null) {
      segments.push(segment);
      segment = '';
    } else segment += textOf(child);
  }
  segments.push(segment);
  return segments.map(collapseXmlSpace).filter(Boolean).join(' ');
}

/** The tag name of an element node; null for text, CDATA and anything else. */
function elementName(node: OrderedNode): string | null {
  for (const key of Object.keys(node)) {
    if (key !== ATTRIBUTES && key !== TEXT && key !== CDATA && Array.isArray(node[key])) return key;
  }
  return null;
}

function childrenOf(node: OrderedNode, name: string): OrderedNode[] {
  const children = node[name];
  return Array.isArray(children) ? (children as OrderedNode[]) : [];
}

function rootElementOf(nodes: OrderedNode[]): string | null {
  for (const node of nodes) {
    const name = elementName(node);
    if (name !== null) return name;
  }
  return null;
}

function paragraphs(texts: string[]): Block[] {
  return texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] }));
}
