// mammoth's HTML → a small element tree. mammoth writes a narrow, regular dialect: every
// element closed, attributes double-quoted, text escaped with &amp; &lt; &gt; (&quot; in
// attributes), no comments, scripts or entities of any other kind. That is all this parser
// reads; a general HTML parser would be a dependency for nothing.

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}

export type HtmlNode = HtmlElement | string;

const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z_:][-a-zA-Z0-9_:.]*="[^"]*")*)\s*(\/?)>|([^<]+)|(<)/g;
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)="([^"]*)"/g;
const VOID_TAGS = new Set(['br', 'img', 'hr']);

/** The top-level nodes of an HTML fragment as mammoth writes it. */
export function parseMammothHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { tag: '#root', attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  for (const match of html.matchAll(TOKEN)) {
    const [, closing, tagName, attributeText, selfClosing, text, strayLessThan] = match;
    const parent = stack[stack.length - 1]!;
    if (text !== undefined || strayLessThan !== undefined) {
      parent.children.push(decodeHtml(text ?? '<'));
      continue;
    }
    const tag = tagName!.toLowerCase();
    if (closing) {
      // Close up to the matching element; a stray end tag closes nothing.
      const index = stack.map((element) => element.tag).lastIndexOf(tag);
      if (index > 0) stack.length = index;
      continue;
    }
    const element: HtmlElement = { tag, attrs: parseAttributes(attributeText ?? ''), children: [] };
    parent.children.push(element);
    if (!selfClosing && !VOID_TAGS.has(tag)) stack.push(element);
  }
  return root.children;
}

function parseAttributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) attrs[name!.toLowerCase()] = decodeHtml(value!);
  return attrs;
}

function decodeHtml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );
}

/** Every text below a node, in order. */
export function htmlText(node: HtmlNode): string {
  if (typeof node === 'string') return node;
  let text = '';
  const stack: HtmlNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current === 'string') text += current;
    else for (let index = current.children.length - 1; index >= 0; index--) stack.push(current.children[index]!);
  }
  return text;
}
