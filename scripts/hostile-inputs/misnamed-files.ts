// Files whose name lies about their type: the bytes decide, so each is read by the plugin
// its bytes call for.

import { ordinaryDocx, ordinaryPdf } from './ordinary-documents.ts';

export function pdfNamedDocx(): { bytes: Buffer; name: string } {
  return { bytes: ordinaryPdf(), name: 'quarterly-report.docx' };
}

export async function docxNamedPdf(): Promise<{ bytes: Buffer; name: string }> {
  return { bytes: await ordinaryDocx(), name: 'quarterly-report.pdf' };
}
