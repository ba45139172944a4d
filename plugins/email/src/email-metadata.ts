// Message headers → metadata: the subject is the title (and the subject), the sender the
// creator, the Date both created and modified; raw keeps the rest as read.

import type { PluginMetadata } from '@docextract/contracts/plugin-api';
import type { AttachmentReport } from './attachment-blocks.ts';
import type { BodyFormat } from './body-blocks.ts';
import { formatMailbox, type Mailbox, type ParsedMessage } from './parsed-message.ts';

export interface LayoutReport {
  bodyFormat: BodyFormat;
  htmlProblem: string | null;
  rtfProblem: string | null;
  attachments: AttachmentReport[];
  truncated: boolean;
}

export function messageMetadata(message: ParsedMessage, layout: LayoutReport): PluginMetadata {
  const list = (mailboxes: Mailbox[]): string[] => mailboxes.map(formatMailbox).filter(Boolean).slice(0, 500);
  const raw: Record<string, unknown> = {
    format: message.format,
    from: list(message.from),
    to: list(message.to),
    cc: list(message.cc),
    bcc: list(message.bcc),
    subject: message.subject,
    date: message.date,
    ...message.extraHeaders,
    body: layout.bodyFormat,
    ...(layout.htmlProblem ? { htmlBodyProblem: layout.htmlProblem } : {}),
    ...(layout.rtfProblem ? { rtfBodyProblem: layout.rtfProblem } : {}),
    attachments: layout.attachments,
    ...(layout.truncated ? { truncated: true } : {}),
  };
  return {
    title: message.subject,
    subject: message.subject,
    creator: message.from[0] ? formatMailbox(message.from[0]) || null : null,
    lastAuthor: null,
    created: message.dateIso,
    modified: message.dateIso,
    // A message is one document however long: pages are the paged formats' notion.
    pages: 1,
    raw,
  };
}
