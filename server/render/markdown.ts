// Document model → GitHub-flavoured Markdown (pipe tables, fenced code, task lists).
// Text is escaped only where a character would otherwise start markup, so the output
// stays readable as plain text too.

import type { Block, DocumentModel, Inline, ListBlock, TableBlock, TextSpan } from '../../contracts/document-model.ts';
import { safeHref } from './safe-url.ts';
import { tableGrid } from './table-grid.ts';

export function renderMarkdown(document: DocumentModel): string {
  return joinBlocks(document.blocks.map(blockMarkdown)) + '\n';
}

function joinBlocks(parts: string[]): string {
  return parts.filter((part) => part.trim() !== '').join('\n\n');
}

function blockMarkdown(block: Block): string {
  switch (block.type) {
    case 'heading': {
      const text = inlineMarkdown(block.content, { inTable: false })
        .replace(/\s*\n\s*/g, ' ')
        .trim()
        // A trailing run of # after a space would read as the heading's closing sequence.
        .replace(/(^|\s)(#+)$/, (_whole, space: string, hashes: string) => space + hashes.replace(/#/g, '\\#'));
      return text ? `${'#'.repeat(block.level)} ${text}` : '';
    }
    case 'paragraph':
      return escapeLineStarts(inlineMarkdown(block.content, { inTable: false }).trim());
    case 'list':
      return listMarkdown(block);
    case 'table':
      return tableMarkdown(block);
    case 'code': {
      const fence = '`'.repeat(Math.max(3, longestRun(block.text, '`') + 1));
      const language = (block.language ?? '').replace(/[^\w+#.-]/g, '');
      return `${fence}${language}\n${block.text.replace(/\n+$/, '')}\n${fence}`;
    }
    case 'quote': {
      const inner = joinBlocks(block.blocks.map(blockMarkdown));
      if (inner.trim() === '') return '';
      return inner
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
    }
    case 'pageBreak':
      // A comment, so the page boundary is there for programs and invisible to readers.
      return block.page > 1 ? `<!-- page ${block.page} -->` : '';
    case 'rule':
      return '---';
  }
}

function listMarkdown(list: ListBlock): string {
  const start = list.start ?? 1;
  const tight = list.items.every((item) => item.blocks.filter((block) => block.type !== 'list').length <= 1);
  return list.items
    .map((item, index) => {
      let marker = list.ordered ? `${start + index}. ` : '- ';
      if (item.checked !== undefined) marker += item.checked ? '[x] ' : '[ ] ';
      const indent = ' '.repeat(list.ordered ? `${start + index}. `.length : 2);
      const body = item.blocks
        .map(blockMarkdown)
        .filter((part) => part.trim() !== '')
        .join(tight ? '\n' : '\n\n');
      const lines = body.split('\n');
      return marker + lines.map((line, lineIndex) => (lineIndex === 0 || !line ? line : indent + line)).join('\n');
    })
    .join(tight ? '\n' : '\n\n');
}

function tableMarkdown(table: TableBlock): string {
  const grid = tableGrid(table);
  const width = grid[0]?.length ?? 0;
  if (width === 0) return '';
  const cellText = (cell: Inline[] | null): string =>
    cell ? inlineMarkdown(cell, { inTable: true }).replace(/\s*\n\s*/g, '<br>').trim() : '';
  const lines = grid.map((row) => `| ${row.map(cellText).join(' | ')} |`);
  // GFM needs a header row; a table without one gets its first row promoted.
  const separator = `|${' --- |'.repeat(width)}`;
  lines.splice(1, 0, separator);
  // GFM tables have no caption; it goes just above the table as a paragraph.
  const caption = table.caption ? escapeLineStarts(escapeInline(table.caption.replace(/\s+/g, ' ').trim(), { inTable: false })) : '';
  return caption ? `${caption}\n\n${lines.join('\n')}` : lines.join('\n');
}

interface InlineContext {
  inTable: boolean;
}

function inlineMarkdown(inlines: readonly Inline[], context: InlineContext): string {
  let out = '';
  for (const inline of mergeAdjacentSpans(inlines)) {
    if (inline.type === 'break') out += context.inTable ? '<br>' : '  \n';
    else if (inline.type === 'link') {
      const link = linkMarkdown(inline.href, inline.children, context);
      // "!" right before "[" would turn the link into an image.
      if (link.startsWith('[') && out.endsWith('!') && !out.endsWith('\\!')) out = out.slice(0, -1) + '\\!';
      out += link;
    }
    else out += spanMarkdown(inline, context);
  }
  return out;
}

// "**a****b**" is not bold in Markdown: runs with one style must become one span first.
function mergeAdjacentSpans(inlines: readonly Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const inline of inlines) {
    const previous = merged.at(-1);
    if (inline.type === 'text' && previous?.type === 'text' && sameStyle(previous, inline)) {
      merged[merged.length - 1] = { ...previous, text: previous.text + inline.text };
    } else {
      merged.push(inline);
    }
  }
  return merged;
}

function sameStyle(a: TextSpan, b: TextSpan): boolean {
  return !!a.bold === !!b.bold && !!a.italic === !!b.italic && !!a.strike === !!b.strike && !!a.code === !!b.code;
}

function linkMarkdown(href: string, children: Inline[], context: InlineContext): string {
  const text = inlineMarkdown(children, context);
  const target = safeHref(href);
  if (!target || !text.trim()) return text;
  // Table cells split on "|" before links are read, so it is percent-encoded there.
  const inCell = context.inTable ? target.replace(/\|/g, '%7C') : target;
  const destination = /[\s()<>]/.test(inCell) ? `<${inCell.replace(/[<>]/g, encodeURIComponent)}>` : inCell;
  return `[${text}](${destination})`;
}

function spanMarkdown(span: TextSpan, context: InlineContext): string {
  if (span.text === '') return '';
  if (span.code) {
    const ticks = '`'.repeat(longestRun(span.text, '`') + 1);
    const padded = span.text.startsWith('`') || span.text.endsWith('`') ? ` ${span.text} ` : span.text;
    const code = padded.replace(/\n/g, ' ');
    // GFM splits table cells on "|" before it reads code spans; "\|" is its escape there.
    return `${ticks}${context.inTable ? code.replace(/\|/g, '\\|') : code}${ticks}`;
  }
  let text = escapeInline(span.text, context);
  // Emphasis markers must touch the text: keep the span's own outer spaces outside them.
  const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
  if (!core) return text;
  let wrapped = core;
  if (span.strike) wrapped = `~~${wrapped}~~`;
  if (span.italic) wrapped = `*${wrapped}*`;
  if (span.bold) wrapped = `**${wrapped}**`;
  text = lead + wrapped + trail;
  return text;
}

function escapeInline(text: string, context: InlineContext): string {
  let escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/([*`[\]<~])/g, '\\$1')
    // "&copy;" in the text is those six characters, not an entity for a reader to decode.
    .replace(/&(?=#?[a-z0-9]+;)/gi, '&amp;')
    // A run of underscores inside a word (snake_case) never starts emphasis in GFM;
    // a run that touches a word's edge might, so all of it is escaped.
    .replace(/_+/g, (run, offset: number, whole: string) =>
      isWordCharacter(whole[offset - 1]) && isWordCharacter(whole[offset + run.length]) ? run : run.replace(/_/g, '\\_'),
    );
  if (context.inTable) escaped = escaped.replace(/\|/g, '\\|');
  return escaped;
}

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && /[\p{L}\p{N}]/u.test(character);
}

// Characters that would start a heading, quote, list or rule when they open a line.
function escapeLineStarts(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/^(\s*)([#>+-])(?=\s|$)/, '$1\\$2')
        .replace(/^(\s*)(#{1,6})(?=\s)/, '$1\\$2')
        .replace(/^(\s*)(\d+)([.)])(?=\s)/, '$1$2\\$3')
        .replace(/^(\s*)(=+|-{3,})\s*$/, '$1\\$2'),
    )
    .join('\n');
}

function longestRun(text: string, character: string): number {
  let longest = 0;
  let current = 0;
  for (const char of text) {
    current = char === character ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return longest;
}
