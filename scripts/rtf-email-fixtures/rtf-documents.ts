// RTF test documents, written out byte by byte: each one exercises a part of the reader
// (code pages, \u escapes, tables, destinations to skip, \info metadata, hostile nesting).

import iconv from 'iconv-lite';

/** Text in a code page as RTF: ASCII as is (with \ { } escaped), other bytes as \'hh. */
function escaped(text: string, codec: string): string {
  let rtf = '';
  for (const byte of iconv.encode(text, codec)) {
    if (byte === 0x5c || byte === 0x7b || byte === 0x7d) rtf += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x80) rtf += String.fromCharCode(byte);
    else rtf += `\\'${byte.toString(16).padStart(2, '0')}`;
  }
  return rtf;
}

/** Text as \uN? escapes (signed 16-bit, as Word writes them), one fallback "?" each. */
function unicodeEscaped(text: string): string {
  let rtf = '';
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    rtf += unit < 0x80 ? text[index] : `\\u${unit > 0x7fff ? unit - 0x10000 : unit}?`;
  }
  return rtf;
}

const latin1 = (rtf: string): Buffer => Buffer.from(rtf, 'latin1');

/** Paragraphs, emphasis, a heading style, a list, a link, a table, metadata and noise to skip. */
function report(): Buffer {
  const binary = Buffer.from('{\\}{ BINARY-PAYLOAD \\par', 'latin1');
  const head = [
    '{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1',
    '{\\fonttbl{\\f0\\froman\\fcharset0 Times New Roman;}{\\f1\\fswiss\\fcharset0 Arial;}{\\f2\\fnil\\fcharset2 Symbol;}}',
    '{\\colortbl;\\red255\\green0\\blue0;\\red0\\green0\\blue255;}',
    '{\\stylesheet{\\s0\\f0 Normal;}{\\s1\\f1\\b\\fs32 heading 1;}{\\s2\\outlinelevel1\\f1\\b\\fs28 Section Title;}{\\*\\cs10 Default Paragraph Font;}}',
    '{\\info{\\title Quarterly Duck Report}{\\subject Waterfowl counts}{\\author Ada Lovelace}{\\operator Grace Hopper}{\\keywords ducks, ponds}',
    '{\\*\\company Pond Survey Ltd}{\\creatim\\yr2024\\mo1\\dy15\\hr10\\min30}{\\revtim\\yr2024\\mo1\\dy16\\hr8\\min0}{\\nofpages2}{\\nofwords120}}',
    '{\\*\\generator Hand-written fixture 1.0;}',
    '{\\header\\pard Running header text\\par}{\\footer\\pard Running footer text\\par}',
  ];
  const body = [
    '\\pard\\plain\\s1\\f1\\b\\fs32 Quarterly Duck Report\\par',
    '\\pard\\plain\\f0 The survey counted {\\b fifteen} ducks and {\\i three} herons, {\\b\\i both} noted{\\v  HIDDEN-TEXT}.\\par',
    '\\pard A line\\line broken in two, a tab\\tab here, an em dash\\emdash and \\ldblquote quotes\\rdblquote .\\par',
    '{\\pard Nested {groups {\\b keep {\\i their}} own} state.\\par}',
    '\\pard Escaped braces \\{ and \\} and a backslash \\\\ stay.\\par',
    '{\\*\\unknowndestination IGNORED-DESTINATION text}{\\*\\bkmkstart mark}',
    '\\pard\\s2\\outlinelevel1 Findings\\par',
    '{\\pard\\plain {\\listtext\\f2 \\\'b7\\tab}First bullet\\par {\\listtext\\f2 \\\'b7\\tab}Second bullet\\par}',
    '\\pard See {\\field{\\*\\fldinst{HYPERLINK "https://example.com/ducks"}}{\\fldrslt{\\ul the project site}}} for more.\\par',
    '{\\pict\\pngblip\\picw10\\pich10 89504e470d0a1a0a0000000d49484452cafebabe}',
    '{\\object\\objemb{\\*\\objdata 0105000002000000cafebabe}}',
    '\\pard Binary data skipped: {\\*\\blob \\bin' + binary.length + ' ',
  ];
  const table = [
    '\\trowd\\trhdr\\cellx3000\\cellx6000\\cellx9000\\pard\\intbl Species\\cell Count\\cell Habitat\\cell\\row',
    '\\trowd\\cellx3000\\cellx6000\\cellx9000\\pard\\intbl Mallard\\cell 15\\cell {\\b Pond}\\cell\\row',
    '\\trowd\\cellx3000\\cellx6000\\cellx9000\\pard\\intbl Heron\\cell 3\\cell Reeds\\par and shore\\cell\\row',
    '\\pard After the table.\\par',
    '{\\footnote\\pard FOOTNOTE-TEXT\\par}\\pard The end.\\par}',
  ];
  return Buffer.concat([latin1(head.join('\n') + '\n' + body.join('\n')), binary, latin1('} done.\\par\n' + table.join('\n'))]);
}

