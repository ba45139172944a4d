// The PDF extractor: `structured` (headings, lists, tables, reading order, no running headers),
// `fast` (the text layer in reading order) and `ocr` (every page rendered and recognised), in
// the order the manifest in package.json declares them. `structured` and `fast` recognise the
// pages that have no usable text layer themselves, so a scan with a typed cover page gets both.

import type { ModeHandler } from '@docextract/contracts/plugin-api';
import { extractPdf } from './extract-pdf.ts';

const structured: ModeHandler = (input) => extractPdf(input, 'structured');
const fast: ModeHandler = (input) => extractPdf(input, 'fast');
const ocr: ModeHandler = (input) => extractPdf(input, 'ocr');

export const handlers: Record<string, ModeHandler> = { structured, fast, ocr };
