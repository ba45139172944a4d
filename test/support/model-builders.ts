// Short builders for document models in renderer tests.

import type { Block, Inline, LineBreak, LinkSpan, ListItem, ParagraphBlock, TableBlock, TableCell, TextSpan } from '../../contracts/document-model.ts';

export type Style = Omit<TextSpan, 'type' | 'text'>;

export const t = (text: string, style: Style = {}): TextSpan => ({ type: 'text', text, ...style });
export const br: LineBreak = { type: 'break' };
export const link = (href: string, ...children: Inline[]): LinkSpan => ({ type: 'link', href, children });
export const para = (...content: Inline[]): ParagraphBlock => ({ type: 'paragraph', content });
export const item = (...blocks: Block[]): ListItem => ({ blocks });
export const ul = (...items: ListItem[]): Block => ({ type: 'list', ordered: false, items });
export const ol = (start: number | undefined, ...items: ListItem[]): Block =>
  start === undefined ? { type: 'list', ordered: true, items } : { type: 'list', ordered: true, start, items };
export const cell = (...content: Inline[]): TableCell => ({ content });
export const table = (rows: TableCell[][], extra: Partial<TableBlock> = {}): TableBlock => ({
  type: 'table',
  rows: rows.map((cells) => ({ cells })),
  ...extra,
});
