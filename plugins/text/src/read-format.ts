// Clean text of one format → blocks, per mode. `fast` does the least work that still gives
// readable text: no Markdown parsing, no JSON or XML tree, CSV only split into cells.

import type { Block } from '@docextract/contracts/document-model';
import { cutText } from './clean-text.ts';
import { delimitedToLines, delimitedToTable } from './delimited-to-blocks.ts';
import type { FormatKind } from './format-kind.ts';
import { plainTextOf } from './inline-text.ts';
import { jsonToBlocks } from './json-to-blocks.ts';
import { markdownToModel } from '@docextract/plugin-kit/markdown';
import { plainTextToBlocks } from './plain-text-to-blocks.ts';
import { xmlToBlocks } from './xml-to-blocks.ts';

export type TextMode = 'structured' | 'fast';

export interface FormatResult {
  blocks: Block[];
  title: string | null;
  /** Format-specific facts for metadata.raw; always holds `truncated`. */
  raw: Record<string, unknown> & { truncated: boolean };
}

export function readFormat(kind: FormatKind, mode: TextMode, text: string, maxChars: number): FormatResult {
  switch (kind) {
    case 'markdown':
      return mode === 'structured' ? readMarkdown(text, maxChars) : readPlain(text, maxChars);
    case 'csv':
    case 'tsv': {
      const read = mode === 'structured' ? delimitedToTable(text, kind, maxChars) : delimitedToLines(text, kind, maxChars);
      return { blocks: read.blocks, title: null, raw: { ...read.raw } };
    }
    case 'json': {
      const read = jsonToBlocks(text, mode, maxChars);
      return { blocks: read.blocks, title: null, raw: { ...read.raw } };
    }
    case 'xml': {
      const read = xmlToBlocks(text, mode, maxChars);
      return { blocks: read.blocks, title: null, raw: { ...read.raw } };
    }
    case 'plain':
      return readPlain(text, maxChars);
  }
}

function readPlain(text: string, maxChars: number): FormatResult {
  const cut = cutText(text, maxChars);
  return { blocks: plainTextToBlocks(cut.text), title: null, raw: { truncated: cut.truncated } };
}

function readMarkdown(text: string, maxChars: number): FormatResult {
  const cut = cutText(text, maxChars);
  const blocks = markdownToModel(cut.text);
  return { blocks, title: firstLevelOneHeading(blocks), raw: { truncated: cut.truncated } };
}

function firstLevelOneHeading(blocks: Block[]): string | null {
  for (const block of blocks) {
    if (block.type === 'heading' && block.level === 1) return plainTextOf(block.content) || null;
  }
  return null;
}
