// Checks a plugin's document model before the worker renders it: unknown shapes are dropped,
// nesting deeper than the renderers should recurse is flattened, and text past the output
// cap is cut. Plugins are trusted to try, not to be right; the core's renderers, which run
// in the same worker right after, must never see a model that could crash or stall them.

import type { Block, DocumentModel, HeadingLevel, Inline, ListItem, TableCell, TableRow } from '../../contracts/document-model.ts';

export const MAX_NESTING = 32;

export interface NormalizeResult {
  document: DocumentModel;
  truncated: boolean;
}

interface Budget {
  charsLeft: number;
  truncated: boolean;
}

export function normalizeModel(model: unknown, maxOutputChars: number): NormalizeResult {
  const budget: Budget = { charsLeft: maxOutputChars, truncated: false };
  const blocks = Array.isArray((model as DocumentModel | null)?.blocks) ? (model as DocumentModel).blocks : [];
  return { document: { blocks: normalizeBlocks(blocks, 0, budget) }, truncated: budget.truncated };
}

function normalizeBlocks(blocks: unknown[], depth: number, budget: Budget): Block[] {
  const out: Block[] = [];
  for (const block of depth >= MAX_NESTING ? flattenDeep(blocks) : blocks) {
    if (budget.charsLeft <= 0) {
      budget.truncated = true;
      break;
    }
    const normalized = normalizeBlock(block as Block, depth, budget);
    if (normalized) out.push(normalized);
  }
  return out;
}

function normalizeBlock(block: Block, depth: number, budget: Budget): Block | null {
  if (typeof block !== 'object' || block === null) return null;
  switch (block.type) {
    case 'heading': {
      const level = Math.min(6, Math.max(1, Math.floor(Number(block.level)) || 1)) as HeadingLevel;
      return { type: 'heading', level, content: normalizeInlines(block.content, 0, budget) };
    }
    case 'paragraph':
      return { type: 'paragraph', content: normalizeInlines(block.content, 0, budget) };
    case 'list': {
      if (!Array.isArray(block.items)) return null;
      const items: ListItem[] = block.items.map((item) => {
        const normalized: ListItem = { blocks: normalizeBlocks(asArray(item?.blocks), depth + 1, budget) };
        if (typeof item?.checked === 'boolean') normalized.checked = item.checked;
        return normalized;
      });
      const start = Number.isSafeInteger(block.start) ? { start: block.start } : {};
      return { type: 'list', ordered: block.ordered === true, ...start, items };
    }
    case 'table': {
      const rows: TableRow[] = asArray(block.rows).map((row) => ({
        cells: (asArray((row as TableRow | null)?.cells) as Array<TableCell | null>).map((cell) => ({
          content: normalizeInlines(cell?.content, 0, budget),
          ...spanOf('colSpan', cell?.colSpan),
          ...spanOf('rowSpan', cell?.rowSpan),
        })),
      }));
      const headerRows = Number.isSafeInteger(block.headerRows) ? { headerRows: block.headerRows } : {};
      const caption = typeof block.caption === 'string' ? { caption: take(block.caption, budget) } : {};
      return { type: 'table', rows, ...headerRows, ...caption };
    }
    case 'code':
      return {
        type: 'code',
        text: take(String(block.text ?? ''), budget),
        ...(typeof block.language === 'string' ? { language: block.language.slice(0, 40) } : {}),
      };
    case 'quote':
      return { type: 'quote', blocks: normalizeBlocks(asArray(block.blocks), depth + 1, budget) };
    case 'pageBreak':
      return { type: 'pageBreak', page: Math.max(1, Math.floor(Number(block.page)) || 1) };
    case 'rule':
      return { type: 'rule' };
    default:
      return null;
  }
}

function normalizeInlines(inlines: unknown, depth: number, budget: Budget): Inline[] {
  const out: Inline[] = [];
  for (const inline of asArray(inlines) as Inline[]) {
    if (typeof inline !== 'object' || inline === null) continue;
    if (inline.type === 'text') {
      const span: Inline = { type: 'text', text: take(String(inline.text ?? ''), budget) };
      for (const flag of ['bold', 'italic', 'strike', 'code'] as const) if (inline[flag] === true) span[flag] = true;
      out.push(span);
    } else if (inline.type === 'link') {
      // Past the nesting limit the link's inner text is kept as one plain span.
      const children =
        depth >= MAX_NESTING
          ? [{ type: 'text' as const, text: take(flattenInlineText(inline.children), budget) }]
          : normalizeInlines(inline.children, depth + 1, budget);
      out.push({ type: 'link', href: String(inline.href ?? '').slice(0, 4096), children });
    } else if (inline.type === 'break') {
      out.push({ type: 'break' });
    }
  }
  return out;
}

// Past the nesting limit, every block below keeps its place in reading order, at one level.
function flattenDeep(blocks: unknown[]): unknown[] {
  const flat: unknown[] = [];
  const stack: unknown[] = [...blocks].reverse();
  while (stack.length > 0) {
    const block = stack.pop() as Block | null;
    if (block?.type === 'quote') stack.push(...asArray(block.blocks).reverse());
    else if (block?.type === 'list') {
      for (const item of [...asArray(block.items)].reverse()) stack.push(...asArray((item as ListItem | null)?.blocks).reverse());
    } else flat.push(block);
  }
  return flat;
}

const MAX_SPAN = 1000;

function spanOf(name: 'colSpan' | 'rowSpan', span: unknown): Partial<TableCell> {
  return typeof span === 'number' && Number.isSafeInteger(span) && span > 1 ? { [name]: Math.min(span, MAX_SPAN) } : {};
}

function flattenInlineText(inlines: unknown): string {
  let text = '';
  const stack: unknown[] = [...asArray(inlines)].reverse();
  while (stack.length > 0) {
    const inline = stack.pop() as Inline | null;
    if (inline?.type === 'text') text += String(inline.text ?? '');
    else if (inline?.type === 'link') stack.push(...asArray(inline.children).reverse());
    else if (inline?.type === 'break') text += '\n';
  }
  return text;
}

function take(text: string, budget: Budget): string {
  if (text.length <= budget.charsLeft) {
    budget.charsLeft -= text.length;
    return text;
  }
  let end = Math.max(0, budget.charsLeft);
  // Never keep half of a surrogate pair.
  if (end > 0 && /[\ud800-\udbff]/.test(text[end - 1]!)) end -= 1;
  const kept = text.slice(0, end);
  budget.charsLeft = 0;
  budget.truncated = true;
  return kept;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
