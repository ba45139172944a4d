// Fast mode: mammoth's raw text (paragraphs, table cells and list items as plain lines; no
// styles, no notes, no comments), one paragraph per blank-line-separated part.

import mammoth from 'mammoth';
import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { OutputBudget } from '@docextract/plugin-kit/output-budget';
import { mammothInput } from './mammoth-input.ts';
import { asBadInput, openDocx } from './open-docx.ts';

export async function fast(input: ExtractInput): Promise<ExtractResult> {
  const { zip, metadata } = openDocx(input);
  let text: string;
  try {
    text = (await mammoth.extractRawText(mammothInput(zip) as unknown as { buffer: Buffer })).value;
  } catch (error) {
    throw asBadInput(error);
  }
  const budget = new OutputBudget(input.limits.maxOutputChars);
  const blocks: Block[] = [];
  for (const part of text.split(/\n\s*\n/)) {
    const paragraph = part.trim();
    if (!paragraph) continue;
    if (!budget.spend(paragraph)) break;
    blocks.push({ type: 'paragraph', content: [{ type: 'text', text: paragraph }] });
  }
  if (budget.truncated) metadata.raw.truncated = true;
  return { document: { blocks }, metadata };
}
