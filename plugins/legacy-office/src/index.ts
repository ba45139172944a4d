// The legacy binary Office extractor: Word 97–2003 (.doc, .dot) through word-extractor, and
// PowerPoint 97–2003 (.ppt, .pot, .pps) through a reader of its records written here over
// cfb; legacy Excel (.xls) is the spreadsheet plugin's. `structured` gives tables, lists,
// slide titles, notes and comments; `fast` the same text as plain paragraphs. What cannot be
// read (encrypted, pre-97, damaged, not OLE) is a BadInputError, never garbage text.

import type { ModeHandler } from '@docextract/contracts/plugin-api';
import { extractLegacy } from './extract-legacy.ts';

const structured: ModeHandler = (input) => extractLegacy(input, 'structured');
const fast: ModeHandler = (input) => extractLegacy(input, 'fast');

export const handlers: Record<string, ModeHandler> = { structured, fast };
