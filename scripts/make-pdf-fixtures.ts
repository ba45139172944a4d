// Writes the PDF test documents in fixtures/pdf/. Every byte is made here (PDF syntax by
// hand, see scripts/pdf-fixtures/), so the fixtures carry no one else's content and can be
// rebuilt: `npx tsx scripts/make-pdf-fixtures.ts`. Output is deterministic.
//
// Hebrew text and the scanned page need DejaVu Sans (Debian's fonts-dejavu); without it those
// fixtures are skipped, with a message, and their tests skip too.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cyclicPagesPdf, encryptedPdf, scanJpeg, scannedPdf, truncatedPdf } from './pdf-fixtures/other-documents.ts';
import { formPdf } from './pdf-fixtures/form-documents.ts';
import { FORM_PAGE, formScanJpeg } from './pdf-fixtures/form-scan.ts';
import { twoColumnPaperPage } from './pdf-fixtures/paper-documents.ts';
import { metadataPdf, rtlPdf, runningHeaderPages, structurePage, textPdf, twoColumnPage } from './pdf-fixtures/text-documents.ts';

const OUTPUT_DIR = path.resolve(import.meta.dirname, '..', 'fixtures', 'pdf');
const DEJAVU_SANS = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DEJAVU_SANS_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

const fixtures: Record<string, Buffer> = {};
const structure = textPdf([structurePage()]);
fixtures['two-columns.pdf'] = textPdf([twoColumnPage()]);
fixtures['two-column-paper.pdf'] = textPdf([twoColumnPaperPage()]);
fixtures['structure.pdf'] = structure;
fixtures['running-headers.pdf'] = textPdf(runningHeaderPages());
fixtures['metadata.pdf'] = metadataPdf();
fixtures['encrypted-user-password.pdf'] = encryptedPdf('Confidential launch plan for the spring catalogue.', 'open-sesame', 'owner-secret');
fixtures['encrypted-owner-only.pdf'] = encryptedPdf('Owner restricted text that anyone may read.', '', 'owner-only');
fixtures['truncated.pdf'] = truncatedPdf(structure);
fixtures['cyclic-pages.pdf'] = cyclicPagesPdf();
fixtures['form.pdf'] = formPdf();

if (existsSync(DEJAVU_SANS)) {
  const scan = scanJpeg(DEJAVU_SANS);
  fixtures['rtl.pdf'] = rtlPdf(readFileSync(DEJAVU_SANS));
  fixtures['scanned.pdf'] = scannedPdf(scan);
  fixtures['mixed.pdf'] = scannedPdf(scan, ['This first page has a real text layer about gardens and greenhouses, typed rather than scanned.']);
  fixtures['form-scan.pdf'] = scannedPdf(formScanJpeg(DEJAVU_SANS, DEJAVU_SANS_BOLD), [], FORM_PAGE);
} else {
  console.warn(`${DEJAVU_SANS} is missing (Debian package fonts-dejavu): rtl.pdf, scanned.pdf, mixed.pdf and form-scan.pdf were not written`);
}

mkdirSync(OUTPUT_DIR, { recursive: true });
for (const [fileName, bytes] of Object.entries(fixtures)) {
  writeFileSync(path.join(OUTPUT_DIR, fileName), bytes);
  console.log(`fixtures/pdf/${fileName}  ${bytes.length} bytes`);
}
