// The text-layer fixtures: two columns, structure (headings, lists, a table, a hyphenated
// paragraph), running headers and footers, right-to-left text, and metadata.

import { PdfFileBuilder } from './pdf-file.ts';
import { embeddedTrueType, standardFont } from './pdf-fonts.ts';
import { name, ref, str } from './pdf-objects.ts';
import { PageComposer, type FontUse } from './page-composer.ts';

const LETTER = { width: 612, height: 792 };
const REGULAR: FontUse = { resource: 'F1' };
const BOLD: FontUse = { resource: 'F2', bold: true };
const MONO: FontUse = { resource: 'F3' };

/** A file with Helvetica (F1), Helvetica-Bold (F2) and Courier (F3) and the given pages. */
export function textPdf(pages: PageComposer[], extra: { info?: Record<string, string>; xmp?: string } = {}): Buffer {
  const pdf = new PdfFileBuilder();
  const catalog = pdf.reserve();
  const pagesId = pdf.reserve();
  const fonts = { F1: ref(standardFont(pdf, 'Helvetica')), F2: ref(standardFont(pdf, 'Helvetica-Bold')), F3: ref(standardFont(pdf, 'Courier')) };
  const kids = pages.map((page) => ref(page.addTo(pdf, pagesId, { Font: fonts })));
  pdf.set(pagesId, { Type: name('Pages'), Kids: kids, Count: kids.length });
  const metadata = extra.xmp ? pdf.addStream({ Type: name('Metadata'), Subtype: name('XML') }, Buffer.from(extra.xmp, 'utf8'), false) : undefined;
  pdf.set(catalog, { Type: name('Catalog'), Pages: ref(pagesId), ...(metadata ? { Metadata: ref(metadata) } : {}) });
  const info = extra.info ? pdf.add(Object.fromEntries(Object.entries(extra.info).map(([key, value]) => [key, str(value)]))) : undefined;
  return pdf.build({ root: catalog, ...(info ? { info } : {}) });
}

export function twoColumnPage(): PageComposer {
  const page = new PageComposer(LETTER.width, LETTER.height);
  page.text(BOLD, 18, 54, 72, 'Two Column Layout Study');
  const left =
    'Apples open the left column. The orchard keeps seven varieties, and the harvest starts in late summer when the fruit turns red. ' +
    'Pickers work in pairs and fill wooden crates by noon. The left column closes with pears.';
  const leftMore = 'Cider presses run through October, and the left column ends here with plums.';
  const right =
    'Rivers open the right column. The valley has three of them, and each one floods in spring when the snow melts on the hills. ' +
    'Boats carry timber to the mill downstream. The right column closes with ferries.';
  const rightMore = 'Bridges were rebuilt after the flood, and the right column ends here with harbours.';
  // Both columns share baselines, as set text does: rows of the two columns line up.
  let top = page.paragraph(REGULAR, 11, 54, 110, 240, left, 14);
  page.paragraph(REGULAR, 11, 54, top + 8, 240, leftMore, 14);
  top = page.paragraph(REGULAR, 11, 318, 110, 240, right, 14);
  page.paragraph(REGULAR, 11, 318, top + 8, 240, rightMore, 14);
  return page;
}

export function structurePage(): PageComposer {
  const page = new PageComposer(LETTER.width, LETTER.height);
  let top = 72;
  page.text(BOLD, 22, 72, top, 'Annual Report');
  top = page.paragraph(REGULAR, 11, 72, top + 30, 468, 'This report summarises the year for the board. It covers results, regions and the plan for next year in plain words.', 14);
  page.text(BOLD, 15, 72, top + 14, 'Key Results');
  top += 40;
  const bullets = ['Revenue grew in every region for the first time since the company was founded, led by strong demand for garden tools and irrigation kits.', 'Costs fell after the move to the new warehouse.', 'Staff turnover halved.'];
  for (const item of bullets) {
    page.text(REGULAR, 11, 80, top, '•');
    top = page.paragraph(REGULAR, 11, 94, top, 440, item, 14);
  }
  top += 8;
  ['Open two new stores.', 'Hire a head of logistics.', 'Publish the first sustainability report.'].forEach((item, index) => {
    page.text(REGULAR, 11, 80, top, `${index + 1}.`);
    top = page.paragraph(REGULAR, 11, 94, top, 440, item, 14);
  });
  page.text(BOLD, 15, 72, top + 14, 'Regional Figures');
  top += 42;
  const rows = [
    ['Region', 'Revenue', 'Growth'],
    ['North', '1,200', '4.5%'],
    ['South', '980', '3.1%'],
    ['East', '1,430', '6.8%'],
  ];
  for (const [index, row] of rows.entries()) {
    row.forEach((cell, column) => page.text(index === 0 ? BOLD : REGULAR, 11, 72 + column * 150, top, cell));
    top += 16;
  }
  page.text(BOLD, 15, 72, top + 18, 'Review');
  top += 46;
  // The hyphen is placed by hand: "extraordi-" ends a line, "narily" starts the next.
  top = page.paragraph(REGULAR, 11, 72, top, 468, '', 14, [
    'The committee met four times during the year and reviewed an extraordi-',
    'narily detailed proposal for the new distribution centre, which the board',
    'approved in the autumn after a long discussion about well-known risks.',
  ]);
  page.text(REGULAR, 11, 72, top + 10, 'The totals were checked with this function:');
  top += 34;
  // Courier, with the second line indented four characters (4 × 0.6 em).
  page.text(MONO, 10, 72, top, 'def total(rows):');
  page.text(MONO, 10, 96, top + 12, 'return sum(rows)');
  return page;
}

