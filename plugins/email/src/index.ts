// The e-mail plugin: .eml (MIME, through postal-mime) and Outlook .msg (through
// @kenjiuno/msgreader), laid out as header block, body and attachments. `structured` reads
// the HTML body (or an Outlook body kept only as compressed RTF) and every attachment a
// plugin reads (through extractEmbedded); `fast` gives the headers, the plain-text body and
// the attachment list.

import type { ModeHandler } from '@docextract/contracts/plugin-api';
import { extractEmail } from './extract-email.ts';

const structured: ModeHandler = (input) => extractEmail(input, 'structured');
const fast: ModeHandler = (input) => extractEmail(input, 'fast');

export const handlers: Record<string, ModeHandler> = { structured, fast };
