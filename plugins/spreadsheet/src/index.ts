// The spreadsheet extractor (xlsx, xlsm, ods, legacy xls; CSV stays with the text plugin):
// `structured` (a section per sheet: tables with merges, formatted values, charts) and
// `fast` (rows as lines), in the order the manifest in package.json declares them.

import type { ModeHandler } from '@docextract/contracts/plugin-api';
import { fast } from './fast.ts';
import { structured } from './structured.ts';

export const handlers: Record<string, ModeHandler> = { structured, fast };
