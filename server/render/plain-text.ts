// Document model → plain text: no markup; paragraphs separated by a blank line; table
// cells separated by tabs, one row a line. Word and character counts are taken from this
// rendering whatever format the client asked for.

import type { Block, CodeBlock, DocumentModel, HeadingBlock, Inline, ListBlock, ParagraphBlock, TableBlock } from '../../contracts/document-model.ts';
import { tableGrid } from './table-grid.ts';

export function renderPlainText(document: DocumentModel): string {
  return joinBlocks(document.blocks.map((block) => blockText(block, '')));
}

export function inlineText(inlines: readonly Inline[]): string {
  let text = '';
  for (const inline of inlines) {
    if (inline.type === 'text') text += inline.text;
    else if (inline.type === 'link') text += inlineText(inline.children);
    else text += '\n';
  }
  return text;
}

function joinBlocks(parts: string[]): string {
  return parts.filter((part) => part.trim() !== '').join('\n\n');
}

function blockText(block: Block, indent: string): string {
  switch (block.type) {
    case 'heading':
      return indentLines(headingText(block), indent);
    case 'paragraph':
      return indentLines(paragraphText(block), indent);
    case 'list':
      return listText(block, indent);
    case 'table': {
      const rows = tableCellTexts(block)
        .map((row) => indent + row.join('\t'))
        .join('\n');
      return block.caption ? joinBlocks([indent + captionText(block), rows]) : rows;
    }
    case 'code':
      return indentLines(codeText(block), indent);
    case 'quote':
      return joinBlocks(block.blocks.map((inner) => blockText(inner, indent)));
    case 'pageBreak':
    case 'rule':
      return '';
  }
}

// The plain text of each kind of block, shared with the json renderer so that an element's
// text is exactly what txt shows for it.

export function headingText(block: HeadingBlock): string {
  return oneLine(inlineText(block.content));
}

export function paragraphText(block: ParagraphBlock): string {
  return tidy(inlineText(block.content));
}

/** The table's grid, each cell's text on one line; a slot under a spanning cell is empty. */
export function tableCellTexts(table: TableBlock): string[][] {
  return tableGrid(table).map((row) => row.map((cell) => (cell ? oneLine(inlineText(cell)) : '')));
}

export function captionText(table: TableBlock): string {
  return oneLine(table.caption ?? '');
}

export function codeText(block: CodeBlock): string {
  return block.text.replace(/\s+$/, '');
}

function listText(list: ListBlock, indent: string): string {
  const start = list.start ?? 1;
  return list.items
    .map((item, index) => {
      const marker = list.ordered ? `${start + index}. ` : '';
      const [first, ...rest] = item.blocks.map((inner) =>
        inner.type === 'list' ? listText(inner, indent + '  ') : blockText(inner, indent),
      );
      const head = (first ?? '').replace(/^\s*/, indent + marker);
      return [head, ...rest].filter((part) => part.trim() !== '').join('\n');
    })
    .filter((item) => item.trim() !== '')
    .join('\n');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// Runs of spaces inside a line collapse; line breaks the document made are kept.
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function indentLines(text: string, indent: string): string {
  if (!indent) return text;
  return text
    .split('\n')
    .map((line) => (line ? indent + line : line))
    .join('\n');
}
