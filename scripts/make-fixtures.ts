// Writes the small test documents in fixtures/. Every byte is made here, so the
// fixtures carry no one else's content and can be rebuilt: `npm run fixtures`.
// Output is deterministic: running it twice changes nothing.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';

const fixturesDir = path.resolve(import.meta.dirname, '..', 'fixtures');

const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');

const fixtures: Record<string, Buffer> = {
  'hello.txt': utf8('Hello from the extraction service.\nThis line belongs to the first paragraph.\n\nA second paragraph, after a blank line.\n'),
  'latin1.txt': iconv.encode('Un café au lait, naïve Müller à l’été.\n\nDeuxième paragraphe : voilà.\n', 'windows-1252'),
  'cp932.txt': iconv.encode('日本語のテキストです。文字コードはシフトJISです。\n\n二つ目の段落です。東京都渋谷区の天気は晴れ。\n', 'cp932'),
  'utf16le-bom.txt': Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('UTF-16 text with a byte order mark: Zürich.\n', 'utf16le')]),
  'blank.txt': utf8('   \n\n\t  \n'),
  'empty.txt': Buffer.alloc(0),
  'table.csv': utf8('name,city,note\nAda,London,"likes ""engines"", and maths"\nGrace,"New York","line one\nline two"\nLinus,Helsinki,kernel\n'),
  'table.tsv': utf8('product\tprice\tstock\nwidget\t4.50\t12\ngadget\t10.00\t3\n'),
  'data.json': utf8('{"service":"extract","formats":["md","txt","html"],"limits":{"uploadMb":50}}'),
  'notes.xml': utf8('<?xml version="1.0" encoding="UTF-8"?>\n<notes><note id="1"><to>Tove</to><body>Remember the meeting on Monday.</body></note><note id="2"><body>Bring the quarterly figures.</body></note></notes>\n'),
  'readme.md': utf8('# Release notes\n\nVersion **2.0** brings *faster* extraction.\n\n## Changes\n\n- PDF reading order\n- Spreadsheet dates\n  1. shown as in the sheet\n\n| format | speed |\n|---|---|\n| pdf | fast |\n| docx | faster |\n\nSee [the docs](https://example.com/docs).\n'),
  'article.html': utf8(articleHtml()),
  'random.bin': pseudoRandomBytes(4096, 42),
  'pdf-named.docx': minimalPdf('A PDF file wearing a Word name.'),
};

function articleHtml(): string {
  const paragraphs = Array.from(
    { length: 6 },
    (_, index) =>
      `<p>Paragraph ${index + 1} of the article explains how documents become text, and why reading order, headings and tables matter to the people who search them later.</p>`,
  ).join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>How extraction works</title>
<meta name="author" content="Ada Lovelace"><meta name="description" content="A short article about extraction">
<style>body { color: red }</style><script>window.stolen = document.cookie;</script></head>
<body>
<nav><a href="/">Home</a> | <a href="/pricing">Pricing</a> | <a href="/login">Sign in</a></nav>
<main><article>
<h1>How extraction works</h1>
${paragraphs}
<h2>Tables</h2>
<table><tr><th>Format</th><th>Pages</th></tr><tr><td>PDF</td><td>12</td></tr></table>
<p>Read the <a href="https://example.com/guide">guide</a> or <a href="javascript:alert(1)" onclick="alert(2)">click here</a>.</p>
</article></main>
<footer>Copyright footer text that is chrome, not content.</footer>
</body></html>
`;
}

// A linear congruential generator: the same "random" bytes on every run.
function pseudoRandomBytes(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let index = 0; index < length; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[index] = state >>> 24;
  }
  // Keep it clear of any magic number a detector might see.
  bytes[0] = 0x01;
  return bytes;
}

// The smallest well-formed PDF with one page of text, with a correct cross-reference table.
function minimalPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

mkdirSync(fixturesDir, { recursive: true });
for (const [name, bytes] of Object.entries(fixtures)) writeFileSync(path.join(fixturesDir, name), bytes);
console.log(`wrote ${Object.keys(fixtures).length} fixtures to ${path.relative(process.cwd(), fixturesDir) || '.'}`);
