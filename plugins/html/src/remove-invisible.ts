// Removes what a reader never sees as text: scripts, styles, embedded objects, form
// controls' machinery, comments, and elements hidden by the `hidden` attribute or inline CSS.
// Both modes run this first, so no script/style/template content can reach the model.
// One walk with plain name checks: the CSS selector engine over a large page costs seconds.

import { COMMENT_NODE, isElement, type DomElement, type DomNode } from './dom-types.ts';
import { walk } from './dom-walk.ts';

const NEVER_TEXT = new Set([
  'script', 'style', 'noscript', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet',
  'canvas', 'svg', 'audio', 'video', 'map', 'head', 'title', 'meta', 'link', 'base', 'select', 'datalist',
]);

const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/**
 * `root` is the <body> (or a clone of it); `ariaHidden` also drops aria-hidden="true"
 * subtrees, which structured mode treats as decoration (icons, duplicated labels).
 */
export function removeInvisible(root: DomElement, { ariaHidden }: { ariaHidden: boolean }): void {
  const invisible: DomNode[] = [];
  walk(root, {
    enter(node) {
      const gone = node.nodeType === COMMENT_NODE || (isElement(node) && isInvisible(node, ariaHidden));
      if (gone) invisible.push(node);
      return gone ? 'skip' : 'descend';
    },
  });
  for (const node of invisible) node.remove();
}

function isInvisible(element: DomElement, ariaHidden: boolean): boolean {
  const name = element.localName;
  if (NEVER_TEXT.has(name) || element.hasAttribute('hidden')) return true;
  if (name === 'dialog' && !element.hasAttribute('open')) return true;
  if (ariaHidden && element.getAttribute('aria-hidden')?.trim().toLowerCase() === 'true') return true;
  const style = element.getAttribute('style');
  return style !== null && HIDING_STYLE.test(style);
}
