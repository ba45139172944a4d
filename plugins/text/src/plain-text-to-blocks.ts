// Plain text → paragraphs: a blank line (or one holding only spaces) ends a paragraph, and
// the single line ends inside a paragraph are kept, since in a text file they are the author's.

import type { Block } from '@docextract/contracts/document-model';
import { textWithBreaks } from './inline-text.ts';

/** Expects text already cleaned to LF line ends. */
export function plainTextToBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n[^\S\n]*\n/)) {
    // Strip blank lines left at the edges of the chunk (runs of 3+ blank lines, file start/end).
    const paragraph = chunk.replace(/^(?:[^\S\n]*\n)+/, '').trimEnd();
    if (paragraph.trim()) blocks.push({ type: 'paragraph', content: textWithBreaks(paragraph) });
  }
  return blocks;
}
