// The styles a reader needs from an OpenDocument file: which text styles are bold, italic or
// struck through (office:automatic-styles in content.xml, the named styles of styles.xml
// behind them), which paragraph styles are a title or subtitle, which list styles number
// their items, and which drawing pages are hidden. Styles inherit through
// style:parent-style-name, and an inner span's explicit "normal" beats an outer "bold".

import { attr, childElements, type XmlElement } from '@docextract/plugin-kit/xml';

export interface TextLook {
  bold?: boolean;
  italic?: boolean;
  strike?: boolean;
}

export type ParagraphRole = 'title' | 'subtitle' | null;

interface StyleEntry {
  parent: string | undefined;
  look: TextLook;
  listStyle: string | undefined;
  hidden: boolean;
}

interface ListLevel {
  ordered: boolean;
  start: number | undefined;
}

/** Parent chains longer than this are a loop or hostile; real files stay under five. */
const MAX_PARENT_DEPTH = 16;

export class OdfStyles {
  private readonly styles = new Map<string, StyleEntry>();
  private readonly lists = new Map<string, Map<number, ListLevel>>();

  /** `containers`: office:styles and office:automatic-styles elements, named styles first. */
  constructor(containers: Array<XmlElement | undefined>) {
    for (const container of containers) {
      for (const element of container ? childElements(container) : []) {
        if (element.name === 'style') this.addStyle(element);
        else if (element.name === 'list-style') this.addListStyle(element);
      }
    }
  }

  /** The look a text or paragraph style gives, resolved through its parents. */
  look(family: 'text' | 'paragraph', name: string | undefined): TextLook {
    const chain = this.chain(family, name);
    const look: TextLook = {};
    // From the farthest ancestor to the style itself: nearer settings win.
    for (const entry of chain.reverse()) Object.assign(look, entry.look);
    return look;
  }

  /** Whether a paragraph style is (or derives from) the Title or Subtitle style. */
  paragraphRole(name: string | undefined): ParagraphRole {
    let current = name;
    for (let depth = 0; current && depth < MAX_PARENT_DEPTH; depth++) {
      const plain = current.replace(/_20_/g, ' ').toLowerCase();
      if (plain === 'title') return 'title';
      if (plain === 'subtitle') return 'subtitle';
      current = this.styles.get(`paragraph:${current}`)?.parent;
    }
    return null;
  }

  /** The list style a paragraph style applies (a paragraph can be a list item by its style). */
  paragraphListStyle(name: string | undefined): string | undefined {
    return this.chain('paragraph', name).find((entry) => entry.listStyle)?.listStyle;
  }

  /** Whether a list style numbers its items at a 1-based level (bullets and images do not). */
  listLevel(listStyle: string | undefined, level: number): ListLevel {
    const levels = listStyle ? this.lists.get(listStyle) : undefined;
    return levels?.get(level) ?? levels?.get(Math.min(level, 10)) ?? { ordered: false, start: undefined };
  }

  /** A drawing page (slide) style that hides the page from the show. */
  hiddenPage(name: string | undefined): boolean {
    return this.chain('drawing-page', name).some((entry) => entry.hidden);
  }

  private chain(family: string, name: string | undefined): StyleEntry[] {
    const chain: StyleEntry[] = [];
    let current = name;
    for (let depth = 0; current && depth < MAX_PARENT_DEPTH; depth++) {
      const entry = this.styles.get(`${family}:${current}`);
      if (!entry) break;
      chain.push(entry);
      current = entry.parent;
    }
    return chain;
  }

  private addStyle(element: XmlElement): void {
    const name = attr(element, 'style:name');
    const family = attr(element, 'style:family');
    if (!name || !family) return;
    const textProperties = childElements(element, 'text-properties')[0];
    const pageProperties = childElements(element, 'drawing-page-properties')[0];
    this.styles.set(`${family}:${name}`, {
      parent: attr(element, 'style:parent-style-name'),
      look: textProperties ? lookOf(textProperties) : {},
      listStyle: attr(element, 'style:list-style-name') || undefined,
      hidden: pageProperties ? attr(pageProperties, 'presentation:visibility') === 'hidden' : false,
    });
  }

  private addListStyle(element: XmlElement): void {
    const name = attr(element, 'style:name');
    if (!name) return;
    const levels = new Map<number, ListLevel>();
    for (const level of childElements(element)) {
      const number = Number(attr(level, 'text:level') ?? '1');
      if (!Number.isInteger(number) || number < 1) continue;
      // A number style with an empty format shows no number: it reads as a plain list.
      const ordered = level.name === 'list-level-style-number' && (attr(level, 'style:num-format') ?? '1') !== '';
      const start = Number(attr(level, 'text:start-value'));
      levels.set(number, { ordered, start: ordered && Number.isInteger(start) && start > 1 ? start : undefined });
    }
    this.lists.set(name, levels);
  }
}

function lookOf(properties: XmlElement): TextLook {
  const look: TextLook = {};
  const weight = attr(properties, 'fo:font-weight');
  if (weight) look.bold = weight === 'bold' || Number(weight) >= 600;
  const style = attr(properties, 'fo:font-style');
  if (style) look.italic = style === 'italic' || style === 'oblique';
  const through = attr(properties, 'style:text-line-through-style');
  if (through) look.strike = through !== 'none';
  return look;
}
