// Hostile files for the safety tests: an EPUB whose first chapter inflates a thousandfold
// (20 MB of text in about 20 KB: a zip bomb the directory check refuses by its ratio), and an
// .odt whose content.xml declares a "billion laughs" DTD (an entity bomb: 10^9 copies of
// "lol" if anyone expanded it; nobody here does, and the DTD alone refuses the file).

import { epubParts, xhtml } from './epub-parts.ts';
import { contentXml, EPUB_TYPE, ODT_TYPE, writeZipPackage, XML_DECLARATION } from './odf-package.ts';
import { odtParts } from './odt-parts.ts';

const BOMB_BYTES = 20 * 1024 * 1024;

export async function zipBombEpub(): Promise<Buffer> {
  return writeZipPackage(EPUB_TYPE, epubParts(xhtml('Bomb', `<p>${'A'.repeat(BOMB_BYTES)}</p>`)));
}

export async function entityBombOdt(): Promise<Buffer> {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let level = 1; level <= 9; level++) entities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
  const parts = odtParts();
  const content = contentXml('', '<office:text><text:p>&lol9;</text:p></office:text>');
  parts['content.xml'] = content.replace(XML_DECLARATION, `${XML_DECLARATION}<!DOCTYPE office:document-content [${entities.join('')}]>`);
  return writeZipPackage(ODT_TYPE, parts);
}
