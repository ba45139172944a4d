// Phrasing content → inline content: text, bold/italic/strike/code from their elements, links
// that are safe to follow (others keep their text), line breaks, pictures as their alt text,
// MathML as its alttext. Block elements met inside phrasing (a <div> in a <span>) read as
// line breaks around their content, as a browser shows them.

import { childNodes, isElement, isText, tagOf, type HtmlElement, type HtmlNode } from './dom-slice.ts';
import { isBlockElement, LOOKS, type Look } from './element-kinds.ts';
import type { ConvertContext } from './convert-context.ts';
import type { InlineBuilder } from './inline-builder.ts';
import { safeHref } from './safe-href.ts';

export function readInlines(nodes: Iterable<HtmlNode>, into: InlineBuilder, look: Look, context: ConvertContext, depth: number): void {
  for (const node of nodes) {
    if (isText(node)) into.text(node.textContent ?? '', look);
    else if (isElement(node)) readInlineElement(node, into, look, context, depth);
  }
}

function readInlineElement(element: HtmlElement, into: InlineBuilder, look: Look, context: ConvertContext, depth: number): void {
  if (context.isHidden(element)) return;
  if (depth > context.maxDepth) {
    into.text(element.textContent ?? '', look);
    return;
  }
  const tag = tagOf(element);
  switch (tag) {
    case 'br':
      into.lineBreak();
      return;
    case 'img':
    case 'area':
      into.text(context.altText(element), look);
      return;
    case 'input':
      return; // a checkbox is read by the list it opens; other controls hold no text
    case 'math': {
      // MathML's own text is a tree of symbols; its alttext, when given, reads as a formula.
      const alt = element.getAttribute('alttext');
      into.text(alt ?? element.textContent ?? '', look);
      return;
    }
    case 'a': {
      const href = safeHref(element.getAttribute('href') ?? '', context.baseUrl);
      if (href) into.openLink(href);
      readInlines(childNodes(element), into, look, context, depth + 1);
      if (href) into.closeLink();
      return;
    }
    default: {
      const block = isBlockElement(tag) && tag !== 'td' && tag !== 'th';
      if (block) into.blockEdge();
      readInlines(childNodes(element), into, { ...look, ...LOOKS[tag] }, context, depth + 1);
      if (block) into.blockEdge();
    }
  }
}
