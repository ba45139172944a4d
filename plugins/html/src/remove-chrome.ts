// Structured mode's fallback when Readability finds no article: the whole body minus the
// page's navigation chrome (menus, banners, footers, sidebars, forms).

import type { DomElement } from './dom-types.ts';

const CHROME = [
  'nav', 'aside', 'form', 'button', 'menu',
  '[role="navigation" i]', '[role="banner" i]', '[role="contentinfo" i]', '[role="search" i]',
  '[role="complementary" i]', '[role="menu" i]', '[role="menubar" i]', '[role="dialog" i]',
].join(',');

/** Content that owns a <header>/<footer>: there they hold a title or byline, not site chrome. */
const SECTIONING = 'article, main, section, [role="main" i], [role="article" i]';

export function removeChrome(body: DomElement): void {
  for (const element of Array.from(body.querySelectorAll(CHROME))) element.remove();
  // A page-level <header>/<footer> is the site banner or footer (HTML's "banner" and
  // "contentinfo" roles); one inside an article belongs to the article.
  for (const element of Array.from(body.querySelectorAll('header, footer'))) {
    if (element.isConnected && !element.parentElement?.closest(SECTIONING)) element.remove();
  }
}
