// Structured mode: the chapters in spine order (not the manifest's order), each opened by a
// page break (page = its place in the spine) and by a heading: its own, or, when it opens
// without one, the name the table of contents gives it. Reading stops at the chapter that
// passes the output limit.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { OutputBudget } from '@docextract/plugin-kit/output-budget';
import { modelTextLength } from '@docextract/plugin-kit/model-length';
import { readChapter } from './chapter-reader.ts';
import { navLabels } from './nav-labels.ts';
import { openEpub } from './open-epub.ts';

export async function structured(input: ExtractInput): Promise<ExtractResult> {
  const { zip, book, chapters, metadata } = openEpub(input);
  const labels = navLabels(zip, book);
  const budget = new OutputBudget(input.limits.maxOutputChars);
  const blocks: Block[] = [];
  for (const chapter of chapters) {
    if (budget.exhausted) break;
    const content = await readChapter(zip, chapter, input);
    const label = labels.get(chapter.path);
    const heading: Block[] = label && content[0]?.type !== 'heading' ? [{ type: 'heading', level: 2, content: [{ type: 'text', text: label }] }] : [];
    const section: Block[] = [{ type: 'pageBreak', page: chapter.number }, ...heading, ...content];
    budget.spend(modelTextLength(section));
    blocks.push(...section);
  }
  if (budget.truncated) metadata.raw.truncated = true;
  return { document: { blocks }, metadata };
}
