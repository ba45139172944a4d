// Outlook test messages whose body exists only as compressed RTF (PR_RTF_COMPRESSED, no
// PR_BODY, no HTML body): ordinary RTF in the compressed form Outlook writes, HTML that
// Outlook wrapped in RTF (\fromhtml1, MS-OXRTFEX) in the uncompressed form, and a damaged
// stream in a message that still has headers and an attachment to read.

import { compressedRtfStream, uncompressedRtfStream } from './compressed-rtf.ts';
import { outlookMessage, type Mailbox } from './outlook-file.ts';

const alice: Mailbox = { name: 'Alice Example', address: 'alice@example.com' };
const bob: Mailbox = { name: 'Bob Example', address: 'bob@example.com' };
const latin1 = (rtf: string[]): Buffer => Buffer.from(rtf.join('\r\n'), 'latin1');

/** Rich text as Outlook's own editor writes it: a font table, paragraphs, bold, a code-page escape. */
function surveyRtf(): Buffer {
  return latin1([
    '{\\rtf1\\ansi\\ansicpg1252\\deff0\\deflang2057{\\fonttbl{\\f0\\fswiss\\fcharset0 Arial;}}',
    '{\\colortbl ;\\red0\\green0\\blue255;}',
    '{\\*\\generator Riched20 10.0.19041}\\viewkind4\\uc1',
    '\\pard\\f0\\fs20 Hello Bob,\\par',
    '\\par',
    'The survey starts on Monday at the {\\b north shore}. Bring the counting sheets to the caf\\\'e9.\\par',
    '\\par',
    'Alice\\par',
    '}',
  ]);
}

/**
 * HTML inside RTF, as MS-OXRTFEX lays it out: every tag (and the style sheet) in an ignorable
 * \*\htmltag group, and what only an RTF reader should see (paragraph ends, the link field,
 * the character an entity stands for) between \htmlrtf and \htmlrtf0.
 */
function figuresHtmlRtf(): Buffer {
  return latin1([
    '{\\rtf1\\ansi\\ansicpg1252\\fromhtml1 \\deff0{\\fonttbl{\\f0\\fswiss\\fcharset0 Arial;}{\\f1\\fmodern Courier New;}}',
    '{\\colortbl\\red0\\green0\\blue0;\\red0\\green0\\blue255;}',
    '\\uc1\\pard\\plain\\deftab360 \\f0\\fs24 ',
    '{\\*\\htmltag19 <html>}',
    '{\\*\\htmltag34 <head>}',
    '{\\*\\htmltag177 <style>}',
    '{\\*\\htmltag241 p.figures \\{ margin-bottom: 12pt; font-family: Arial \\}}',
    '{\\*\\htmltag185 </style>}',
    '{\\*\\htmltag41 </head>}',
    '{\\*\\htmltag50 <body lang=EN-GB>}',
    '{\\*\\htmltag64 <p class=figures>}\\htmlrtf {\\htmlrtf0 Dear team, the ',
    '{\\*\\htmltag84 <b>}\\htmlrtf {\\b \\htmlrtf0 figures\\htmlrtf }\\htmlrtf0 ',
    '{\\*\\htmltag92 </b>} for ducks ',
    '{\\*\\htmltag84 &amp;}\\htmlrtf &\\htmlrtf0  geese are in.',
    '{\\*\\htmltag116 <br>}\\htmlrtf \\line \\htmlrtf0 ',
    'The pond count rose by a third.',
    '{\\*\\htmltag72 </p>}\\htmlrtf \\par }\\htmlrtf0 ',
    '{\\*\\htmltag64 <p class=figures>}\\htmlrtf {\\htmlrtf0 See ',
    '{\\*\\htmltag84 <a href="https://example.com/report">}\\htmlrtf {\\field{\\*\\fldinst{HYPERLINK "https://example.com/report"}}{\\fldrslt\\cf1\\ul \\htmlrtf0 the report\\htmlrtf }}\\htmlrtf0 ',
    '{\\*\\htmltag92 </a>}.',
    '{\\*\\htmltag72 </p>}\\htmlrtf \\par }\\htmlrtf0 ',
    '{\\*\\htmltag58 </body>}',
    '{\\*\\htmltag27 </html>}}',
  ]);
}

/** The survey's compressed stream with one byte of its data changed: its CRC no longer matches. */
function damagedStream(): Buffer {
  const stream = compressedRtfStream(surveyRtf());
  stream.writeUInt8(stream.readUInt8(40) ^ 0x20, 40);
  return stream;
}

export function outlookMessages(): Record<string, Buffer> {
  const sent = new Date('2024-01-15T09:30:00Z');
  return {
    'rtf-body.msg': outlookMessage({ subject: 'Pond survey dates', from: alice, to: [bob], sent, compressedRtf: compressedRtfStream(surveyRtf()) }),
    'rtf-html-body.msg': outlookMessage({ subject: 'Quarterly figures', from: alice, to: [bob], sent, compressedRtf: uncompressedRtfStream(figuresHtmlRtf()) }),
    'rtf-damaged-body.msg': outlookMessage({
      subject: 'Survey sheets',
      from: alice,
      to: [bob],
      sent,
      compressedRtf: damagedStream(),
      attachments: [{ name: 'counts.txt', mediaType: 'text/plain', content: Buffer.from('Mallards: 14\nTeal: 6\n', 'utf8') }],
    }),
  };
}
