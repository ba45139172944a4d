// The parts of book.epub: three chapters whose spine order (one, two, three) differs from
// their manifest order (three, one, two), an EPUB 3 nav document, an NCX, OPF metadata
// (title, creator, two subjects, dates, publisher). Chapter one is EPUB 2 style XHTML with a
// DOCTYPE and HTML entities, emphasis, links, nested lists and verse with line breaks;
// chapter two has no heading (the nav names it) and a picture; chapter three has a table
// with a header and a span, a quote and preformatted text.

import type { Parts } from './odf-package.ts';

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const XHTML_11_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">\n';

export function xhtml(title: string, body: string, doctype = ''): string {
  return `${XML}${doctype}<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>${title}</title><link rel="stylesheet" href="../styles/book.css"/></head><body>${body}</body></html>`;
}

const CHAPTER_ONE = xhtml('Eggs', [
  '<section epub:type="chapter"><header><h1>Chapter One: Eggs</h1></header>',
  '<p>The eggs were laid in <em>early&nbsp;March</em> &mdash; <strong>nine</strong> of them. See <a href="https://example.org/eggs">the egg survey</a> and <a href="chapter-two.xhtml">the next chapter</a>.</p>',
  '<span epub:type="pagebreak" title="2" id="page2"/>',
  '<ul><li>Mallard eggs<ol><li>Pale green</li><li>Smooth</li></ol></li><li>Coot eggs</li></ul>',
  '<p class="verse">Nine eggs in the reeds,<br/>\n    one duck to keep them warm,<br/>\n    no fox in sight.</p>',
  '</section>',
].join('\n'), XHTML_11_DOCTYPE);

const CHAPTER_TWO = xhtml('Interlude', [
  '<div class="interlude"><p>Rain fell on the pond all afternoon.</p>',
  '<figure><img src="../images/duckling.png" alt="A duckling asleep"/><figcaption>The first duckling.</figcaption></figure>',
  '<p hidden="hidden">Hidden draft text.</p><script>var tracking = "script text";</script></div>',
].join('\n'));

const CHAPTER_THREE = xhtml('Flight', [
  '<h2>Chapter Three: Flight</h2>',
  '<table><thead><tr><th>Duck</th><th colspan="2">First flights</th></tr></thead><tbody><tr><td>Ada</td><td>June</td><td>July</td></tr></tbody></table>',
  '<blockquote><p>Ducks fly when they are ready.</p></blockquote>',
  '<pre>wing  beats: 1 2 3\nglide</pre>',
].join('\n'));

const NAV = `${XML}<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head><body>` +
  '<nav epub:type="toc"><h1>Contents</h1><ol><li><a href="text/chapter-one.xhtml">Chapter One: Eggs</a></li><li><a href="text/chapter-two.xhtml">Interlude at the Pond</a></li>' +
  '<li><a href="text/chapter-three.xhtml#top">Chapter Three: Flight</a></li></ol></nav></body></html>';

const NCX = `${XML}<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><head/><docTitle><text>The Duck Book</text></docTitle><navMap>` +
  '<navPoint id="n1" playOrder="1"><navLabel><text>Chapter One: Eggs</text></navLabel><content src="text/chapter-one.xhtml"/></navPoint>' +
  '<navPoint id="n2" playOrder="2"><navLabel><text>Interlude (NCX name)</text></navLabel><content src="text/chapter-two.xhtml"/></navPoint></navMap></ncx>';

function opf(spine = ['ch1', 'ch2', 'ch3'], extraManifest = ''): string {
  return `${XML}<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">` +
    '<dc:identifier id="uid">urn:uuid:0f0e0d0c-0b0a-4000-8000-000000000001</dc:identifier><dc:title>The Duck Book</dc:title>' +
    '<dc:creator id="author">Ada Lovelace</dc:creator><meta refines="#author" property="role">aut</meta><dc:subject>Ducks</dc:subject><dc:subject>Ponds</dc:subject>' +
    '<dc:date>2024-02-01</dc:date><meta property="dcterms:modified">2024-03-02T10:00:00Z</meta><dc:language>en</dc:language><dc:publisher>Pond Press</dc:publisher>' +
    '</metadata><manifest>' +
    '<item id="ch3" href="text/chapter-three.xhtml" media-type="application/xhtml+xml"/>' +
    '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>' +
    '<item id="ch1" href="text/chapter-one.xhtml" media-type="application/xhtml+xml"/>' +
    '<item id="ch2" href="text/chapter-two.xhtml" media-type="application/xhtml+xml"/>' +
    '<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>' +
    '<item id="css" href="styles/book.css" media-type="text/css"/>' +
    '<item id="duckling" href="images/duckling.png" media-type="image/png"/>' + extraManifest +
    `</manifest><spine toc="ncx">${spine.map((id) => `<itemref idref="${id}"/>`).join('')}</spine></package>`;
}

const CONTAINER = `${XML}<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`;

export function epubParts(chapterOne = CHAPTER_ONE): Parts {
  return {
    'META-INF/container.xml': CONTAINER,
    'OEBPS/content.opf': opf(),
    'OEBPS/nav.xhtml': NAV,
    'OEBPS/toc.ncx': NCX,
    'OEBPS/text/chapter-three.xhtml': CHAPTER_THREE,
    'OEBPS/text/chapter-one.xhtml': chapterOne,
    'OEBPS/text/chapter-two.xhtml': CHAPTER_TWO,
    'OEBPS/styles/book.css': 'body { font-family: serif; }\n',
    'OEBPS/images/duckling.png': Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  };
}
