// Writes the generated large inputs into bench-results/inputs/ unless they are already there
// (the generators are deterministic: the same bytes every time; --regenerate rewrites them).

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { longDocx } from './long-docx.ts';
import { bigXlsx } from './long-xlsx.ts';
import { INPUTS_DIR } from './paths.ts';
import { longTextPdf } from './text-pdf.ts';

export const PDF_PAGES = 500;
/** A mid-size PDF for the pool-and-HTTP measurement, beside the long one. */
export const SHORT_PDF_PAGES = 10;
export const DOCX_PAGES = 200;
export const XLSX_ROWS = 100_000;

export interface GeneratedInputs {
  pdf: string;
  shortPdf: string;
  docx: string;
  xlsx: string;
}

export async function generateInputs(regenerate: boolean): Promise<GeneratedInputs> {
  mkdirSync(INPUTS_DIR, { recursive: true });
  const inputs: GeneratedInputs = {
    pdf: path.join(INPUTS_DIR, `text-${PDF_PAGES}-pages.pdf`),
    shortPdf: path.join(INPUTS_DIR, `text-${SHORT_PDF_PAGES}-pages.pdf`),
    docx: path.join(INPUTS_DIR, `text-${DOCX_PAGES}-pages.docx`),
    xlsx: path.join(INPUTS_DIR, `table-${XLSX_ROWS / 1000}k-rows.xlsx`),
  };
  const makers: Array<[string, () => Buffer | Promise<Buffer>]> = [
    [inputs.pdf, () => longTextPdf(PDF_PAGES)],
    [inputs.shortPdf, () => longTextPdf(SHORT_PDF_PAGES)],
    [inputs.docx, () => longDocx(DOCX_PAGES)],
    [inputs.xlsx, () => bigXlsx(XLSX_ROWS)],
  ];
  for (const [file, make] of makers) {
    if (!regenerate && existsSync(file)) continue;
    const bytes = await make();
    writeFileSync(file, bytes);
    console.log(`wrote ${path.relative(process.cwd(), file)} (${(bytes.length / 1e6).toFixed(1)} MB)`);
  }
  return inputs;
}
