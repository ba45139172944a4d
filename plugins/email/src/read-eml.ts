// An .eml (RFC 5322 / MIME) through postal-mime: headers decoded (encoded words, charsets),
// bodies decoded (quoted-printable, base64, any charset TextDecoder knows), attachments as
// bytes. A forwarded message/rfc822 part is kept as an attachment, not merged into the
// body, so that it is extracted like any attachment, through extractEmbedded.

import PostalMime, { type Address, type Email } from 'postal-mime';
import { BadInputError } from '@docextract/contracts/plugin-api';
import { attachmentFallbackName, isoDate, type Mailbox, type ParsedMessage } from './parsed-message.ts';

/** Headers kept in metadata.raw besides those the layout shows. */
const KEPT_HEADERS = ['message-id', 'in-reply-to', 'references', 'reply-to', 'sender', 'organization', 'x-mailer', 'user-agent', 'importance', 'priority'];
const MAX_HEADER_CHARS = 2_000;

export async function readEml(bytes: Uint8Array): Promise<ParsedMessage> {
  let email: Email;
  try {
    // A copy in an ordinary ArrayBuffer: the upload is a view of shared memory, which Blob
    // and TextDecoder (used inside the parser) refuse.
    email = await PostalMime.parse(bytes.slice(), { attachmentEncoding: 'arraybuffer', forceRfc822Attachments: true, maxNestingDepth: 64 });
  } catch (error) {
    throw new BadInputError('corrupt', `The e-mail could not be parsed: ${(error as Error).message.slice(0, 200)}`);
  }
  // postal-mime reads any text as a message; one with no "Name: value" line is not one.
  if (!email.headerLines.some((header) => /^[!-9;-~]+:/.test(header.line))) {
    throw new BadInputError('corrupt', 'The file is not an e-mail message: it has no header lines ("From: …", "Subject: …").');
  }

  const rawDate = headerValue(email, 'date');
  return {
    format: 'eml',
    from: mailboxes(email.from ? [email.from] : []),
    to: mailboxes(email.to),
    cc: mailboxes(email.cc),
    bcc: mailboxes(email.bcc),
    subject: email.subject?.trim() || null,
    date: rawDate,
    dateIso: isoDate(email.date ?? rawDate),
    text: email.text ?? null,
    html: email.html ?? null,
    compressedRtf: null,
    attachments: email.attachments.map((attachment, index) => {
      const content = toBytes(attachment.content);
      return {
        name: attachment.filename?.trim() || attachmentFallbackName(index, attachment.mimeType),
        mediaType: attachment.mimeType,
        size: content.byteLength,
        // An image the HTML body shows by its Content-ID is part of the body's layout.
        inline: attachment.related === true && attachment.mimeType.startsWith('image/'),
        content: () => content,
      };
    }),
    extraHeaders: Object.fromEntries(KEPT_HEADERS.flatMap((key) => {
      const value = headerValue(email, key);
      return value ? [[key, value]] : [];
    })),
  };
}

function headerValue(email: Email, key: string): string | null {
  const value = email.headers.find((header) => header.key === key)?.value.trim();
  return value ? value.slice(0, MAX_HEADER_CHARS) : null;
}

/** Address groups ("Team: a@x, b@x;") are flattened into their members. */
function mailboxes(addresses: Address[] | undefined): Mailbox[] {
  const flat: Mailbox[] = [];
  for (const address of addresses ?? []) {
    if (address.group) flat.push(...address.group.map((member) => ({ name: member.name, address: member.address })));
    else flat.push({ name: address.name, address: address.address ?? '' });
  }
  return flat;
}

function toBytes(content: ArrayBuffer | Uint8Array | string): Uint8Array {
  if (typeof content === 'string') return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}
