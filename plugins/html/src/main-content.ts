// Structured mode's choice of what to convert: Readability's article when it found one that
// holds a fair share of the page's text, else the body without its navigation chrome.
// Either way the page's own heading (its <h1>, else its title) opens the content.

import { Readability } from '@mozilla/readability';
import { moveChildren } from './dom-edit.ts';
import type { DomDocument, DomElement } from './dom-types.ts';
import { elementCount } from './dom-walk.ts';
import { removeChrome } from './remove-chrome.ts';

/** Below this, an "article" is a teaser or a caption, not the page's content. */
const MIN_ARTICLE_CHARS = 500;
/**
 * The article must keep this share of the text that survives chrome removal; below it,
 * Readability has dropped real content (a page that is one big table, a list of short
 * sections it scored as boilerplate).
 */
const MIN_ARTICLE_SHARE = 0.4;
/**
 * Readability's cost grows faster than the page, worst on wide inline runs (200,000 links in
 * one paragraph take it over a minute). Past this bound, which real articles stay inside
 * (the longest Wikipedia articles have ~30,000 elements), the body fallback is used instead.
 */
const MAX_READABLE_ELEMENTS = 40_000;

/**
 * The element to convert. `document` has been cleaned of invisible elements; Readability
 * reads a copy of it, and its own body becomes the fallback (chrome removed in place).
 * `title` is the page's metadata title, the heading of last resort.
 */
export function mainContent(document: DomDocument, title: string | null): DomElement {
  const body = document.body!;
  const h1s = Array.from(body.querySelectorAll('h1'));
  const firstH1 = tidy(h1s[0]?.textContent);
  const article = elementCount(body) <= MAX_READABLE_ELEMENTS ? readArticle(document) : null;
  const fallback = body;
  removeChrome(fallback);

  const articleChars = article ? tidy(article.root.textContent).length : 0;
  const bodyChars = tidy(fallback.textContent).length;
  if (article && articleChars >= MIN_ARTICLE_CHARS && articleChars >= MIN_ARTICLE_SHARE * bodyChars) {
    // Readability takes the page title out of the content (and demotes every <h1>). A lone
    // <h1> is the page's title; with several, Readability's pick from <title> and them is.
    ensureHeading(article.root, (h1s.length === 1 ? firstH1 : '') || article.title || title || '');
    return article.root;
  }
  // Only an <h1> the chrome removal took away (one in a page-level <header>) is put back:
  // a page without an <h1> does not get its <title> added.
  if (firstH1 && !fallback.querySelector('h1')) ensureHeading(fallback, firstH1);
  return fallback;
}

function readArticle(document: DomDocument): { root: DomElement; title: string } | null {
  try {
    // Readability rewrites the document it reads, so it gets a copy.
    const copy = document.cloneNode(true);
    const reader = new Readability(copy as unknown as ConstructorParameters<typeof Readability>[0], {
      serializer: (node) => node as unknown as DomElement,
    });
    const article = reader.parse();
    if (!article?.content) return null;
    return { root: article.content, title: tidy(article.title) };
  } catch {
    // Readability can trip over markup linkedom builds differently from a browser;
    // the body fallback still gives the page's text.
    return null;
  }
}

/** Makes `heading` the content's first-level heading, adding it when it is missing. */
function ensureHeading(root: DomElement, heading: string): void {
  if (!heading) return;
  const wanted = heading.toLowerCase();
  const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  const same = headings.find((element) => tidy(element.textContent).toLowerCase() === wanted);
  if (same?.localName === 'h1') return;
  if (same && same === headings[0]) {
    const promoted = root.ownerDocument!.createElement('h1');
    moveChildren(same, promoted);
    same.replaceWith(promoted);
    return;
  }
  if (same) return; // the title is in there, further down; leave the page's order alone
  const added = root.ownerDocument!.createElement('h1');
  added.textContent = heading;
  root.prepend(added);
}

function tidy(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
