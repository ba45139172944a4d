// Markdown (GitHub flavour) → document model, on marked's lexer.
// Used for .md files.

import { Lexer, type Token, type Tokens } from 'marked';
import type { Block, HeadingLevel, Inline, ListItem, TableRow } from '@docextract/contracts/document-model';
import { decodeHtmlEntities } from '../text/entities.ts';

interface InlineStyle {
  bold?: boolean;
  italic?: boolean;
  strike?: boolean;
}

export function markdownToModel(markdown: string): Block[] {
  const tokens = new Lexer({ gfm: true }).lex(markdown);
  return blocksFrom(tokens);
}

function blocksFrom(tokens: Token[]): Block[] {
  const blocks: Block[] = [];
  // One push per item: spreading a huge array into push() overflows the argument stack.
  for (const token of tokens) for (const block of blockFrom(token)) blocks.push(block);
  return blocks;
}

function blockFrom(token: Token): Block[] {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      const level = Math.min(6, Math.max(1, heading.depth)) as HeadingLevel;
      return [{ type: 'heading', level, content: inlinesFrom(heading.tokens) }];
    }
    case 'paragraph':
      return paragraph(inlinesFrom((token as Tokens.Paragraph).tokens));
    case 'text': {
      // A tight list item's text, or loose text at block level.
      const text = token as Tokens.Text;
      return paragraph(text.tokens ? inlinesFrom(text.tokens) : plain(text.text));
    }
    case 'list': {
      const list = token as Tokens.List;
      const items: ListItem[] = list.items.map((item) => {
        const listItem: ListItem = { blocks: blocksFrom(item.tokens.filter((t) => t.type !== 'checkbox')) };
        if (item.task) listItem.checked = item.checked === true;
        return listItem;
      });
      const start = typeof list.start === 'number' ? list.start : 1;
      return [{ type: 'list', ordered: list.ordered, ...(list.ordered && start !== 1 ? { start } : {}), items }];
    }
    case 'table': {
      const table = token as Tokens.Table;
      const rows: TableRow[] = [
        { cells: table.header.map((cell) => ({ content: inlinesFrom(cell.tokens) })) },
        ...table.rows.map((row) => ({ cells: row.map((cell) => ({ content: inlinesFrom(cell.tokens) })) })),
      ];
      return [{ type: 'table', rows, headerRows: 1 }];
    }
    case 'code': {
      const code = token as Tokens.Code;
      return [{ type: 'code', text: code.text, ...(code.lang ? { language: code.lang } : {}) }];
    }
    case 'blockquote':
      return [{ type: 'quote', blocks: blocksFrom((token as Tokens.Blockquote).tokens) }];
    case 'hr':
      return [{ type: 'rule' }];
    case 'html': {
      // Raw HTML in Markdown is kept as its visible text, never as markup.
      const text = stripTags((token as Tokens.HTML).text).trim();
      return text ? paragraph(plain(text)) : [];
    }
    case 'space':
    case 'def':
      return [];
    default: {
      const raw = (token as { text?: string }).text;
      return raw ? paragraph(plain(raw)) : [];
    }
  }
}

function paragraph(content: Inline[]): Block[] {
  return content.length > 0 ? [{ type: 'paragraph', content }] : [];
}

function plain(text: string): Inline[] {
  return text ? [{ type: 'text', text }] : [];
}

function inlinesFrom(tokens: Token[] | undefined, style: InlineStyle = {}): Inline[] {
  const out: Inline[] = [];
  for (const token of tokens ?? []) for (const inline of inlineFrom(token, style)) out.push(inline);
  return out;
}

function inlineFrom(token: Token, style: InlineStyle): Inline[] {
  switch (token.type) {
    case 'text': {
      const text = token as Tokens.Text;
      if (text.tokens && text.tokens.length > 0) return inlinesFrom(text.tokens, style);
      // marked leaves entities escaped in text tokens; the model holds the characters themselves.
      return styled(decodeHtmlEntities(text.text), style);
    }
    case 'escape':
      return styled((token as Tokens.Escape).text, style);
    case 'strong':
      return inlinesFrom((token as Tokens.Strong).tokens, { ...style, bold: true });
    case 'em':
      return inlinesFrom((token as Tokens.Em).tokens, { ...style, italic: true });
    case 'del':
      return inlinesFrom((token as Tokens.Del).tokens, { ...style, strike: true });
    case 'codespan':
      // Code spans are literal in Markdown: `&amp;` in backticks shows as "&amp;".
      return [{ type: 'text', text: (token as Tokens.Codespan).text, code: true }];
    case 'br':
      return [{ type: 'break' }];
    case 'link': {
      const link = token as Tokens.Link;
      return [{ type: 'link', href: link.href, children: inlinesFrom(link.tokens, style) }];
    }
    case 'image': {
      // Images carry no text of their own; their alt text is what a reader would get.
      const alt = (token as Tokens.Image).text;
      return alt ? styled(alt, style) : [];
    }
    case 'html': {
      // Inline HTML comes one tag per token; <br> is the one tag that carries meaning as text.
      const html = (token as Tokens.HTML).text;
      if (/^<br\s*\/?>$/i.test(html.trim())) return [{ type: 'break' }];
      return styled(stripTags(html), style);
    }
    default: {
      const raw = (token as { text?: string }).text;
      return raw ? styled(raw, style) : [];
    }
  }
}

function styled(text: string, style: InlineStyle): Inline[] {
  if (!text) return [];
  return [{ type: 'text', text, ...style }];
}

function stripTags(html: string): string {
  // Comments, scripts and styles hold no visible text; remove them whole before the tags.
  const visible = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, '');
  return decodeHtmlEntities(visible.replace(/<[^>]*>/g, ''));
}

