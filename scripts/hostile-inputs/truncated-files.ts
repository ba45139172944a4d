// Real files cut short, as an interrupted download leaves them.

import { truncatedPdf } from '../pdf-fixtures/other-documents.ts';
import { ordinaryDocx, ordinaryPdf } from './ordinary-documents.ts';

/** The first fifth of a one-page PDF: header and fonts, no page, no cross-reference table. */
export function truncatedOrdinaryPdf(): Buffer {
  return truncatedPdf(ordinaryPdf());
}

/** The first half of a docx: local entries only, no central directory. */
export async function truncatedDocx(): Promise<Buffer> {
  const whole = await ordinaryDocx();
  return whole.subarray(0, Math.floor(whole.length / 2));
}
