// Fast mode: each chapter's text in spine order, paragraph by paragraph, read without
// parsing (fast-text.ts); a page break opens each chapter. No table of contents, no
// headings, no tables as tables.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { OutputBudget } from '@docextract/plugin-kit/output-budget';
import { chapterParagraphs } from './fast-text.ts';
import { openEpub } from './open-epub.ts';
import { decodeXmlText } from '@docextract/plugin-kit/decode-xml';
import { withoutDoctype } from './xml-text.ts';

export function fast(input: ExtractInput): ExtractResult {
  const { zip, chapters, metadata } = openEpub(input);
  const budget = new OutputBudget(input.limits.maxOutputChars);
  const blocks: Block[] = [];
  for (const chapter of chapters) {
    if (budget.exhausted) break;
    const bytes = zip.read(chapter.path);
    if (!bytes) continue;
    blocks.push({ type: 'pageBreak', page: chapter.number });
    for (const text of chapterParagraphs(withoutDoctype(decodeXmlText(bytes), chapter.path))) {
      if (!budget.spend(text.length + 2)) break;
      blocks.push({ type: 'paragraph', content: [{ type: 'text', text }] });
    }
  }
  if (budget.truncated) metadata.raw.truncated = true;
  return { document: { blocks }, metadata };
}
