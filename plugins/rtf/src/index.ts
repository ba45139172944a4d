// The RTF plugin: a hand-written tokenizer and group-stack interpreter (see interpreter.ts)
// turning Rich Text Format into the document model. `structured` keeps headings, lists,
// tables, emphasis and links; `fast` gives the same text as plain paragraphs.

import type { ModeHandler } from '@docextract/contracts/plugin-api';
import { extractRtf } from './extract-rtf.ts';

const structured: ModeHandler = (input) => extractRtf(input, 'structured');
const fast: ModeHandler = (input) => extractRtf(input, 'fast');

export const handlers: Record<string, ModeHandler> = { structured, fast };
