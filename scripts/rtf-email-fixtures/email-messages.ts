// E-mail test messages, written as MIME text here: headers, multipart structure, transfer
// encodings (quoted-printable, base64) and charsets are spelled out so each test knows
// exactly what the parser was given.

import iconv from 'iconv-lite';

const CRLF = '\r\n';
const message = (lines: string[]): Buffer => Buffer.from(lines.join(CRLF) + CRLF, 'latin1');
const base64Lines = (bytes: Buffer): string => bytes.toString('base64').replace(/.{76}/g, '$&\r\n');

/** Quoted-printable (RFC 2045) of bytes: printable ASCII kept, lines soft-broken at 76. */
function quotedPrintable(bytes: Buffer): string {
  const lines: string[] = [];
  for (const line of bytes.toString('latin1').split('\n')) {
    let encoded = '';
    for (const char of line) {
      const code = char.charCodeAt(0);
      encoded += (code >= 33 && code <= 126 && char !== '=') || char === ' ' ? char : `=${code.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    lines.push(encoded.replace(/.{73}(?!$)/g, '$&=\r\n'));
  }
  return lines.join('\r\n');
}

const encodedWord = (text: string): string => `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;

function plain(): Buffer {
  return message([
    'From: Alice Example <alice@example.com>',
    'To: Bob Example <bob@example.com>, carol@example.com',
    'Cc: Dave Example <dave@example.com>',
    'Subject: Pond survey dates',
    'Date: Mon, 15 Jan 2024 10:30:00 +0100',
    'Message-ID: <survey-1@example.com>',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset="utf-8"',
    '',
    'Hello Bob,',
    '',
    'The survey starts on Monday at the north shore.',
    'Bring the counting sheets.',
    '',
    '> Which day do we start?',
    '> And where?',
    '',
    'Alice',
  ]);
}

function alternative(): Buffer {
  const html = '<html><head><title>Figures</title></head><body><p>Dear team, the <b>figures</b> are in.</p><table><tr><th>Quarter</th><th>Ducks</th></tr><tr><td>Q1</td><td>15</td></tr></table><p>See <a href="https://example.com/report">the report</a>.</p></body></html>';
  return message([
    'From: Alice Example <alice@example.com>',
    'To: team@example.com',
    'Subject: Quarterly figures',
    'Date: Tue, 16 Jan 2024 08:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="alt-boundary"',
    '',
    '--alt-boundary',
    'Content-Type: text/plain; charset="utf-8"',
    '',
    'Dear team, the figures are in. (plain alternative)',
    'Quarter Ducks / Q1 15',
    '--alt-boundary',
    'Content-Type: text/html; charset="utf-8"',
    '',
    html,
    '--alt-boundary--',
  ]);
}

function withAttachments(): Buffer {
  const part = (type: string, name: string, body: Buffer, encoding: 'base64' | 'quoted-printable' = 'base64'): string[] => [
    '--mixed-boundary',
    `Content-Type: ${type}; name="${name}"`,
    `Content-Transfer-Encoding: ${encoding}`,
    `Content-Disposition: attachment; filename="${name}"`,
    '',
    encoding === 'base64' ? base64Lines(body) : quotedPrintable(body),
  ];
  return message([
    'From: Alice Example <alice@example.com>',
    'To: Bob Example <bob@example.com>',
    'Subject: Survey files',
    'Date: Wed, 17 Jan 2024 12:00:00 -0500',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="mixed-boundary"',
    '',
    '--mixed-boundary',
    'Content-Type: text/plain; charset="utf-8"',
    '',
    'The survey files are attached.',
    ...part('text/csv', 'counts.csv', Buffer.from('species,count\nMallard,15\nHeron,3\n')),
    ...part('text/plain', 'notes.txt', Buffer.from('Field notes: the heron nests in the reeds.\n'), 'quoted-printable'),
    ...part('text/html', 'map.html', Buffer.from('<html><body><h1>Pond map</h1><p>North shore: reeds and nests.</p></body></html>')),
    ...part('application/rtf', 'memo.rtf', Buffer.from('{\\rtf1\\ansi {\\b Memo:} bring boots.\\par}')),
    ...part('application/octet-stream', 'logger.bin', Buffer.from([0, 1, 2, 3, 255, 254, 0, 0, 7])),
    '--mixed-boundary--',
  ]);
}

function latin2(): Buffer {
  const czech = 'Příliš žluťoučký kůň úpěl ďábelské ódy.';
  const html = `<html><head><meta charset="iso-8859-2"></head><body><p>${czech}</p><p>HTML část.</p></body></html>`;
  return message([
    `From: =?ISO-8859-2?Q?Ji=F8=ED_Nov=E1k?= <jiri@example.cz>`,
    'To: Bob Example <bob@example.com>',
    `Subject: ${encodedWord('Žluťoučký kůň – zpráva')}`,
    'Date: Thu, 18 Jan 2024 09:15:00 +0100',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="latin2-boundary"',
    '',
    '--latin2-boundary',
    'Content-Type: text/plain; charset="iso-8859-2"',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quotedPrintable(iconv.encode(`${czech}\nTextová část.`, 'iso-8859-2')),
    '--latin2-boundary',
    'Content-Type: text/html; charset="iso-8859-2"',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(iconv.encode(html, 'iso-8859-2')),
    '--latin2-boundary--',
  ]);
}

/** A message that forwards another one (with its own attachment) as message/rfc822. */
function forwarded(): Buffer {
  const inner = withAttachments().toString('latin1').trimEnd().split(CRLF);
  return message([
    'From: Bob Example <bob@example.com>',
    'To: Carol Example <carol@example.com>',
    'Subject: Fwd: Survey files',
    'Date: Fri, 19 Jan 2024 16:45:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="outer-boundary"',
    '',
    '--outer-boundary',
    'Content-Type: text/plain; charset="utf-8"',
    '',
    'Carol, see the message below.',
    '--outer-boundary',
    'Content-Type: message/rfc822',
    'Content-Disposition: attachment; filename="Survey files.eml"',
    '',
    ...inner,
    '--outer-boundary--',
  ]);
}

/** Messages forwarded inside each other ten deep: the core's nesting limit must end it. */
function deepForward(): Buffer {
  let lines = plain().toString('latin1').trimEnd().split(CRLF);
  for (let level = 1; level <= 10; level++) {
    lines = [
      'From: Relay <relay@example.com>',
      `Subject: Forward level ${level}`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="level-${level}"`,
      '',
      `--level-${level}`,
      'Content-Type: text/plain',
      '',
      `Forwarding level ${level}.`,
      `--level-${level}`,
      'Content-Type: message/rfc822',
      '',
      ...lines,
      `--level-${level}--`,
    ];
  }
  return message(lines);
}

export function emailMessages(): Record<string, Buffer> {
  return {
    'plain.eml': plain(),
    'alternative.eml': alternative(),
    'attachments.eml': withAttachments(),
    'latin2.eml': latin2(),
    'forwarded.eml': forwarded(),
    'deep-forward.eml': deepForward(),
  };
}
