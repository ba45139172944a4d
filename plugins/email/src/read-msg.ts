// An Outlook .msg (an OLE compound file of MAPI properties) through @kenjiuno/msgreader.
// Its body is plain text (PR_BODY) and often HTML too, and sometimes only compressed RTF
// (PR_RTF_COMPRESSED, left compressed here: see rtf-body.ts); an attached message is itself a
// storage inside the file, which msgreader writes out as a .msg of its own.

import msgreader, { type FieldsData } from '@kenjiuno/msgreader';
import { BadInputError } from '@docextract/contracts/plugin-api';
import { attachmentFallbackName, isoDate, type Mailbox, type ParsedMessage } from './parsed-message.ts';

// The package is CommonJS with `exports.default`: imported from ESM, the class is one level
// down (a bundler would hand over the class itself).
type MsgReaderClass = typeof msgreader.default;
const MsgReader: MsgReaderClass = (msgreader as { default?: MsgReaderClass }).default ?? (msgreader as unknown as MsgReaderClass);

export function readMsg(bytes: Uint8Array): ParsedMessage {
  let reader: InstanceType<typeof MsgReader>;
  let fields: FieldsData;
  try {
    // A copy: the upload is a view of shared memory, and msgreader wants its own ArrayBuffer.
    reader = new MsgReader(bytes.slice().buffer);
    fields = reader.getFileData();
  } catch (error) {
    throw new BadInputError('corrupt', `The Outlook message could not be read: ${(error as Error).message.slice(0, 200)}`);
  }
  if (fields.error || fields.dataType !== 'msg') {
    throw new BadInputError('corrupt', `The file is not a readable Outlook message${fields.error ? `: ${fields.error}` : ''}.`);
  }
  // msgreader reads any compound file, even a blank one, as a message with no properties.
  const anything = fields.subject || fields.senderName || fields.senderEmail || fields.body || fields.bodyHtml || fields.html || fields.compressedRtf || fields.recipients?.length || fields.attachments?.length;
  if (!anything) throw new BadInputError('corrupt', 'The file is not a readable Outlook message: it holds no message properties.');

  const recipients = (type: 'to' | 'cc' | 'bcc'): Mailbox[] =>
    (fields.recipients ?? []).filter((recipient) => (recipient.recipType ?? 'to') === type).map((recipient) => ({ name: recipient.name ?? '', address: smtpAddress(recipient.smtpAddress, recipient.email) }));
  const date = fields.clientSubmitTime ?? fields.messageDeliveryTime ?? fields.creationTime ?? null;
  const headerLine = (name: string): string | null => new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(fields.headers ?? '')?.[1]?.replace(/\s+/g, ' ').trim() || null;

  return {
    format: 'msg',
    from: fields.senderName || fields.senderEmail ? [{ name: fields.senderName ?? '', address: smtpAddress(fields.senderSmtpAddress ?? fields.sentRepresentingSmtpAddress, fields.senderEmail) }] : [],
    to: recipients('to'),
    cc: recipients('cc'),
    bcc: recipients('bcc'),
    subject: fields.subject?.trim() || null,
    date,
    dateIso: isoDate(date),
    text: fields.body ?? null,
    html: fields.bodyHtml ?? fields.html ?? null,
    compressedRtf: fields.compressedRtf ?? null,
    attachments: (fields.attachments ?? []).map((attachment, index) => {
      const embeddedMessage = attachment.innerMsgContent === true;
      const mediaType = embeddedMessage ? 'application/vnd.ms-outlook' : attachment.attachMimeTag?.toLowerCase() || 'application/octet-stream';
      const name = attachment.fileName ?? attachment.fileNameShort ?? attachment.name ?? attachmentFallbackName(index, mediaType);
      let content: Uint8Array | null = null;
      const read = (): Uint8Array => (content ??= reader.getAttachment(attachment).content);
      return {
        name: embeddedMessage && attachment.name && !attachment.fileName ? attachment.name : name,
        mediaType,
        size: attachment.contentLength ?? null,
        inline: attachment.attachmentHidden === true,
        content: read,
      };
    }),
    extraHeaders: Object.fromEntries(
      [['message-id', fields.messageId ?? headerLine('Message-ID')], ['in-reply-to', headerLine('In-Reply-To')], ['message-class', fields.messageClass ?? null]].filter((entry): entry is [string, string] => !!entry[1]),
    ),
  };
}

/** Exchange users carry an X.500 address ("/O=ORG/OU=…"); the SMTP one is what people read. */
function smtpAddress(smtp: string | undefined, address: string | undefined): string {
  if (smtp) return smtp;
  return address && address.includes('@') ? address : (address ?? '');
}
