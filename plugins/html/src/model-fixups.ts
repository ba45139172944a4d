// Tidies the model that markdownToModel built from turndown's Markdown:
// - the LINE_BREAK marker that carried line breaks through table cells becomes a real
//   line break (runs of them one, none at either end of a cell or paragraph);
// - the empty header row that GFM syntax forced on a header-less table is removed, and so
//   are rows left empty (a row that held only an image without alt text);
// - headings, paragraphs, tables and links left without any text are dropped.

import type { Block, Inline, TableBlock } from '@docextract/contracts/document-model';
import { LINE_BREAK } from './line-break.ts';

export function fixModel(blocks: Block[]): Block[] {
  const fixed: Block[] = [];
  for (const block of blocks) {
    const result = fixBlock(block);
    if (result) fixed.push(result);
  }
  return fixed;
}

function fixBlock(block: Block): Block | null {
  switch (block.type) {
    case 'heading':
    case 'paragraph': {
      const content = fixInlines(block.content);
      return hasText(content) ? { ...block, content } : null;
    }
    case 'list':
      return { ...block, items: block.items.map((item) => ({ ...item, blocks: fixModel(item.blocks) })) };
    case 'quote': {
      const inner = fixModel(block.blocks);
      return inner.length > 0 ? { ...block, blocks: inner } : null;
    }
    case 'table':
      return fixTable(block);
    case 'code':
      return { ...block, text: block.text.split(LINE_BREAK).join('\n') };
    default:
      return block;
  }
}

function fixTable(table: TableBlock): TableBlock | null {
  const fixed = table.rows.map((row) => ({ ...row, cells: row.cells.map((cell) => ({ ...cell, content: fixInlines(cell.content) })) }));
  const isEmpty = (row: (typeof fixed)[number]) => row.cells.every((cell) => !hasText(cell.content));
  const header = fixed[0] !== undefined && (table.headerRows ?? 0) > 0 && !isEmpty(fixed[0]);
  const rows = fixed.filter((row, index) => (index === 0 && header) || !isEmpty(row));
  if (rows.length === 0) return null;
  return { ...table, rows, headerRows: header ? 1 : 0 };
}

/** Splits text at LINE_BREAK into breaks, then collapses and trims the breaks. */
function fixInlines(inlines: Inline[]): Inline[] {
  const split: Inline[] = [];
  for (const inline of inlines) {
    if (inline.type === 'link') {
      // A link with nothing to click (an image without alt text) is no link for a reader.
      const children = fixInlines(inline.children);
      if (hasText(children)) split.push({ ...inline, children });
    } else if (inline.type === 'text' && inline.text.includes(LINE_BREAK)) {
      inline.text.split(LINE_BREAK).forEach((part, index) => {
        if (index > 0) split.push({ type: 'break' });
        if (part) split.push({ ...inline, text: part });
      });
    } else {
      split.push(inline);
    }
  }
  const tidy: Inline[] = [];
  for (const inline of split) {
    const previous = tidy[tidy.length - 1];
    if (inline.type === 'break' && (!previous || previous.type === 'break')) continue;
    if (inline.type === 'text' && !inline.code && previous?.type === 'break') {
      // Whitespace that followed a break in the source is not content.
      const text = inline.text.replace(/^\s+/, '');
      if (text) tidy.push({ ...inline, text });
      continue;
    }
    tidy.push(inline);
  }
  while (tidy[tidy.length - 1]?.type === 'break') tidy.pop();
  return tidy;
}

function hasText(inlines: Inline[]): boolean {
  return inlines.some((inline) =>
    inline.type === 'text' ? inline.text.trim() !== '' : inline.type === 'link' ? hasText(inline.children) : false,
  );
}
