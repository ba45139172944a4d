// What both readers (.eml through postal-mime, .msg through msgreader) produce, so that one
// piece of code lays out every message the same way.

export interface Mailbox {
  name: string;
  address: string;
}

export interface MessageAttachment {
  /** The attachment's own name, or one made up from its type ("attachment-2.pdf"). */
  name: string;
  mediaType: string;
  /** Bytes; null when the container does not say (an Outlook message attached to one). */
  size: number | null;
  /** Part of the body's layout (an image the HTML shows by cid), not something attached. */
  inline: boolean;
  /** Read on demand: fast mode never needs the bytes of a .msg attachment. */
  content: () => Uint8Array;
}

export interface ParsedMessage {
  format: 'eml' | 'msg';
  from: Mailbox[];
  to: Mailbox[];
  cc: Mailbox[];
  bcc: Mailbox[];
  subject: string | null;
  /** The Date as the message writes it, for people. */
  date: string | null;
  /** The same instant as ISO 8601, for metadata; null when it does not parse. */
  dateIso: string | null;
  text: string | null;
  /** An HTML body as text (.eml) or as bytes in the message's own charset (.msg). */
  html: string | Uint8Array | null;
  /**
   * PR_RTF_COMPRESSED as stored (.msg only): the one body some Outlook messages have. Kept
   * compressed, since it is read only when there is neither text nor HTML.
   */
  compressedRtf: Uint8Array | null;
  attachments: MessageAttachment[];
  /** Further headers worth keeping in metadata.raw (Message-ID, In-Reply-To, …). */
  extraHeaders: Record<string, string>;
}

/** "Name <address>", or whichever of the two there is. */
export function formatMailbox(mailbox: Mailbox): string {
  const name = mailbox.name.trim();
  const address = mailbox.address.trim();
  if (name && address && name !== address) return `${name} <${address}>`;
  return name || address;
}

export function formatMailboxes(mailboxes: Mailbox[]): string {
  return mailboxes.map(formatMailbox).filter(Boolean).join(', ');
}

/** An ISO 8601 string for a date that parses, else null. */
export function isoDate(value: string | null | undefined): string | null {
  if (!value || !/\d{4}/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/** Common extensions by media type, for attachments that came without a file name. */
const EXTENSIONS: Record<string, string> = {
  'text/plain': '.txt', 'text/html': '.html', 'text/csv': '.csv', 'text/calendar': '.ics', 'text/markdown': '.md',
  'application/pdf': '.pdf', 'application/json': '.json', 'application/xml': '.xml', 'text/xml': '.xml', 'application/rtf': '.rtf', 'text/rtf': '.rtf',
  'message/rfc822': '.eml', 'application/vnd.ms-outlook': '.msg', 'application/zip': '.zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'image/png': '.png', 'image/jpeg': '.jpg', 'image/gif': '.gif',
};

/**
 * The name an attachment is handed to extractEmbedded under. The core detects a type from
 * the bytes and then the name, and a text file only becomes CSV, HTML or an e-mail by its
 * extension: a nameless part, or a forwarded message called "Re: budget", needs one.
 */
export function nameForDetection(name: string, mediaType: string): string {
  const extension = EXTENSIONS[mediaType];
  if (!extension) return name;
  if (mediaType === 'message/rfc822' || mediaType === 'application/vnd.ms-outlook') return name.toLowerCase().endsWith(extension) ? name : `${name}${extension}`;
  return /\.[a-z0-9]{1,8}$/i.test(name) ? name : `${name}${extension}`;
}

export function attachmentFallbackName(index: number, mediaType: string): string {
  return `attachment-${index + 1}${EXTENSIONS[mediaType] ?? ''}`;
}
