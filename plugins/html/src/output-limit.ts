// limits.maxOutputChars, enforced in three steps: an enormous source is cut before parsing
// (a DOM costs many times its source in memory), the DOM is pruned well past the limit
// before the expensive steps (Readability, turndown), and the model is cut exactly at the
// limit at the end. Each reports whether anything was cut (raw.truncated).

import type { Block, Inline, ListItem, TableRow } from '@docextract/contracts/document-model';
import { TEXT_NODE, type DomNode } from './dom-types.ts';
import { walk } from './dom-walk.ts';

/**
 * Markup per character of text: a few times for plain pages, tens of times for pages heavy
 * with scripts and inline data. A source longer than this many times the output limit (and
 * than SOURCE_FLOOR) holds more text than can be output.
 */
const SOURCE_CHARS_PER_OUTPUT_CHAR = 20;
const SOURCE_FLOOR = 10_000_000;

/** The start of `html` that can matter for `maxChars` of output, cut before a tag. */
export function capSource(html: string, maxChars: number): { html: string; cut: boolean } {
  const limit = Math.max(SOURCE_FLOOR, maxChars * SOURCE_CHARS_PER_OUTPUT_CHAR);
  if (html.length <= limit) return { html, cut: false };
  const lastTag = html.lastIndexOf('<', limit);
  return { html: html.slice(0, lastTag > 0 ? lastTag : limit), cut: true };
}

/** Removes everything after the point where `root` has `maxChars` of text. */
export function pruneAfterText(root: DomNode, maxChars: number): boolean {
  let seen = 0;
  // Typed by assertion: TypeScript cannot see the assignment inside the visitor.
  let last = null as DomNode | null;
  walk(root, {
    enter(node) {
      if (node.nodeType === TEXT_NODE) seen += node.textContent?.length ?? 0;
      if (seen <= maxChars) return 'descend';
      last = node;
      return 'stop';
    },
  });
  if (!last) return false;
  // Cut every later sibling of the node and of each of its ancestors inside root.
  for (let node: DomNode | null = last; node && node !== root; node = node.parentNode) {
    while (node.nextSibling) node.nextSibling.remove();
  }
  return true;
}

/** Separators a renderer adds: a blank line between blocks, a tab between cells, a newline per break. */
const BLOCK_COST = 2;
const CELL_COST = 1;

interface Budget {
  left: number;
  cut: boolean;
}

/** The blocks whose text fits in `maxChars`, the last one cut short. */
export function truncateModel(blocks: Block[], maxChars: number): { blocks: Block[]; truncated: boolean } {
  const budget: Budget = { left: maxChars, cut: false };
  const kept = cutBlocks(blocks, budget);
  return { blocks: kept, truncated: budget.cut };
}

function cutBlocks(blocks: Block[], budget: Budget): Block[] {
  const kept: Block[] = [];
  for (const block of blocks) {
    if (budget.left < BLOCK_COST) {
      budget.cut = true;
      break;
    }
    budget.left -= BLOCK_COST;
    const cut = cutBlock(block, budget);
    if (cut) kept.push(cut);
    if (budget.cut) break;
  }
  return kept;
}

function cutBlock(block: Block, budget: Budget): Block | null {
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
        if (budget.cut) break;
      }
      return { ...block, items };
    }
    case 'quote':
      return { ...block, blocks: cutBlocks(block.blocks, budget) };
    case 'table': {
      const rows: TableRow[] = [];
      for (const row of block.rows) {
        const cells = row.cells.map((cell) => {
          budget.left -= CELL_COST;
          return { ...cell, content: budget.cut ? [] : cutInlines(cell.content, budget) };
        });
        if (budget.left < 0) budget.cut = true;
        rows.push({ ...row, cells });
        if (budget.cut) break;
      }
      return { ...block, rows };
    }
    case 'code': {
      const text = cutText(block.text, budget);
      return text ? { ...block, text } : null;
    }
    default:
      return block;
  }
}

function cutInlines(inlines: Inline[], budget: Budget): Inline[] {
  const kept: Inline[] = [];
  for (const inline of inlines) {
    if (inline.type === 'text') {
      const text = cutText(inline.text, budget);
      if (text) kept.push({ ...inline, text });
    } else if (inline.type === 'link') {
      const children = cutInlines(inline.children, budget);
      if (children.length > 0) kept.push({ ...inline, children });
    } else {
      budget.left -= 1;
      if (budget.left >= 0) kept.push(inline);
      else budget.cut = true;
    }
    if (budget.cut) break;
  }
  return kept;
}

function cutText(text: string, budget: Budget): string {
  if (text.length <= budget.left) {
    budget.left -= text.length;
    return text;
  }
  budget.cut = true;
  const kept = text.slice(0, Math.max(0, budget.left));
  budget.left = 0;
  // The cut counts UTF-16 code units: never leave half a surrogate pair.
  return kept.replace(/[\uD800-\uDBFF]$/, '');
}
