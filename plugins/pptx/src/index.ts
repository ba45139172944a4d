// The PPTX extractor: `structured` (slides in order with reading order, tables, charts,
// notes and comments) and `fast` (every slide's paragraphs as they stand), in the order the
// manifest in package.json declares them. src/office/ is shared with the DOCX and
// spreadsheet plugins (zip safety, XML without entities, relationships, properties, charts).

import type { ModeHandler } from '@docextract/contracts/plugin-api';
import { fast } from './fast.ts';
import { structured } from './structured.ts';

export const handlers: Record<string, ModeHandler> = { structured, fast };
