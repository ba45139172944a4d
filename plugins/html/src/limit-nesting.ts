// Caps element nesting in the HTML source before it is parsed. The parser under linkedom
// (htmlparser2) keeps its open-element stack with unshift/indexOf, so 100,000 nested tags
// cost it tens of seconds, and every later DOM walk (Readability, the kit's converter) recurses.
// This scanner mirrors htmlparser2's stack rules (void elements, the tags that close an open
// one, raw-text elements) with a plain array, and deletes the tags that would open deeper
// than `maxDepth`, with their matching end tags. Text is never deleted, only markup.

const VOID_ELEMENTS = new Set([
  'area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input',
  'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr',
]);

/** Elements whose content is raw text up to their end tag (as htmlparser2 reads them). */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'title', 'textarea', 'xmp']);

const P = ['p'];
const FORM = ['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea'];
/**
 * Opening the key closes an open element of these names on top of the stack (htmlparser2).
 * A Map, not an object literal: a page may use any tag name, "constructor" included.
 */
const OPEN_IMPLIES_CLOSE = new Map<string, readonly string[]>([
  ['tr', ['tr', 'th', 'td']], ['th', ['th']], ['td', ['thead', 'th', 'td']], ['body', ['head', 'link', 'script']],
  ['li', ['li']], ['option', ['option']], ['optgroup', ['optgroup', 'option']], ['dd', ['dd', 'dt']],
  ['dt', ['dd', 'dt']], ['rt', ['rt', 'rp']], ['rp', ['rt', 'rp']], ['tbody', ['thead', 'tbody']],
  ['tfoot', ['thead', 'tbody']], ['select', FORM], ['input', FORM], ['output', FORM], ['button', FORM],
  ['datalist', FORM], ['textarea', FORM],
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'address', 'article', 'aside', 'blockquote', 'details', 'div',
    'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hr', 'main', 'nav', 'ol', 'pre',
    'section', 'table', 'ul'].map((name): [string, readonly string[]] => [name, P]),
]);

export function limitNesting(html: string, maxDepth: number): string {
  if (!couldBeDeeperThan(html, maxDepth)) return html;
  const stack: string[] = [];
  /** Tags opened past the limit and not yet closed, by name: their end tags go too. */
  const dropped = new Map<string, number>();
  const keep: string[] = [];
  let copiedUpTo = 0;
  let position = 0;

  const drop = (start: number, end: number) => {
    keep.push(html.slice(copiedUpTo, start));
    copiedUpTo = end;
  };

  while (position < html.length) {
    const lt = html.indexOf('<', position);
    if (lt === -1) break;
    const tag = readTag(html, lt);
    position = tag.end;
    if (tag.kind === 'open') {
      const closes = OPEN_IMPLIES_CLOSE.get(tag.name);
      while (closes && stack.length > 0 && closes.includes(stack[stack.length - 1]!)) stack.pop();
      const isVoid = VOID_ELEMENTS.has(tag.name) || (tag.selfClosing && inForeignContent(stack));
      if (!isVoid) {
        if (stack.length >= maxDepth) {
          drop(lt, tag.end);
          dropped.set(tag.name, (dropped.get(tag.name) ?? 0) + 1);
        } else {
          stack.push(tag.name);
        }
      }
      if (RAW_TEXT_ELEMENTS.has(tag.name) && !tag.selfClosing) position = rawTextEnd(html, tag.end, tag.name);
    } else if (tag.kind === 'close') {
      const pending = dropped.get(tag.name) ?? 0;
      if (pending > 0) {
        dropped.set(tag.name, pending - 1);
        drop(lt, tag.end);
      } else {
        const index = stack.lastIndexOf(tag.name);
        if (index !== -1) stack.length = index;
      }
    }
  }
  if (keep.length === 0) return html;
  keep.push(html.slice(copiedUpTo));
  return keep.join('');
}

/** Fewer tags than the limit cannot nest past it, and most pages have few enough. */
function couldBeDeeperThan(html: string, maxDepth: number): boolean {
  let count = 0;
  for (let index = html.indexOf('<'); index !== -1; index = html.indexOf('<', index + 1)) {
    if (++count > maxDepth) return true;
  }
  return false;
}

function inForeignContent(stack: string[]): boolean {
  // htmlparser2 honours "/>" inside svg and math only.
  return stack.includes('svg') || stack.includes('math');
}

type Tag =
  | { kind: 'open'; name: string; selfClosing: boolean; end: number }
  | { kind: 'close'; name: string; end: number }
  | { kind: 'other'; end: number };

/** Reads the markup that starts at `lt` (a "<"); `end` is just past it. */
function readTag(html: string, lt: number): Tag {
  if (html.startsWith('<!--', lt)) return { kind: 'other', end: endAfter(html, '-->', lt + 4) };
  const next = html.charCodeAt(lt + 1);
  if (next === BANG || next === QUESTION) return { kind: 'other', end: endAfter(html, '>', lt + 2) };
  if (next === SLASH) {
    const nameEnd = tagNameEnd(html, lt + 2);
    const end = endAfter(html, '>', lt + 2);
    if (!isAsciiLetter(html.charCodeAt(lt + 2))) return { kind: 'other', end };
    return { kind: 'close', name: html.slice(lt + 2, nameEnd).toLowerCase(), end };
  }
  if (!isAsciiLetter(next)) return { kind: 'other', end: lt + 1 }; // a lone "<" in text
  const nameEnd = tagNameEnd(html, lt + 1);
  const { end, selfClosing } = attributesEnd(html, nameEnd);
  return { kind: 'open', name: html.slice(lt + 1, nameEnd).toLowerCase(), selfClosing, end };
}

/** Skips attributes (quoted values may hold ">") to just past the tag's ">". */
function attributesEnd(html: string, from: number): { end: number; selfClosing: boolean } {
  let index = from;
  let slashBefore = false;
  while (index < html.length) {
    const code = html.charCodeAt(index);
    if (code === GREATER) return { end: index + 1, selfClosing: slashBefore };
    if (code === EQUALS) {
      index++;
      while (index < html.length && isSpace(html.charCodeAt(index))) index++;
      const quote = html[index];
      if (quote === '"' || quote === "'") {
        index = endAfter(html, quote, index + 1);
        slashBefore = false;
        continue;
      }
      continue;
    }
    if (code === SLASH) slashBefore = true;
    else if (!isSpace(code)) slashBefore = false;
    index++;
  }
  return { end: html.length, selfClosing: false };
}

function tagNameEnd(html: string, from: number): number {
  let index = from;
  while (index < html.length) {
    const code = html.charCodeAt(index);
    if (isSpace(code) || code === SLASH || code === GREATER) break;
    index++;
  }
  return index;
}

const BANG = 0x21;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const GREATER = 0x3e;
const QUESTION = 0x3f;

function isAsciiLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
}

function rawTextEnd(html: string, from: number, name: string): number {
  const match = new RegExp(`</${name}[\\s/>]`, 'ig');
  match.lastIndex = from;
  return match.exec(html)?.index ?? html.length;
}

function endAfter(html: string, marker: string, from: number): number {
  const index = html.indexOf(marker, from);
  return index === -1 ? html.length : index + marker.length;
}
