// An Outlook .msg written by hand into an OLE file with cfb (as the legacy-office fixtures
// write theirs), laid out as MS-OXMSG stores MAPI properties: fixed-size values (integers,
// times) as 16-byte entries of the __properties_version1.0 stream, strings and binaries each
// in a __substg1.0_<tag> stream with an entry giving its size. Each recipient and attachment
// is a storage of its own with its own properties stream. The named-property storage is
// there, empty, as the format requires.

import CFB, { type CFB$Container } from 'cfb';

export interface Mailbox {
  name: string;
  address: string;
}

interface OutlookAttachment {
  name: string;
  mediaType: string;
  content: Buffer;
}

export interface OutlookMessageSpec {
  subject: string;
  from: Mailbox;
  to: Mailbox[];
  sent: Date;
  /** The PR_RTF_COMPRESSED stream as it is to be stored (see compressed-rtf.ts). */
  compressedRtf?: Buffer;
  /** PR_BODY, the plain-text body. */
  text?: string;
  attachments?: OutlookAttachment[];
}

/** A property: its id, and a value whose JavaScript type decides the MAPI type. */
type Property = [id: number, value: string | Buffer | number | Date];

const PT_LONG = 0x0003;
const PT_SYSTIME = 0x0040;
const PT_UNICODE = 0x001f;
const PT_BINARY = 0x0102;
const READABLE_WRITABLE = 0x0006;
const MAPI_TO = 1;
const ATTACH_BY_VALUE = 1;
/** 100-nanosecond intervals from 1601-01-01 (FILETIME's epoch) to 1970-01-01. */
const FILETIME_UNIX_EPOCH = 116_444_736_000_000_000n;

export function outlookMessage(spec: OutlookMessageSpec): Buffer {
  const attachments = spec.attachments ?? [];
  const container = CFB.utils.cfb_new();
  const message: Property[] = [
    [0x001a, 'IPM.Note'], // PR_MESSAGE_CLASS
    [0x0037, spec.subject],
    [0x0c1a, spec.from.name], // PR_SENDER_NAME
    [0x0c1e, 'SMTP'], // PR_SENDER_ADDRTYPE
    [0x0c1f, spec.from.address], // PR_SENDER_EMAIL_ADDRESS
    [0x5d01, spec.from.address], // PR_SENDER_SMTP_ADDRESS
    [0x0e04, spec.to.map((mailbox) => mailbox.name).join('; ')], // PR_DISPLAY_TO
    [0x0039, spec.sent], // PR_CLIENT_SUBMIT_TIME
    [0x0e06, spec.sent], // PR_MESSAGE_DELIVERY_TIME
    ...(spec.text === undefined ? [] : ([[0x1000, spec.text]] as Property[])), // PR_BODY
    ...(spec.compressedRtf === undefined ? [] : ([[0x1009, spec.compressedRtf]] as Property[])), // PR_RTF_COMPRESSED
  ];
  // The message's properties stream opens with the next free ids and the counts of both.
  const messageHeader = Buffer.alloc(32);
  messageHeader.writeUInt32LE(spec.to.length, 8);
  messageHeader.writeUInt32LE(attachments.length, 12);
  messageHeader.writeUInt32LE(spec.to.length, 16);
  messageHeader.writeUInt32LE(attachments.length, 20);
  addProperties(container, '', messageHeader, message);

  spec.to.forEach((mailbox, index) => {
    addProperties(container, `/__recip_version1.0_#${hex8(index)}`, Buffer.alloc(8), [
      [0x3000, index], // PR_ROWID
      [0x0c15, MAPI_TO], // PR_RECIPIENT_TYPE
      [0x3001, mailbox.name], // PR_DISPLAY_NAME
      [0x3002, 'SMTP'], // PR_ADDRTYPE
      [0x3003, mailbox.address], // PR_EMAIL_ADDRESS
      [0x39fe, mailbox.address], // PR_SMTP_ADDRESS
    ]);
  });
  attachments.forEach((attachment, index) => {
    addProperties(container, `/__attach_version1.0_#${hex8(index)}`, Buffer.alloc(8), [
      [0x0e21, index], // PR_ATTACH_NUM
      [0x3705, ATTACH_BY_VALUE], // PR_ATTACH_METHOD
      [0x0e20, attachment.content.length], // PR_ATTACH_SIZE
      [0x3001, attachment.name], // PR_DISPLAY_NAME
      [0x3707, attachment.name], // PR_ATTACH_LONG_FILENAME
      [0x3703, attachment.name.replace(/^[^.]*/, '')], // PR_ATTACH_EXTENSION
      [0x370e, attachment.mediaType], // PR_ATTACH_MIME_TAG
      [0x3701, attachment.content], // PR_ATTACH_DATA_BIN
    ]);
  });
  // GUIDs, entries and names of named properties: none here, but the streams are expected.
  for (const stream of ['00020102', '00030102', '00040102']) CFB.utils.cfb_add(container, `/__nameid_version1.0/__substg1.0_${stream}`, Buffer.alloc(0));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** The properties stream of one object (its header, then an entry each) and a stream per variable-size value. */
function addProperties(container: CFB$Container, storage: string, header: Buffer, properties: Property[]): void {
  const entries: Buffer[] = [header];
  for (const [id, value] of properties) {
    const type = typeof value === 'number' ? PT_LONG : value instanceof Date ? PT_SYSTIME : typeof value === 'string' ? PT_UNICODE : PT_BINARY;
    const tag = ((id << 16) | type) >>> 0;
    const entry = Buffer.alloc(16);
    entry.writeUInt32LE(tag, 0);
    entry.writeUInt32LE(READABLE_WRITABLE, 4);
    if (typeof value === 'number') entry.writeInt32LE(value, 8);
    else if (value instanceof Date) entry.writeBigUInt64LE(BigInt(value.getTime()) * 10_000n + FILETIME_UNIX_EPOCH, 8);
    else {
      const bytes = typeof value === 'string' ? Buffer.from(value, 'utf16le') : value;
      // A string's size counts the terminating null that its stream leaves out.
      entry.writeUInt32LE(bytes.length + (typeof value === 'string' ? 2 : 0), 8);
      CFB.utils.cfb_add(container, `${storage}/__substg1.0_${hex8(tag)}`, bytes);
    }
    entries.push(entry);
  }
  CFB.utils.cfb_add(container, `${storage}/__properties_version1.0`, Buffer.concat(entries));
}

function hex8(value: number): string {
  return value.toString(16).toUpperCase().padStart(8, '0');
}
