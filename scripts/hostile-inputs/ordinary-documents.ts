// Well-formed documents that the hostile variants start from (cut short, misnamed, given an
// xref loop): a one-page PDF and a short docx, each with a sentence a test can look for.

import { docxWithBody } from '../office-fixtures/docx-parts.ts';
import { writePackage } from '../office-fixtures/package-writer.ts';
import { PageComposer } from '../pdf-fixtures/page-composer.ts';
import { textPdf } from '../pdf-fixtures/text-documents.ts';

export const PDF_SENTENCE = 'Ordinary PDF text about herons and reed beds.';
export const DOCX_SENTENCE = 'Ordinary Word text about otters and willow trees.';

export function ordinaryPdf(): Buffer {
  const page = new PageComposer(612, 792);
  page.paragraph({ resource: 'F1' }, 12, 72, 90, 468, PDF_SENTENCE, 15);
  return textPdf([page]);
}

export async function ordinaryDocx(): Promise<Buffer> {
  return writePackage(docxWithBody(`<w:p><w:r><w:t>${DOCX_SENTENCE}</w:t></w:r></w:p>`));
}
