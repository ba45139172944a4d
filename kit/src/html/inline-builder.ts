// Collects inline content the way a browser lays out text: runs of white space collapse to one
// space, also across element boundaries; white space next to a line break or at either end
// of the block is dropped; neighbouring text that looks alike becomes one span.

import type { Inline, LinkSpan, TextSpan } from '@docextract/contracts/document-model';
import { hasText } from '@docextract/plugin-kit/has-text';
import type { Look } from './element-kinds.ts';

const WHITE_SPACE = /[ \t\r\n\f]+/g;

export class InlineBuilder {
  private readonly root: Inline[] = [];
  private target: Inline[] = this.root;
  private readonly openLinks: Array<{ link: LinkSpan; parent: Inline[] }> = [];
  /** True at the start and after white space or a break: a following space adds nothing. */
  private atSpace = true;

  /** `oneLine`: line breaks read as spaces (a heading is one line). */
  constructor(private readonly oneLine = false) {}

  text(raw: string, look: Look): void {
    let text = raw.replace(WHITE_SPACE, ' ');
    if (this.atSpace && text.startsWith(' ')) text = text.slice(1);
    if (!text) return;
    this.atSpace = text.endsWith(' ');
    const last = this.target[this.target.length - 1];
    if (last?.type === 'text' && sameLook(last, look)) {
      last.text += text;
      return;
    }
    const span: TextSpan = { type: 'text', text };
    for (const key of ['bold', 'italic', 'strike', 'code'] as const) if (look[key]) span[key] = true;
    this.target.push(span);
  }

  /** Text whose white space is kept as it is (a line of code inside a table cell). */
  verbatim(text: string, look: Look): void {
    if (!text) return;
    this.target.push({ type: 'text', text, ...look });
    this.atSpace = /\s$/.test(text);
  }

  lineBreak(): void {
    if (this.oneLine) {
      this.text(' ', {});
      return;
    }
    trimEnd(this.target);
    this.target.push({ type: 'break' });
    this.atSpace = true;
  }

  /** A block's edge inside inline content: one line break, however many blocks meet there. */
  blockEdge(): void {
    const last = this.target[this.target.length - 1];
    if (last !== undefined && last.type !== 'break') this.lineBreak();
  }

  openLink(href: string): void {
    const link: LinkSpan = { type: 'link', href, children: [] };
    this.target.push(link);
    this.openLinks.push({ link, parent: this.target });
    this.target = link.children;
  }

  /** A link with nothing to click (an image without alt text) is no link: it goes. */
  closeLink(): void {
    const open = this.openLinks.pop();
    if (!open) return;
    this.target = open.parent;
    const at = this.target.indexOf(open.link);
    if (!hasText(open.link.children)) {
      this.target.splice(at, 1);
      if (open.link.children.length > 0 && !this.atSpace) this.text(' ', {});
      return;
    }
    // White space at the ends of a link's text belongs outside it, where it separates words.
    const first = open.link.children[0];
    if (first?.type === 'text' && first.text.startsWith(' ')) {
      trimStart(open.link.children);
      this.target.splice(at, 0, { type: 'text', text: ' ' });
    }
    const last = open.link.children[open.link.children.length - 1];
    if (last?.type === 'text' && last.text.endsWith(' ')) {
      trimEnd(open.link.children);
      this.target.push({ type: 'text', text: ' ' });
      this.atSpace = true;
    }
  }

  get isEmpty(): boolean {
    return !hasText(this.root);
  }

  /** The content, trimmed: no white space or line breaks at either end. */
  finish(): Inline[] {
    while (this.openLinks.length > 0) this.closeLink();
    const content = this.root;
    while (content[0]?.type === 'break') content.shift();
    trimStart(content);
    while (content[content.length - 1]?.type === 'break') content.pop();
    trimEnd(content);
    return content;
  }
}

function sameLook(span: TextSpan, look: Look): boolean {
  return !!span.bold === !!look.bold && !!span.italic === !!look.italic && !!span.strike === !!look.strike && !!span.code === !!look.code;
}

function trimStart(content: Inline[]): void {
  const first = content[0];
  if (first?.type === 'text') {
    first.text = first.text.replace(/^ +/, '');
    if (!first.text) {
      content.shift();
      trimStart(content);
    }
  } else if (first?.type === 'link') {
    trimStart(first.children);
  }
}

function trimEnd(content: Inline[]): void {
  const last = content[content.length - 1];
  if (last?.type === 'text') {
    last.text = last.text.replace(/ +$/, '');
    if (!last.text) {
      content.pop();
      trimEnd(content);
    }
  } else if (last?.type === 'link') {
    trimEnd(last.children);
  }
}
