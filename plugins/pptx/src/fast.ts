// Fast mode: every slide's text in presentation order, paragraph by paragraph as it stands
// in the XML (no layout lookups, no reading order, no charts or tables as tables), then the
// slide's notes. A page break and a "Slide N" heading open each slide; only the slides asked
// for are read, each under its own number.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { OutputBudget } from '@docextract/plugin-kit/output-budget';
import { readRelationships } from '@docextract/plugin-kit/office-relationships';
import { descendants, parseXml } from '@docextract/plugin-kit/xml';
import { openDeck } from './open-deck.ts';
import { notesParagraphs } from './slide-notes.ts';
import { inlineText, readTextBody } from './text-body.ts';

export function fast(input: ExtractInput): ExtractResult {
  const { zip, slidesToRead, metadata } = openDeck(input);
  const budget = new OutputBudget(input.limits.maxOutputChars);
  const blocks: Block[] = [];
  for (const { number, part } of slidesToRead) {
    if (budget.exhausted) break;
    const rels = readRelationships(zip, part);
    const xml = zip.readText(part);
    const root = xml ? parseXml(xml, part) : null;
    const paragraphs = root ? descendants(root, 'txBody').flatMap((body) => readTextBody(body, rels)) : [];
    blocks.push({ type: 'pageBreak', page: number }, { type: 'heading', level: 2, content: [{ type: 'text', text: `Slide ${number}` }] });
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