export function runningHeaderPages(): PageComposer[] {
  const bodies = [
    'Sales in the first quarter were steady. The spring catalogue reached more homes than ever, and the shops reported long queues on opening days.',
    'The second quarter brought rain and slower trade. Online orders made up the difference, and the warehouse hired extra hands for July.',
    'The third quarter closed the year on a high note. Holiday orders arrived early, and every shop met its target before the winter sale.',
  ];
  return bodies.map((body, index) => {
    const page = new PageComposer(LETTER.width, LETTER.height);
    page.text(REGULAR, 9, 72, 40, 'ACME Corporation - Quarterly Review');
    page.text(BOLD, 16, 72, 100, `Quarter ${index + 1}`);
    page.paragraph(REGULAR, 11, 72, 130, 468, body, 14);
    page.text(REGULAR, 9, 280, 760, `Page ${index + 1} of ${bodies.length}`);
    return page;
  });
}

/** Hebrew in an embedded DejaVu Sans subset, drawn in visual order as PDF writers do. */
export function rtlPdf(dejaVu: Buffer): Buffer {
  const hebrew = ['שלום עולם', 'זהו מסמך לבדיקה של כיוון הכתיבה'];
  const pdf = new PdfFileBuilder();
  const catalog = pdf.reserve();
  const pagesId = pdf.reserve();
  const font = embeddedTrueType(pdf, dejaVu, 'DejaVuSans', hebrew.join(''));
  const helvetica = standardFont(pdf, 'Helvetica');
  const page = new PageComposer(LETTER.width, LETTER.height);
  hebrew.forEach((line, index) => {
    const visual = Array.from(line).reverse().join('');
    // Right-aligned at x = 540, as a right-to-left paragraph is.
    page.raw('H1', 14, 540 - font.width(visual, 14), 90 + index * 24, font.encode(visual));
  });
  page.text(REGULAR, 12, 72, 160, 'An English line follows the Hebrew one.');
  const pageId = page.addTo(pdf, pagesId, { Font: { H1: ref(font.id), F1: ref(helvetica) } });
  pdf.set(pagesId, { Type: name('Pages'), Kids: [ref(pageId)], Count: 1 });
  pdf.set(catalog, { Type: name('Catalog'), Pages: ref(pagesId) });
  return pdf.build({ root: catalog });
}

export function metadataPdf(): Buffer {
  const page = new PageComposer(LETTER.width, LETTER.height);
  page.text(REGULAR, 12, 72, 90, 'A page that carries metadata in its Info dictionary and XMP packet.');
  const xmp = [
    '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">',
    '<dc:title><rdf:Alt><rdf:li xml:lang="x-default">XMP Title</rdf:li></rdf:Alt></dc:title>',
    '<dc:description><rdf:Alt><rdf:li xml:lang="x-default">Subject from XMP</rdf:li></rdf:Alt></dc:description>',
    '<xmp:CreatorTool>Fixture Writer 1.0</xmp:CreatorTool>',
    '</rdf:Description></rdf:RDF></x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
  return textPdf([page], {
    info: {
      Title: 'Metadata Fixture',
      Author: 'Ada Lovelace',
      Keywords: 'alpha, beta',
      Producer: 'make-pdf-fixtures',
      CreationDate: "D:20240115103000+02'00'",
      ModDate: "D:20240301120000-05'30'",
    },
    xmp,
  });
}
