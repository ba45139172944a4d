// Fast mode: every paragraph and heading's text in document order, as plain paragraphs — no
// styles.xml, no lists or tables as structures, no notes moved to the end (a note's text
// follows the paragraph that cites it). A presentation keeps its "Slide N" sections, notes
// included, as the PPTX plugin's fast mode does, for the slides asked for.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { childElements, type XmlElement } from '@docextract/plugin-kit/xml';
import { OutputBudget } from '@docextract/plugin-kit/output-budget';
import { openOdf } from './open-package.ts';

/** Not text of the document: declarations, the log of deleted text, comments, index templates. */
const SKIPPED = new Set([
  'tracked-changes', 'sequence-decls', 'variable-decls', 'user-field-decls', 'forms', 'annotation', 'table-of-content-source',
  'alphabetical-index-source', 'illustration-index-source', 'table-index-source', 'object-index-source', 'user-index-source', 'bibliography-source',
]);
/** Inside a paragraph, these hold paragraphs of their own: read after it, not into it. */
const NESTED_BLOCKS = new Set(['note', 'frame', 'g', 'custom-shape', 'rect', 'ellipse', 'polygon', 'path']);

export function fast(input: ExtractInput): ExtractResult {
  const opened = openOdf(input);
  const budget = new OutputBudget(input.limits.maxOutputChars);
  const blocks: Block[] = [];
  const paragraphs = (element: XmlElement): void => {
    for (const text of paragraphTexts(element)) {
      if (budget.exhausted) return;
      budget.spend(text.length + 2);
      blocks.push({ type: 'paragraph', content: [{ type: 'text', text }] });
    }
  };
  if (opened.kind === 'presentation') {
    for (const { number, page } of opened.slidesToRead) {
      if (budget.exhausted) break;
      blocks.push({ type: 'pageBreak', page: number }, { type: 'heading', level: 2, content: [{ type: 'text', text: `Slide ${number}` }] });
      paragraphs(page);
    }
  } else {
    paragraphs(opened.body);
  }
  if (budget.truncated) opened.metadata.raw.truncated = true;
  return { document: { blocks }, metadata: opened.metadata };
}

/** The text of every paragraph below `root`, in order, one string each. */
function paragraphTexts(root: XmlElement): string[] {
  const texts: string[] = [];
  const visit = (element: XmlElement): void => {
    if (SKIPPED.has(element.name)) return;
    if (element.name !== 'p' && element.name !== 'h') {
      childElements(element).forEach(visit);
      return;
    }
    const nested: XmlElement[] = [];
    const text = flatText(element, nested).replace(/[ \t\r\n]+/g, ' ').trim();
    if (text) texts.push(text);
    nested.forEach(visit);
  };
  visit(root);
  return texts;
}

function flatText(element: XmlElement, nested: XmlElement[]): string {
  let text = '';
  for (const child of element.children) {
    if (typeof child === 'string') text += child;
    else if (NESTED_BLOCKS.has(child.name)) nested.push(child);
    else if (child.name === 's' || child.name === 'tab' || child.name === 'line-break') text += ' ';
    else if (child.name !== 'annotation') text += flatText(child, nested);
  }
  return text;
}
