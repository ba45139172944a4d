// A model cut to the output limit, counted exactly as modelTextLength counts it: for a reader
// that builds its whole model first (a page, a document converted in one go) and must still
// return no more than maxOutputChars. The last piece of text is cut short; a block left
// with no text by the cut is dropped.

import type { Block, Inline, ListItem, TableRow } from '@docextract/contracts/document-model';
import { BLOCK_SEPARATOR_CHARS, CELL_SEPARATOR_CHARS, NON_TEXT_INLINE_CHARS } from './model-length.ts';
import { OutputBudget } from './output-budget.ts';

export function cutModel(blocks: readonly Block[], maxChars: number): { blocks: Block[]; truncated: boolean } {
  const budget = new OutputBudget(maxChars);
  const kept = cutBlocks(blocks, budget);
  return { blocks: kept, truncated: budget.truncated };
}

function cutBlocks(blocks: readonly Block[], budget: OutputBudget): Block[] {
  const kept: Block[] = [];
  for (const block of blocks) {
    if (!budget.spend(BLOCK_SEPARATOR_CHARS)) break;
    const cut = cutBlock(block, budget);
    if (cut) kept.push(cut);
    if (budget.truncated) break;
  }
  return kept;
}

function cutBlock(block: Block, budget: OutputBudget): Block | null {
  switch (block.type) {
    case 'heading':
    case 'paragraph': {
      const content = cutInlines(block.content, budget);
      return content.length > 0 ? { ...block, content } : null;
    }
    case 'list': {
      const items: ListItem[] = [];
      for (const item of block.items) {
        items.push({ ...item, blocks: cutBlocks(item.blocks, budget) });
        if (budget.truncated) break;
      }
      return { ...block, items };
    }
    case 'quote':
      return { ...block, blocks: cutBlocks(block.blocks, budget) };
    case 'table': {
      const rows: TableRow[] = [];
      for (const row of block.rows) {
        // A row is kept whole in shape: cells past the cut stay, empty, so columns line up.
        const cells = row.cells.map((cell) => {
          const fits = !budget.truncated && budget.spend(CELL_SEPARATOR_CHARS);
          return { ...cell, content: fits ? cutInlines(cell.content, budget) : [] };
        });
        rows.push({ ...row, cells });
        if (budget.truncated) break;
      }
      return { ...block, rows };
    }
    case 'code': {
      const text = budget.take(block.text);
      return text ? { ...block, text } : null;
    }
    default:
      return block;
  }
}

function cutInlines(inlines: readonly Inline[], budget: OutputBudget): Inline[] {
  const kept: Inline[] = [];
  for (const inline of inlines) {
    if (inline.type === 'text') {
      const text = budget.take(inline.text);
      if (text) kept.push({ ...inline, text });
    } else if (inline.type === 'link') {
      const children = cutInlines(inline.children, budget);
      if (children.length > 0) kept.push({ ...inline, children });
    } else if (budget.spend(NON_TEXT_INLINE_CHARS)) {
      kept.push(inline);
    }
    if (budget.truncated) break;
  }
  return kept;
}
