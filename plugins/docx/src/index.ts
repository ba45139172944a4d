// The DOCX/DOCM extractor: `structured` (mammoth's HTML → headings, lists, tables, notes,
// comments) and `fast` (raw text), in the order the manifest in package.json declares them.

import type { ModeHandler } from '@docextract/contracts/plugin-api';
import { fast } from './fast.ts';
import { structured } from './structured.ts';

export const handlers: Record<string, ModeHandler> = { structured, fast };
