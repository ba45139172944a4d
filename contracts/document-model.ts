// The one document model every plugin returns and every renderer reads.
// Plugins describe structure; the core decides how Markdown, text and HTML look,
// so all formats render alike and a new plugin gets every output for free.
// Everything here is plain data (objects, arrays, strings, numbers, booleans), no classes or
// functions: the worker checks it shape by shape (normalize-model.ts) before rendering it.

export interface TextSpan {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  strike?: boolean;
  code?: boolean;
}

export interface LinkSpan {
  type: 'link';
  href: string;
  children: Inline[];
}

/** A hard line break inside a block (an address, a poem, a table cell with two lines). */
export interface LineBreak {
  type: 'break';
}

export type Inline = TextSpan | LinkSpan | LineBreak;

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingBlock {
  type: 'heading';
  level: HeadingLevel;
  content: Inline[];
}

export interface ParagraphBlock {
  type: 'paragraph';
  content: Inline[];
}

export interface ListItem {
  blocks: Block[];
  /** Task lists: true/false for a checkbox, absent for a plain item. */
  checked?: boolean;
}

export interface ListBlock {
  type: 'list';
  ordered: boolean;
  /** First number of an ordered list, 1 when absent. */
  start?: number;
  items: ListItem[];
}

export interface TableCell {
  content: Inline[];
  colSpan?: number;
  rowSpan?: number;
}

export interface TableRow {
  cells: TableCell[];
}

export interface TableBlock {
  type: 'table';
  rows: TableRow[];
  /** How many leading rows are header rows; 0 or absent when the table has none. */
  headerRows?: number;
  caption?: string;
}

export interface CodeBlock {
  type: 'code';
  text: string;
  language?: string;
}

export interface QuoteBlock {
  type: 'quote';
  blocks: Block[];
}

/** Marks the start of a page, slide or sheet; `page` is its 1-based number. */
export interface PageBreakBlock {
  type: 'pageBreak';
  page: number;
}

export interface RuleBlock {
  type: 'rule';
}

export type Block =
  | HeadingBlock
  | ParagraphBlock
  | ListBlock
  | TableBlock
  | CodeBlock
  | QuoteBlock
  | PageBreakBlock
  | RuleBlock;

export interface DocumentModel {
  blocks: Block[];
}
