// Word's stories as blocks. word-extractor gives each paragraph as a line, a table cell as its
// text followed by a tab, and a table row as its cells followed by a newline, so a run of
// lines ending in a tab is a table. Word keeps no heading or list marks in the text (they are
// styles, which word-extractor does not read): everything else is a paragraph.
//
// Headers and footers are left out, as the DOCX plugin leaves them out: they repeat on every
// page and hold page numbers, dates and running titles, not content. Footnotes and endnotes
// close the document after a rule; comments follow under a "Comments" heading.

import type { Block, TableRow } from '@docextract/contracts/document-model';
import { stripControls } from '../text-quality.ts';
import type { WordStories } from './read-word.ts';

export function structuredWordBlocks(stories: WordStories): Block[] {
  const blocks = [...bodyBlocks(stories.body), ...paragraphs(stories.textboxes)];
  const notes = [...paragraphs(stories.footnotes), ...paragraphs(stories.endnotes)];
  if (notes.length > 0) blocks.push({ type: 'rule' }, ...notes);
  const comments = lines(stories.comments);
  if (comments.length > 0) {
    blocks.push(
      { type: 'heading', level: 2, content: [{ type: 'text', text: 'Comments' }] },
      { type: 'list', ordered: false, items: comments.map((text) => ({ blocks: [paragraph(text)] })) },
    );
  }
  return blocks;
}

/** Paragraphs only: a table row reads as its cells separated by spaces. */
export function fastWordBlocks(stories: WordStories): Block[] {
  const blocks = [...paragraphs(stories.body.replace(/\t(?=.)/g, ' ')), ...paragraphs(stories.textboxes)];
  const notes = [...paragraphs(stories.footnotes), ...paragraphs(stories.endnotes)];
  return notes.length > 0 ? [...blocks, { type: 'rule' }, ...notes] : blocks;
}

function bodyBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  let rows: TableRow[] = [];
  const closeTable = () => {
    if (rows.length === 0) return;
    const width = Math.max(...rows.map((row) => row.cells.length));
    for (const row of rows) while (row.cells.length < width) row.cells.push({ content: [] });
    blocks.push({ type: 'table', rows });
    rows = [];
  };
  for (const line of body.split('\n')) {
    if (line.endsWith('\t')) {
      const cells = line.slice(0, -1).split('\t');
      rows.push({ cells: cells.map((cell) => ({ content: inline(cell) })) });
      continue;
    }
    closeTable();
    const text = clean(line);
    if (text) blocks.push(paragraph(text));
  }
  closeTable();
  return blocks;
}

function lines(story: string): string[] {
  return story.split('\n').map(clean).filter(Boolean);
}

function paragraphs(story: string): Block[] {
  return lines(story).map(paragraph);
}

function paragraph(text: string): Block {
  return { type: 'paragraph', content: [{ type: 'text', text }] };
}

function inline(text: string) {
  const cleaned = clean(text);
  return cleaned ? [{ type: 'text' as const, text: cleaned }] : [];
}

function clean(text: string): string {
  return stripControls(text).replace(/\s+/g, ' ').trim();
}
