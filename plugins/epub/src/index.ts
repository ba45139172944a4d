// The EPUB extractor: `structured` (chapters in spine order with their headings, lists,
// tables and links; metadata from the OPF) and `fast` (each chapter's text), in the order
// the manifest in package.json declares them. The zip safety comes from the PPTX plugin's
// shared Office toolkit.

import type { ModeHandler } from '@docextract/contracts/plugin-api';
import { fast } from './fast.ts';
import { structured } from './structured.ts';

export const handlers: Record<string, ModeHandler> = { structured, fast };
