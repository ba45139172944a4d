// <pre> → a code block: its text with line breaks kept, the language from a
// "language-x"/"lang-x" class on the code, the pre or the pre's parent (as highlighters write
// it), without the blank lines around it or the indentation common to all its lines.

import type { CodeBlock } from '@docextract/contracts/document-model';
import { childNodes, isElement, isText, tagOf, type HtmlElement } from './dom-slice.ts';
import type { ConvertContext } from './convert-context.ts';

const LANGUAGE_CLASS = /(?:^|\s)(?:language|lang|highlight-source|highlight-text)-([\w#+.-]+)/i;

export function codeBlock(pre: HtmlElement, context: ConvertContext): CodeBlock | null {
  const lines: string[] = [];
  collectText(pre, lines, context, 0);
  const text = dedent(lines.join(''));
  if (!text) return null;
  const language = languageOf(firstCode(pre)) ?? languageOf(pre) ?? languageOf(pre.parentElement);
  return { type: 'code', text, ...(language ? { language } : {}) };
}

function collectText(element: HtmlElement, into: string[], context: ConvertContext, depth: number): void {
  for (const node of childNodes(element)) {
    if (isText(node)) into.push(node.textContent ?? '');
    else if (!isElement(node) || context.isHidden(node)) continue;
    else if (tagOf(node) === 'br') into.push('\n');
    else if (depth > context.maxDepth) into.push(node.textContent ?? '');
    else collectText(node, into, context, depth + 1);
  }
}

function firstCode(pre: HtmlElement): HtmlElement | null {
  for (const node of childNodes(pre)) if (isElement(node) && tagOf(node) === 'code') return node;
  return null;
}

function languageOf(element: HtmlElement | null): string | null {
  return LANGUAGE_CLASS.exec(element?.getAttribute('class') ?? '')?.[1] ?? null;
}

/** Drops blank lines around the code and the indentation common to all its lines. */
function dedent(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').replace(/^\s*\n|\s+$/g, '').split('\n');
  const common = lines
    .filter((line) => line.trim())
    .reduce((least, line) => Math.min(least, /^[ \t]*/.exec(line)![0].length), Number.POSITIVE_INFINITY);
  return Number.isFinite(common) ? lines.map((line) => line.slice(common)).join('\n') : '';
}
