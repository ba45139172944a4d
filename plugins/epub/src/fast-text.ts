// Fast mode's reading of a chapter: the text between tags, without building a tree. One
// linear pass: the head, scripts and styles are skipped, block-level tags end a paragraph,
// entities are decoded. It reads tag soup as well as XHTML, since it never parses either.

import { decodeHtmlEntities } from '@docextract/plugin-kit/entities';

const BREAKING = new Set([
  'p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'tr', 'br', 'section', 'article', 'blockquote', 'pre', 'dt', 'dd', 'table',
  'ul', 'ol', 'header', 'footer', 'figure', 'figcaption', 'hr', 'td', 'th', 'aside', 'nav', 'main', 'body', 'caption',
]);
const SKIPPED = new Set(['head', 'script', 'style', 'template', 'svg']);

export function chapterParagraphs(markup: string): string[] {
  const paragraphs: string[] = [];
  let current = '';
  const flush = (): void => {
    const text = decodeHtmlEntities(current).replace(/[ \t\r\n\f]+/g, ' ').trim();
    if (text) paragraphs.push(text);
    current = '';
  };
  const lower = markup.toLowerCase();
  let at = 0;
  while (at < markup.length) {
    const open = markup.indexOf('<', at);
    if (open === -1) {
      current += markup.slice(at);
      break;
    }
    current += markup.slice(at, open);
    if (markup.startsWith('<!--', open)) {
      at = endOf(markup, '-->', open);
      continue;
    }
    if (markup.startsWith('<![CDATA[', open)) {
      const end = markup.indexOf(']]>', open);
      current += markup.slice(open + 9, end === -1 ? markup.length : end);
      at = end === -1 ? markup.length : end + 3;
      continue;
    }
    const close = markup.indexOf('>', open);
    if (close === -1) break;
    const tag = /^<\/?([a-zA-Z][\w:.-]*)/.exec(markup.slice(open, Math.min(close + 1, open + 64)));
    const name = tag ? tag[1]!.toLowerCase().replace(/^.*:/, '') : '';
    at = close + 1;
    if (!tag) continue;
    const closing = markup[open + 1] === '/';
    if (SKIPPED.has(name) && !closing && markup[close - 1] !== '/') {
      at = endOf(lower, `</${name}`, at);
      continue;
    }
    if (BREAKING.has(name)) flush();
  }
  flush();
  return paragraphs;
}

function endOf(text: string, marker: string, from: number): number {
  const end = text.indexOf(marker, from);
  return end === -1 ? text.length : end + marker.length;
}
