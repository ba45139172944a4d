// The fixtures that are about the file rather than its layout: a scanned page (a JPEG and no
// text layer), a document mixing a text page and a scanned one, encrypted files, a truncated
// file and a page tree that loops.

import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PdfFileBuilder } from './pdf-file.ts';
import { standardEncryption } from './pdf-encryption.ts';
import { standardFont } from './pdf-fonts.ts';
import { name, ref } from './pdf-objects.ts';
import { PageComposer } from './page-composer.ts';

const SCAN_PAGE = { width: 360, height: 216 };
const SCAN_LINES = ['Invoice number 4521', 'The quick brown fox jumps', 'over the lazy dog.', 'Total amount due: 980 dollars'];

/** The scan: text drawn onto a canvas at 200 dpi and saved as a greyish JPEG, as a scanner would. */
export function scanJpeg(fontPath: string): { jpeg: Buffer; width: number; height: number } {
  GlobalFonts.registerFromPath(fontPath, 'FixtureScan');
  const width = Math.round((SCAN_PAGE.width / 72) * 200);
  const height = Math.round((SCAN_PAGE.height / 72) * 200);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f4f2ee';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#1a1a1a';
  context.font = '44px FixtureScan';
  SCAN_LINES.forEach((line, index) => context.fillText(line, 60, 110 + index * 78));
  return { jpeg: canvas.encodeSync('jpeg', 60), width, height };
}

/** A scanned page (image only) after optional text pages. */
export function scannedPdf(scan: { jpeg: Buffer; width: number; height: number }, textPages: string[] = [], pageSize = SCAN_PAGE): Buffer {
  const pdf = new PdfFileBuilder();
  const catalog = pdf.reserve();
  const pagesId = pdf.reserve();
  const helvetica = standardFont(pdf, 'Helvetica');
  const kids = textPages.map((text) => {
    const page = new PageComposer(pageSize.width, pageSize.height);
    page.paragraph({ resource: 'F1' }, 11, 36, 48, 288, text, 14);
    return ref(page.addTo(pdf, pagesId, { Font: { F1: ref(helvetica) } }));
  });
  const image = pdf.addStream(
    { Type: name('XObject'), Subtype: name('Image'), Width: scan.width, Height: scan.height, ColorSpace: name('DeviceRGB'), BitsPerComponent: 8, Filter: name('DCTDecode') },
    scan.jpeg,
    false,
  );
  const scanPage = new PageComposer(pageSize.width, pageSize.height);
  scanPage.image('Im1', 0, 0, pageSize.width, pageSize.height);
  kids.push(ref(scanPage.addTo(pdf, pagesId, { XObject: { Im1: ref(image) } })));
  pdf.set(pagesId, { Type: name('Pages'), Kids: kids, Count: kids.length });
  pdf.set(catalog, { Type: name('Catalog'), Pages: ref(pagesId) });
  return pdf.build({ root: catalog });
}

/** One page of text, encrypted with RC4-128; an empty user password opens it for anyone. */
export function encryptedPdf(text: string, userPassword: string, ownerPassword: string): Buffer {
  const pdf = new PdfFileBuilder();
  const catalog = pdf.reserve();
  const pagesId = pdf.reserve();
  const page = new PageComposer(612, 792);
  page.paragraph({ resource: 'F1' }, 12, 72, 90, 468, text, 15);
  const pageId = page.addTo(pdf, pagesId, { Font: { F1: ref(standardFont(pdf, 'Helvetica')) } });
  pdf.set(pagesId, { Type: name('Pages'), Kids: [ref(pageId)], Count: 1 });
  pdf.set(catalog, { Type: name('Catalog'), Pages: ref(pagesId) });
  // Copying not allowed (bit 5 clear): a reader that honours it refuses; an extractor opens it anyway.
  const encryption = standardEncryption({ userPassword, ownerPassword, permissions: -3904 & ~16, fileId: Buffer.from('fixture-encrypted', 'latin1') });
  return pdf.build({ root: catalog, encryption });
}

/** A catalog whose page tree points back at itself. */
export function cyclicPagesPdf(): Buffer {
  const pdf = new PdfFileBuilder();
  const catalog = pdf.reserve();
  const pagesId = pdf.reserve();
  const inner = pdf.reserve();
  pdf.set(inner, { Type: name('Pages'), Parent: ref(pagesId), Kids: [ref(pagesId)], Count: 2 });
  pdf.set(pagesId, { Type: name('Pages'), Kids: [ref(inner), ref(pagesId)], Count: 2 });
  pdf.set(catalog, { Type: name('Catalog'), Pages: ref(pagesId) });
  return pdf.build({ root: catalog });
}

/** A real file cut short before its first page's content is complete. */
export function truncatedPdf(whole: Buffer): Buffer {
  return whole.subarray(0, Math.floor(whole.length * 0.2));
}
