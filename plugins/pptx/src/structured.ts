// Structured mode: one section per slide in presentation order — "Slide N: title", text
// frames in reading order with their lists, tables, chart titles and data, SmartArt text,
// picture alt text — then the slide's speaker notes and comments. Only the slides asked for
// are read, each under its own number.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { OutputBudget } from '@docextract/plugin-kit/output-budget';
import { openDeck } from './open-deck.ts';
import { PlaceholderPositions } from './placeholder-positions.ts';
import { readCommentAuthors } from './slide-comments.ts';
import { slideBlocks } from './slide-blocks.ts';
import { modelTextLength } from '@docextract/plugin-kit/model-length';

export function structured(input: ExtractInput): ExtractResult {
  const { zip, presentationPart, slidesToRead, metadata } = openDeck(input);
  const context = { zip, positions: new PlaceholderPositions(zip), commentAuthors: readCommentAuthors(zip, presentationPart) };
  const budget = new OutputBudget(input.limits.maxOutputChars);
  const blocks: Block[] = [];
  for (const { number, part } of slidesToRead) {
    if (budget.exhausted) break;
    const slide = slideBlocks(context, part, number);
    budget.spend(modelTextLength(slide));
    blocks.push(...slide);
  }
  if (budget.truncated) metadata.raw.truncated = true;
  return { document: { blocks }, metadata };
}
