// Structured mode. A text document: its body in order (headings, paragraphs, lists, tables,
// frames), then its footnotes and endnotes after a rule. A presentation: one section per
// slide asked for (see slide-blocks.ts), by its number in the show. Reading stops at the block or slide that passes the output limit.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { attr, childElements } from '@docextract/plugin-kit/xml';
import { OutputBudget } from '@docextract/plugin-kit/output-budget';
import { modelTextLength } from '@docextract/plugin-kit/model-length';
import { noteBlocks } from './note-blocks.ts';
import { openOdf, readStyles, type OpenedOdf } from './open-package.ts';
import type { ReadContext } from './read-context.ts';
import { slideBlocks } from './slide-blocks.ts';
import { appendBlocks, readBlocks } from './text-body.ts';

export function structured(input: ExtractInput): ExtractResult {
  const opened = openOdf(input);
  const context: ReadContext = { zip: opened.zip, styles: readStyles(opened), notes: [], headingShift: 0, insideObject: false };
  const budget = new OutputBudget(input.limits.maxOutputChars);
  const blocks = opened.kind === 'presentation' ? slides(opened, context, budget) : textDocument(opened, context, budget);
  if (budget.truncated) opened.metadata.raw.truncated = true;
  return { document: { blocks }, metadata: opened.metadata };
}

function textDocument(opened: OpenedOdf, context: ReadContext, budget: OutputBudget): Block[] {
  const elements = childElements(opened.body);
  const hasTitle = elements.some((element) => element.name === 'p' && context.styles.paragraphRole(attr(element, 'text:style-name')) === 'title');
  context.headingShift = hasTitle ? 1 : 0;
  const blocks: Block[] = [];
  for (const element of elements) {
    if (budget.exhausted) break;
    const before = blocks.length;
    // Appended in place: a list continued from the one before it (list-blocks.ts) needs that list.
    appendBlocks([element], context, blocks);
    budget.spend(modelTextLength(blocks.slice(before)));
  }
  if (!budget.exhausted) blocks.push(...noteBlocks(context, readBlocks));
  return blocks;
}

function slides(opened: OpenedOdf, context: ReadContext, budget: OutputBudget): Block[] {
  const blocks: Block[] = [];
  for (const { number, page } of opened.slidesToRead) {
    if (budget.exhausted) break;
    const slide = slideBlocks(page, number, context);
    budget.spend(modelTextLength(slide));
    blocks.push(...slide);
  }
  return blocks;
}
