// The text plugin: plain text, Markdown, CSV/TSV, JSON and XML, in any common charset.
// `structured` reads each format's structure (headings, tables, pretty JSON, XML elements);
// `fast` gives the text with the least work. See extract.ts for the shared path.

import type { ModeHandler } from '@docextract/contracts/plugin-api';
import { extract } from './extract.ts';

const structured: ModeHandler = (input) => extract(input, 'structured');
const fast: ModeHandler = (input) => extract(input, 'fast');

export const handlers: Record<string, ModeHandler> = { structured, fast };
