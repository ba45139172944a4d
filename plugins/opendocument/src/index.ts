// The OpenDocument extractor for text documents and presentations (.odt, .odp and their
// templates; spreadsheets go to the spreadsheet plugin): `structured` (headings, lists,
// tables, frames, notes; one section per slide) and `fast` (paragraph text only), in the
// order the manifest in package.json declares them. The zip and XML safety comes from the
// PPTX plugin's shared Office toolkit.

import type { ModeHandler } from '@docextract/contracts/plugin-api';
import { fast } from './fast.ts';
import { structured } from './structured.ts';

export const handlers: Record<string, ModeHandler> = { structured, fast };
