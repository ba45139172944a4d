// Fast mode: every slide's text in presentation order, paragraph by paragraph as it stands
// in the XML (no layout lookups, no reading order, no charts or tables as tables), then the
// slide's notes. A page break and a "Slide N" heading open each slide.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { OutputBudget } from '@docextract/plugin-kit/output-budget';
import { readRelationships } from '@docextract/plugin-kit/office-relationships';
import { descendants, parseXml } from '@docextract/plugin-kit/xml';
import { openDeck } from './open-deck.ts';
import { notesParagraphs } from './slide-notes.ts';
import { inlineText, readTextBody } from './text-body.ts';

export function fast(input: ExtractInput): ExtractResult {
  const { zip, slideParts, metadata } = openDeck(input);
  const budget = new OutputBudget(input.limits.maxOutputChars);
  const blocks: Block[] = [];
  for (const [index, slidePart] of slideParts.entries()) {
    if (budget.exhausted) break;
    const rels = readRelationships(zip, slidePart);
    const xml = zip.readText(slidePart);
    const root = xml ? parseXml(xml, slidePart) : null;
    const paragraphs = root ? descendants(root, 'txBody').flatMap((body) => readTextBody(body, rels)) : [];
    blocks.push({ type: 'pageBreak', page: index + 1 }, { type: 'heading', level: 2, content: [{ type: 'text', text: `Slide ${index + 1}` }] });
    for (const paragraph of [...paragraphs, ...notesParagraphs(zip, rels)]) {
      const text = inlineText(paragraph.content).trim();
      if (!text) continue;
      budget.spend(text.length + 2);
      blocks.push({ type: 'paragraph', content: [{ type: 'text', text }] });
    }
  }
  if (budget.truncated) metadata.raw.truncated = true;
  return { document: { blocks }, metadata };
}
