// The PDF extractor: `structured` (headings, lists, tables, reading order, no running headers),
// `fast` (the text layer in reading order) and `ocr` (every page rendered and recognised), all
// read by PDFium, then `pdfjs` (`structured` read by pdf.js, the second engine: two parsers fail
// on different broken files), in the order the manifest in package.json declares them.
// `structured` and `fast` recognise the pages that have no usable text layer themselves, so a
// scan with a typed cover page gets both.

import type { ModeHandler } from '@docextract/contracts/plugin-api';
import { extractPdf } from './extract-pdf.ts';

const structured: ModeHandler = (input) => extractPdf(input, 'structured');
const fast: ModeHandler = (input) => extractPdf(input, 'fast');
const ocr: ModeHandler = (input) => extractPdf(input, 'ocr');
const pdfjs: ModeHandler = (input) => extractPdf(input, 'pdfjs');

export const handlers: Record<string, ModeHandler> = { structured, fast, ocr, pdfjs };
