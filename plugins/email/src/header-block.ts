// The header block that opens every message: From, To, Cc, Bcc, Subject and Date, one per
// line with the label in bold. One paragraph with line breaks rather than a table: the text
// rendering then reads as a mail client shows it ("From: Alice <alice@example.com>"),
// where a two-column table would give tab-separated rows and a made-up header row.

import type { Block, Inline } from '@docextract/contracts/document-model';
import { formatMailboxes, type ParsedMessage } from './parsed-message.ts';

/** Long recipient lists are cut: the header should stay a header. */
const MAX_FIELD_CHARS = 2_000;

export function headerBlock(message: ParsedMessage): Block | null {
  const fields: Array<[string, string | null]> = [
    ['From', formatMailboxes(message.from)],
    ['To', formatMailboxes(message.to)],
    ['Cc', formatMailboxes(message.cc)],
    ['Bcc', formatMailboxes(message.bcc)],
    ['Subject', message.subject],
    ['Date', message.date],
  ];
  const content: Inline[] = [];
  for (const [label, value] of fields) {
    const text = value?.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (content.length > 0) content.push({ type: 'break' });
    content.push({ type: 'text', text: `${label}:`, bold: true }, { type: 'text', text: ` ${cut(text)}` });
  }
  return content.length > 0 ? { type: 'paragraph', content } : null;
}

function cut(text: string): string {
  return text.length > MAX_FIELD_CHARS ? `${text.slice(0, MAX_FIELD_CHARS)}…` : text;
}
