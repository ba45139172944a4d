// Hostile PDFs: a page whose content stream inflates to two gibibytes (about 2 MB on the
// wire), a page tree that loops, and cross-reference sections whose /Prev chains loop
// (onto themselves, and through each other).

import { cyclicPagesPdf } from '../pdf-fixtures/other-documents.ts';
import { PdfFileBuilder } from '../pdf-fixtures/pdf-file.ts';
import { standardFont } from '../pdf-fixtures/pdf-fonts.ts';
import { name, ref } from '../pdf-fixtures/pdf-objects.ts';
import { zlibZeros } from './repeated-deflate.ts';
import { ordinaryPdf } from './ordinary-documents.ts';

export { cyclicPagesPdf };

const GIBIBYTE = 1024 * 1024 * 1024;

/**
 * One page whose /Contents are a line of text and then a FlateDecode stream of 2 GiB of
 * zero bytes (whitespace to a content parser): valid, and ruinous to inflate in memory.
 */
export function gibibyteStreamPdf(inflatedBytes = 2 * GIBIBYTE): Buffer {
  const pdf = new PdfFileBuilder();
  const catalog = pdf.reserve();
  const pagesId = pdf.reserve();
  const font = standardFont(pdf, 'Helvetica');
  const text = pdf.addStream({}, 'BT /F1 12 Tf 72 720 Td (Text before the bomb.) Tj ET');
  const bomb = pdf.addStream({ Filter: name('FlateDecode') }, zlibZeros(inflatedBytes), false);
  const page = pdf.add({
    Type: name('Page'),
    Parent: ref(pagesId),
    MediaBox: [0, 0, 612, 792],
    Resources: { Font: { F1: ref(font) } },
    Contents: [ref(text), ref(bomb)],
  });
  pdf.set(pagesId, { Type: name('Pages'), Kids: [ref(page)], Count: 1 });
  pdf.set(catalog, { Type: name('Catalog'), Pages: ref(pagesId) });
  return pdf.build({ root: catalog });
}

/** An ordinary PDF whose trailer's /Prev points at its own cross-reference section. */
export function selfReferencingXrefPdf(): Buffer {
  const whole = ordinaryPdf().toString('latin1');
  const xrefOffset = startXref(whole);
  return Buffer.from(insertIntoLastTrailer(whole, `/Prev ${xrefOffset} `), 'latin1');
}

/**
 * An ordinary PDF plus an appended update: the new section's /Prev points at the first,
 * and the first one's /Prev (patched in, fixed width) points back at the new one.
 */
export function mutuallyReferencingXrefPdf(): Buffer {
  const whole = ordinaryPdf().toString('latin1');
  const firstOffset = startXref(whole);
  const placeholder = '0000000000';
  const patched = insertIntoLastTrailer(whole, `/Prev ${placeholder} `);
  const secondOffset = patched.length;
  const size = /\/Size (\d+)/.exec(patched)![1];
  const root = /\/Root (\d+ \d+ R)/.exec(patched)![1];
  const update = `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size ${size} /Root ${root} /Prev ${firstOffset} >>\nstartxref\n${secondOffset}\n%%EOF\n`;
  return Buffer.from(patched.replace(`/Prev ${placeholder}`, `/Prev ${String(secondOffset).padStart(10, '0')}`) + update, 'latin1');
}

function startXref(pdf: string): number {
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf);
  if (!match) throw new Error('no startxref at the end of the file');
  return Number(match[1]);
}

// The trailer dictionary comes after the cross-reference section, so bytes inserted there
// move no offset that the section or startxref records.
function insertIntoLastTrailer(pdf: string, entries: string): string {
  const at = pdf.lastIndexOf('trailer\n<< ');
  if (at < 0) throw new Error('no trailer dictionary');
  const insertAt = at + 'trailer\n<< '.length;
  return pdf.slice(0, insertAt) + entries + pdf.slice(insertAt);
}
