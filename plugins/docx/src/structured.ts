// Structured mode: mammoth turns the document into HTML with headings (by the style map),
// nested lists, tables, emphasis, links and notes; that HTML becomes the document model.
// Text boxes stay where mammoth finds them in the text; tracked changes are read as
// accepted (insertions kept, deletions gone); review comments follow the body.

import mammoth from 'mammoth';
import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { OutputBudget } from '@docextract/plugin-kit/output-budget';
import { modelTextLength } from '@docextract/plugin-kit/model-length';
import { commentBlocks } from './comments.ts';
import { htmlToBlocks } from './html-to-blocks.ts';
import { mammothInput, MAMMOTH_OPTIONS } from './mammoth-input.ts';
import { asBadInput, openDocx } from './open-docx.ts';

export async function structured(input: ExtractInput): Promise<ExtractResult> {
  const { zip, documentPart, metadata } = openDocx(input);
  let html: string;
  try {
    // mammoth's typings list only path/buffer inputs; it also takes an opened file (unzip.js).
    const result = await mammoth.convertToHtml(mammothInput(zip) as unknown as { buffer: Buffer }, MAMMOTH_OPTIONS);
    html = result.value;
  } catch (error) {
    throw asBadInput(error);
  }
  const blocks = capped([...htmlToBlocks(html), ...commentBlocks(zip, documentPart)], input.limits.maxOutputChars);
  if (blocks.truncated) metadata.raw.truncated = true;
  return { document: { blocks: blocks.kept }, metadata };
}

// Whole blocks up to the output limit; the worker cuts the last one exactly (normalize-model.ts).
function capped(blocks: Block[], maxChars: number): { kept: Block[]; truncated: boolean } {
  const budget = new OutputBudget(maxChars);
  const kept: Block[] = [];
  for (const block of blocks) {
    if (budget.exhausted) return { kept, truncated: true };
    budget.spend(modelTextLength([block]));
    kept.push(block);
  }
  return { kept, truncated: budget.exhausted };
}
