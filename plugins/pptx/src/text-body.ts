// DrawingML text (a:txBody, as in shapes, table cells and notes) → paragraphs of inline
// content, each with its outline level and its bullet: the bullet decides whether a run of
// paragraphs becomes a list (see paragraphs-to-blocks.ts).

import type { Inline } from '@docextract/contracts/document-model';
import type { Relationships } from '@docextract/plugin-kit/office-relationships';
import { attr, child, childElements, ownText, type XmlElement } from '@docextract/plugin-kit/xml';

export type Bullet = 'none' | 'bullet' | 'number' | 'inherit';

export interface TextParagraph {
  /** 0-based outline level (a:pPr lvl). */
  level: number;
  bullet: Bullet;
  /** The first number of an auto-numbered paragraph (a:buAutoNum startAt). */
  startAt?: number;
  content: Inline[];
}

export function readTextBody(body: XmlElement | undefined, rels: Relationships): TextParagraph[] {
  if (!body) return [];
  return childElements(body, 'p').map((paragraph) => readParagraph(paragraph, rels));
}

function readParagraph(paragraph: XmlElement, rels: Relationships): TextParagraph {
  const properties = child(paragraph, 'pPr');
  const level = Math.min(8, Math.max(0, Number(properties ? attr(properties, 'lvl') ?? 0 : 0) || 0));
  const result: TextParagraph = { level, bullet: bulletOf(properties), content: [] };
  const autoNumber = child(properties, 'buAutoNum');
  const startAt = autoNumber ? Number(attr(autoNumber, 'startAt')) : NaN;
  if (Number.isInteger(startAt) && startAt > 1) result.startAt = startAt;
  for (const element of childElements(paragraph)) {
    if (element.name === 'r' || element.name === 'fld') pushRun(result.content, element, rels);
    else if (element.name === 'br') result.content.push({ type: 'break' });
  }
  return result;
}

function bulletOf(properties: XmlElement | undefined): Bullet {
  if (!properties) return 'inherit';
  if (child(properties, 'buNone')) return 'none';
  if (child(properties, 'buAutoNum')) return 'number';
  if (child(properties, 'buChar') || child(properties, 'buBlip')) return 'bullet';
  return 'inherit';
}

function pushRun(content: Inline[], run: XmlElement, rels: Relationships): void {
  const text = childElements(run, 't').map(ownText).join('');
  if (!text) return;
  const properties = child(run, 'rPr');
  const span: Inline = { type: 'text', text };
  if (properties && isOn(attr(properties, 'b'))) span.bold = true;
  if (properties && isOn(attr(properties, 'i'))) span.italic = true;
  const strike = properties ? attr(properties, 'strike') : undefined;
  if (strike && strike !== 'noStrike') span.strike = true;
  const href = linkTarget(child(properties, 'hlinkClick'), rels);
  const last = content[content.length - 1];
  if (href) {
    if (last?.type === 'link' && last.href === href) last.children.push(span);
    else content.push({ type: 'link', href, children: [span] });
  } else if (last?.type === 'text' && sameStyle(last, span)) {
    last.text += text;
  } else {
    content.push(span);
  }
}

/** External web and mail links only: slide jumps and actions are not destinations in text. */
function linkTarget(click: XmlElement | undefined, rels: Relationships): string | null {
  const id = click ? attr(click, 'id') : undefined;
  const relationship = id ? rels.get(id) : undefined;
  if (!relationship?.external) return null;
  return /^(https?:|mailto:)/i.test(relationship.target) ? relationship.target : null;
}

function isOn(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

function sameStyle(a: Inline & { type: 'text' }, b: Inline & { type: 'text' }): boolean {
  return !!a.bold === !!b.bold && !!a.italic === !!b.italic && !!a.strike === !!b.strike;
}

/** The plain text of paragraphs (for titles and table cells): one line per paragraph. */
export function paragraphsPlainText(paragraphs: TextParagraph[]): string {
  return paragraphs.map((paragraph) => inlineText(paragraph.content)).filter((line) => line.trim()).join('\n');
}

export function inlineText(inlines: Inline[]): string {
  return inlines.map((inline) => (inline.type === 'text' ? inline.text : inline.type === 'link' ? inlineText(inline.children) : '\n')).join('');
}
