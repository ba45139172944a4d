// Footnotes and endnotes go after the text, not where they are cited: a note's paragraphs
// inside a sentence would break it. The citation stays in the text as "[n]"; after a rule,
// each note follows as its own paragraphs, the first opening with the same "[n]". Notes are
// in citation order (footnotes and endnotes alike), as a reader meets them.

import type { Block } from '@docextract/contracts/document-model';
import { childElements } from '@docextract/plugin-kit/xml';
import type { BlocksReader } from './list-blocks.ts';
import type { ReadContext } from './read-context.ts';

export function noteBlocks(context: ReadContext, readBlocks: BlocksReader): Block[] {
  const blocks: Block[] = [];
  // Reading a note can cite further notes (a hostile file nests them): they join the queue.
  for (let index = 0; index < context.notes.length; index++) {
    const note = context.notes[index]!;
    const body = readBlocks(childElements(note.body), context);
    const label = { type: 'text' as const, text: `[${note.label}] ` };
    const first = body[0];
    if (first?.type === 'paragraph') first.content = [label, ...first.content];
    else body.unshift({ type: 'paragraph', content: [label] });
    blocks.push(...body);
  }
  return blocks.length > 0 ? [{ type: 'rule' }, ...blocks] : [];
}
