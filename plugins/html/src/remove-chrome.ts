// Structured mode's fallback when Readability finds no article: the whole body minus the
// page's navigation chrome (menus, banners, footers, sidebars, forms). One walk with plain
// name checks, as in remove-invisible.ts.

import { isElement, type DomElement } from './dom-types.ts';
import { walk } from './dom-walk.ts';

const CHROME_ELEMENTS = new Set(['nav', 'aside', 'form', 'button', 'menu']);
const CHROME_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'search', 'complementary', 'menu', 'menubar', 'dialog']);
/** Content that owns a <header>/<footer>: there they hold a title or byline, not site chrome. */
const SECTIONING_ELEMENTS = new Set(['article', 'main', 'section']);
const SECTIONING_ROLES = new Set(['main', 'article']);

export function removeChrome(body: DomElement): void {
  const chrome: DomElement[] = [];
  let openSections = 0;
  walk(body, {
    enter(node) {
      if (!isElement(node)) return 'skip';
      const name = node.localName;
      const role = node.getAttribute('role')?.trim().toLowerCase() ?? '';
      // A page-level <header>/<footer> is the site banner or footer (HTML's "banner" and
      // "contentinfo" roles); one inside an article belongs to the article.
      const pageLevel = (name === 'header' || name === 'footer') && openSections === 0;
      if (CHROME_ELEMENTS.has(name) || CHROME_ROLES.has(role) || pageLevel) {
        chrome.push(node);
        return 'skip';
      }
      if (SECTIONING_ELEMENTS.has(name) || SECTIONING_ROLES.has(role)) openSections++;
      return 'descend';
    },
    leave(element) {
      const role = element.getAttribute('role')?.trim().toLowerCase() ?? '';
      if (SECTIONING_ELEMENTS.has(element.localName) || SECTIONING_ROLES.has(role)) openSections--;
    },
  });
  for (const element of chrome) element.remove();
}
