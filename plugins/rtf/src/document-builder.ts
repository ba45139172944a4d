// Collects what the interpreter reads into model blocks: runs of text into paragraphs,
// paragraphs marked as in a table into cells and rows, list paragraphs into list blocks.
// It also keeps the output budget: once the text passes the limit, `full` tells the
// interpreter to stop reading.

import type { Block, HeadingLevel, Inline, ListBlock, TableCell, TableRow } from '@docextract/contracts/document-model';

export interface RunStyle {
  bold: boolean;
  italic: boolean;
  strike: boolean;
  href: string | null;
}

export interface ParagraphProps {
  inTable: boolean;
  /** 1–6 for a heading (from \outlinelevel or a "heading N" style), else null. */
  headingLevel: number | null;
  /** The text of the paragraph's \listtext or \pntext group ("1.", "•"), else null. */
  listMarker: string | null;
}

export class DocumentBuilder {
  readonly blocks: Block[] = [];
  private inlines: Inline[] = [];
  private cellInlines: Inline[] = [];
  private row: TableCell[] = [];
  private rows: TableRow[] = [];
  private headerRows = 0;
  private list: ListBlock | null = null;
  private chars = 0;

  /** `structured: false` is fast mode: no formatting, links, headings or lists (tables cost nothing more). */
  constructor(
    private readonly structured: boolean,
    private readonly maxChars: number,
  ) {}

  get full(): boolean {
    return this.chars >= this.maxChars;
  }

  addText(text: string, style: RunStyle): void {
    if (!text || this.full) return;
    const kept = text.length > this.maxChars - this.chars ? text.slice(0, this.maxChars - this.chars) : text;
    this.chars += kept.length;
    const span = this.structured ? styledSpan(kept, style) : { type: 'text' as const, text: kept };
    const last = this.inlines.at(-1);
    if (last && sameStyle(last, span)) appendText(last, kept);
    else this.inlines.push(span);
  }

  addBreak(): void {
    this.inlines.push({ type: 'break' });
  }

  endParagraph(props: ParagraphProps): void {
    const content = trimInlines(this.inlines);
    this.inlines = [];
    if (props.inTable) {
      // A paragraph end inside a cell is a line break in that cell.
      if (content.length > 0 && this.cellInlines.length > 0) this.cellInlines.push({ type: 'break' });
      this.cellInlines.push(...content);
      return;
    }
    this.closeTable();
    if (content.length === 0) return;
    const listMarker = props.listMarker ?? (this.structured ? typedBullet(content) : null);
    if (this.structured && listMarker !== null) return this.addListItem(content, listMarker);
    this.list = null;
    if (this.structured && props.headingLevel !== null) {
      // A heading style is bold already; **…** around the whole heading is noise.
      const plain = content.map((inline) => (inline.type === 'text' ? { type: 'text' as const, text: inline.text } : inline));
      this.blocks.push({ type: 'heading', level: Math.min(6, Math.max(1, props.headingLevel)) as HeadingLevel, content: plain });
      return;
    }
    const marker: Inline[] = props.listMarker ? [{ type: 'text', text: `${props.listMarker} ` }] : [];
    this.blocks.push({ type: 'paragraph', content: [...marker, ...content] });
  }

  endCell(): void {
    this.endParagraph({ inTable: true, headingLevel: null, listMarker: null });
    this.row.push({ content: this.cellInlines });
    this.cellInlines = [];
  }

  endRow(isHeaderRow: boolean): void {
    // Text after the last \cell of a row (rare, hand-written files) is one more cell.
    if (this.inlines.length > 0 || this.cellInlines.length > 0) this.endCell();
    if (this.row.length === 0) return;
    if (isHeaderRow && this.headerRows === this.rows.length) this.headerRows++;
    this.rows.push({ cells: this.row });
    this.row = [];
  }

  /** The blocks, with whatever paragraph or table was still open. */
  finish(): Block[] {
    this.endParagraph({ inTable: this.row.length > 0 || this.cellInlines.length > 0, headingLevel: null, listMarker: null });
    if (this.row.length > 0 || this.cellInlines.length > 0) this.endRow(false);
    this.closeTable();
    return this.blocks;
  }

  private addListItem(content: Inline[], marker: string): void {
    const ordered = /^\(?(\d+|[a-z]|[ivxlcdm]+)[.)]/i.test(marker.trim());
    if (!this.list || this.list.ordered !== ordered) {
      const start = ordered ? Number.parseInt(marker.trim(), 10) : NaN;
      this.list = { type: 'list', ordered, ...(Number.isSafeInteger(start) && start !== 1 ? { start } : {}), items: [] };
      this.blocks.push(this.list);
    }
    this.list.items.push({ blocks: [{ type: 'paragraph', content }] });
  }

  private closeTable(): void {
    if (this.rows.length === 0) return;
    this.list = null;
    const rows = this.rows;
    this.rows = [];
    const width = rows.reduce((widest, row) => Math.max(widest, row.cells.length), 0);
    // Rows with fewer cells (merged cells, a ragged hand-written table) are padded.
    for (const row of rows) while (row.cells.length < width) row.cells.push({ content: [] });
    this.blocks.push({ type: 'table', rows, headerRows: this.headerRows });
    this.headerRows = 0;
  }
}

/**
 * Writers without list tables (pandoc, WordPad) write a bullet list as paragraphs opening
 * with "•" and a tab: the bullet is taken off and the paragraph read as a list item.
 */
function typedBullet(content: Inline[]): string | null {
  const first = content[0];
  if (first?.type !== 'text') return null;
  const match = /^([\u2022\u00b7\u25aa\u25e6\u2013-])\t\s*/.exec(first.text);
  if (!match) return null;
  first.text = first.text.slice(match[0].length);
  return match[1]!;
}

function styledSpan(text: string, style: RunStyle): Inline {
  const span = { type: 'text' as const, text, ...(style.bold ? { bold: true } : {}), ...(style.italic ? { italic: true } : {}), ...(style.strike ? { strike: true } : {}) };
  return style.href ? { type: 'link', href: style.href, children: [span] } : span;
}

function sameStyle(a: Inline, b: Inline): boolean {
  if (a.type === 'link' && b.type === 'link') return a.href === b.href && a.children.length === 1 && sameStyle(a.children[0]!, b.children[0]!);
  if (a.type !== 'text' || b.type !== 'text') return false;
  return !!a.bold === !!b.bold && !!a.italic === !!b.italic && !!a.strike === !!b.strike;
}

function appendText(inline: Inline, text: string): void {
  if (inline.type === 'text') inline.text += text;
  else if (inline.type === 'link' && inline.children[0]?.type === 'text') inline.children[0].text += text;
}

/** Without the spaces that open and close a paragraph, and without trailing breaks. */
function trimInlines(inlines: Inline[]): Inline[] {
  while (inlines.length > 0 && inlines.at(-1)!.type === 'break') inlines.pop();
  while (inlines.length > 0 && inlines[0]!.type === 'break') inlines.shift();
  const first = inlines[0];
  if (first?.type === 'text') first.text = first.text.replace(/^[ \t]+/, '');
  const last = inlines.at(-1);
  if (last?.type === 'text') last.text = last.text.replace(/[ \t]+$/, '');
  const kept = inlines.filter((inline) => inline.type !== 'text' || inline.text !== '');
  return kept.some((inline) => inline.type !== 'break' && (inline.type !== 'text' || inline.text.trim() !== '')) ? kept : [];
}
