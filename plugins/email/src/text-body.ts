// A plain-text body → blocks: paragraphs at blank lines with their line ends kept (an
// e-mail's lines are its writer's), and runs of "> " lines (the quoted message a reply
// carries) as quote blocks. Also a small HTML-to-text fallback for when no HTML plugin can
// be asked (fast mode, or embedding at its nesting limit).

import type { Block, Inline } from '@docextract/contracts/document-model';
import { decodeHtmlEntities } from '@docextract/plugin-kit/entities';

export function textToBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
  const lines = text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').split('\n');
  let paragraph: string[] = [];
  let quoted: string[] = [];
  const endParagraph = (): void => {
    if (paragraph.some((line) => line.trim())) blocks.push({ type: 'paragraph', content: linesToInlines(paragraph) });
    paragraph = [];
  };
  const endQuote = (): void => {
    // One level of ">" is taken off; deeper levels stay as written, which reads fine and
    // keeps this free of recursion on a hostile depth of quoting.
    if (quoted.length > 0) blocks.push({ type: 'quote', blocks: paragraphsOf(quoted) });
    quoted = [];
  };
  for (const line of lines) {
    if (/^>/.test(line)) {
      endParagraph();
      quoted.push(line.replace(/^> ?/, ''));
    } else if (line.trim() === '') {
      endParagraph();
      endQuote();
    } else {
      endQuote();
      paragraph.push(line);
    }
  }
  endParagraph();
  endQuote();
  return blocks;
}

function paragraphsOf(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  for (const line of [...lines, '']) {
    if (line.trim()) paragraph.push(line);
    else if (paragraph.length > 0) {
      blocks.push({ type: 'paragraph', content: linesToInlines(paragraph) });
      paragraph = [];
    }
  }
  return blocks;
}

function linesToInlines(lines: string[]): Inline[] {
  const inlines: Inline[] = [];
  lines.forEach((line, index) => {
    if (index > 0) inlines.push({ type: 'break' });
    const visible = line.trimEnd();
    if (visible) inlines.push({ type: 'text', text: visible });
  });
  return inlines;
}

/** Visible text of HTML, one line per block element: rough, for when nothing better is at hand. */
export function htmlToText(html: string): string {
  const markupless = withoutInvisible(html)
    .replace(/<br\b[^<>]*>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|blockquote|pre)\s*>/gi, '\n\n')
    .replace(/<\/t[dh]\s*>/gi, '\t')
    .replace(/<[^<>]*>/g, '');
  return decodeHtmlEntities(markupless)
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/**
 * Without <script>, <style>, <head> and comments, by search rather than a lazy regex: on a
 * tag that is never closed a regex would rescan to the end from every opening (quadratic).
 */
function withoutInvisible(html: string): string {
  let text = '';
  let at = 0;
  const lower = html.toLowerCase();
  const opening = /<(script|style|head|title)\b|<!--/g;
  for (;;) {
    opening.lastIndex = at;
    const found = opening.exec(lower);
    if (!found) return text + html.slice(at);
    const start = found.index;
    text += html.slice(at, start) + ' ';
    const closer = found[1] ? `</${found[1]}` : '-->';
    const close = lower.indexOf(closer, start + 4);
    if (close === -1) return text;
    const end = lower.indexOf('>', close);
    at = end === -1 ? html.length : end + 1;
  }
}
