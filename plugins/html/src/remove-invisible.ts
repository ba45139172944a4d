// Removes what a reader never sees as text: scripts, styles, embedded objects, form
// controls' machinery, and elements hidden by the `hidden` attribute or inline CSS.
// Both modes run this first, so no script/style/template content can reach the model.

import type { DomElement } from './dom-types.ts';

const NEVER_TEXT = [
  'script', 'style', 'noscript', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet',
  'canvas', 'svg', 'audio', 'video', 'map', 'head', 'title', 'meta', 'link', 'base', 'select', 'datalist',
  'dialog:not([open])',
].join(',');

const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/**
 * `root` is the <body> (or a clone of it); `ariaHidden` also drops aria-hidden="true"
 * subtrees, which structured mode treats as decoration (icons, duplicated labels).
 */
export function removeInvisible(root: DomElement, { ariaHidden }: { ariaHidden: boolean }): void {
  for (const element of Array.from(root.querySelectorAll(NEVER_TEXT))) element.remove();
  const hidden = ariaHidden ? '[hidden],[style],[aria-hidden="true" i]' : '[hidden],[style]';
  for (const element of Array.from(root.querySelectorAll(hidden))) {
    if (isHidden(element, ariaHidden)) element.remove();
  }
}

function isHidden(element: DomElement, ariaHidden: boolean): boolean {
  if (element.hasAttribute('hidden')) return true;
  if (ariaHidden && element.getAttribute('aria-hidden')?.trim().toLowerCase() === 'true') return true;
  return HIDING_STYLE.test(element.getAttribute('style') ?? '');
}
