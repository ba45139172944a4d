// What the book's table of contents calls each chapter file: EPUB 3's nav document (the
// nav marked epub:type="toc") or, failing that, EPUB 2's NCX. The first entry that points
// at a file names it. A chapter that does not open with a heading of its own gets this name
// as its heading, so every chapter boundary is visible in the text.

import { isBadInputError } from '@docextract/contracts/plugin-api';
import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { attr, descendants, type XmlElement } from '@docextract/plugin-kit/xml';
import { resolvePackagePath } from '@docextract/plugin-kit/package-path';
import { readXml, type PackageDocument } from './package-document.ts';

export function navLabels(zip: OfficeZip, book: PackageDocument): Map<string, string> {
  const labels = new Map<string, string>();
  const add = (fromPart: string, href: string | undefined, label: string): void => {
    const target = href ? resolvePackagePath(fromPart, href) : null;
    const text = label.replace(/\s+/g, ' ').trim();
    if (target && text && !labels.has(target)) labels.set(target, text);
  };
  const nav = book.navPath ? readQuietly(zip, book.navPath) : null;
  if (nav && book.navPath) {
    const navs = descendants(nav, 'nav');
    const toc = navs.find((element) => (attr(element, 'epub:type') ?? '').split(/\s+/).includes('toc')) ?? navs[0];
    for (const link of toc ? descendants(toc, 'a') : []) add(book.navPath, attr(link, 'href'), allText(link));
  }
  const ncx = labels.size === 0 && book.ncxPath ? readQuietly(zip, book.ncxPath) : null;
  if (ncx && book.ncxPath) {
    for (const point of descendants(ncx, 'navPoint')) {
      const label = descendants(point, 'text')[0];
      const content = descendants(point, 'content')[0];
      add(book.ncxPath, content ? attr(content, 'src') : undefined, label ? allText(label) : '');
    }
  }
  return labels;
}

// The table of contents only adds headings: a broken one costs nothing else. Limits
// (a zip bomb) still stop the book.
function readQuietly(zip: OfficeZip, partPath: string): XmlElement | null {
  try {
    return readXml(zip, partPath);
  } catch (error) {
    if (isBadInputError(error) && error.reason === 'corrupt') return null;
    throw error;
  }
}

function allText(element: XmlElement): string {
  return element.children.map((child) => (typeof child === 'string' ? child : allText(child))).join('');
}
