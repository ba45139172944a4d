// Caps runs of whitespace and of <br> before Readability, whose whitespace regexes V8 retries
// from every position of every run, so each run costs the square of its length: a page with
// 200,000 &nbsp; or <br> in a row takes minutes. Real text never needs more than a few
// hundred blanks, or two <br>, in a row.

import { isElement, TEXT_NODE, type DomElement, type DomNode } from './dom-types.ts';
import { walk } from './dom-walk.ts';

const MAX_WHITESPACE_RUN = 200;
const LONG_RUN = new RegExp(`\\s{${MAX_WHITESPACE_RUN + 1},}`, 'g');
const MAX_BREAKS_IN_A_ROW = 2;

export function tameWhitespace(root: DomElement): void {
  const extraBreaks: DomElement[] = [];
  let breaksInARow = 0;
  walk(root, {
    enter(node: DomNode) {
      if (node.nodeType === TEXT_NODE) {
        const text = node.textContent ?? '';
        if (/\S/.test(text)) breaksInARow = 0;
        LONG_RUN.lastIndex = 0;
        if (LONG_RUN.test(text)) node.textContent = text.replace(LONG_RUN, (run) => run.slice(0, MAX_WHITESPACE_RUN));
        return 'skip';
      }
      if (!isElement(node)) return 'skip';
      if (node.localName !== 'br') {
        breaksInARow = 0;
        return 'descend';
      }
      if (++breaksInARow > MAX_BREAKS_IN_A_ROW) extraBreaks.push(node);
      return 'skip';
    },
  });
  for (const br of extraBreaks) br.remove();
}