const CZECH = 'Příliš žluťoučký kůň úpěl ďábelské ódy.';
const JAPANESE = '日本語のテキストです。';

/** \ansicpg1250: Czech text as \'hh bytes of windows-1250. */
function czech(): Buffer {
  return latin1(`{\\rtf1\\ansi\\ansicpg1250\\deff0{\\fonttbl{\\f0\\fswiss\\fcharset238 Arial CE;}}\n\\pard ${escaped(CZECH, 'windows-1250')}\\par\n\\pard ${escaped('Druhý odstavec: čeština.', 'windows-1250')}\\par}`);
}

/** \ansicpg932 with a Shift-JIS font: double-byte \'hh\'hh pairs, and the same text as \u. */
function japanese(): Buffer {
  return latin1(
    `{\\rtf1\\ansi\\ansicpg932\\deff0{\\fonttbl{\\f0\\fnil\\fcharset128 MS Mincho;}{\\f1\\fswiss\\fcharset0 Arial;}}\n` +
      `\\pard\\f0 ${escaped(JAPANESE, 'cp932')}\\par\n\\pard\\f1 Tokyo: \\f0 ${escaped('東京都', 'cp932')}\\par\n` +
      `\\pard\\uc1 ${unicodeEscaped('ユニコード表記')}\\par}`,
  );
}

/** Per-font charsets in one document: \f switches the code page mid-paragraph. */
function fontCharsets(): Buffer {
  return latin1(
    `{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fnil\\fcharset0 Calibri;}{\\f1\\fnil\\fcharset238 Calibri CE;}{\\f2\\fnil\\fcharset204 Calibri Cyr;}{\\f3\\fnil\\fcharset161 Calibri Greek;}}\n` +
      `\\pard\\f0 ${escaped('Café', 'windows-1252')} \\f1 ${escaped('Żółć', 'windows-1250')} \\f2 ${escaped('Привет', 'windows-1251')} \\f3 ${escaped('Καλημέρα', 'windows-1253')}\\f0  end\\par}`,
  );
}

/** \uN with \ucN: negative numbers, a surrogate pair, two fallback bytes, none. */
function unicode(): Buffer {
  return latin1(
    '{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Arial;}}\n' +
      '\\pard\\uc1 Euro \\u8364? and smile \\u-10179?\\u-8704? done\\par\n' +
      "\\pard\\uc2 Two fallbacks \\u1046\\'c6\\'c6 here {\\uc0 none \\u1078  left}\\par\n" +
      "\\pard\\uc1 Fallback hex \\u269\\'e8 skipped\\par}",
  );
}

/** A hundred thousand nested groups around one sentence. */
function nestingBomb(): Buffer {
  const depth = 100_000;
  return latin1(`{\\rtf1\\ansi ${'{'.repeat(depth)}Deep text survives.${'}'.repeat(depth)}\\par After the bomb.\\par}`);
}

export function rtfDocuments(): Record<string, Buffer> {
  return {
    'report.rtf': report(),
    'czech-1250.rtf': czech(),
    'japanese-932.rtf': japanese(),
    'font-charsets.rtf': fontCharsets(),
    'unicode.rtf': unicode(),
    'nesting-bomb.rtf': nestingBomb(),
  };
}
