// A small PDF writer for the benchmark's long text document: US Letter pages set in the
// standard Helvetica fonts (not embedded, WinAnsiEncoding), a heading and real paragraphs on
// every page, Flate-compressed content streams, a cross-reference table with exact offsets.
// Kept here rather than borrowed from scripts/pdf-fixtures, which is still changing.

import { deflateSync } from 'node:zlib';
import { paragraph, seededRandom, title, wrap } from './prose.ts';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const BODY_SIZE = 10;
const LEADING = 14;
/** Characters per line of 10 pt Helvetica across 468 pt (its average glyph is about half an em). */
const LINE_CHARACTERS = 88;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN - 30) / LEADING);

export function longTextPdf(pageCount: number, seed = 500): Buffer {
  const random = seededRandom(seed);
  const objects: Buffer[] = [];
  const add = (body: string | Buffer): number => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const catalog = add('');
  const pages = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title (Benchmark: ${pageCount} pages of text) /Producer (docextract scripts/bench) >>`);
  const pageIds: number[] = [];
  for (let number = 1; number <= pageCount; number += 1) {
    const content = deflateSync(Buffer.from(pageContent(number, random), 'latin1'));
    const stream = add(Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream', 'latin1')]));
    pageIds.push(add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`));
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pages} 0 R >>`, 'latin1');
  objects[pages - 1] = Buffer.from(`<< /Type /Pages /Count ${pageIds.length} /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] >>`, 'latin1');
  return assemble(objects, catalog, info);
}

function pageContent(number: number, random: () => number): string {
  const lines: string[] = [];
  while (lines.length < LINES_PER_PAGE - 2) {
    lines.push(...wrap(paragraph(random), LINE_CHARACTERS), '');
  }
  const body = lines.slice(0, LINES_PER_PAGE - 2);
  while (body.at(-1) === '') body.pop();
  const ops = [
    'BT',
    `/F2 14 Tf ${MARGIN} ${PAGE_HEIGHT - MARGIN} Td (${escape(`${number}. ${title(random)}`)}) Tj`,
    `/F1 ${BODY_SIZE} Tf ${LEADING} TL 0 -30 Td`,
    ...body.map((line) => (line ? `(${escape(line)}) Tj T*` : 'T*')),
    'ET',
    `BT /F1 9 Tf ${PAGE_WIDTH / 2 - 10} ${MARGIN / 2} Td (${number}) Tj ET`,
  ];
  return ops.join('\n');
}

function escape(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`);
}

function assemble(objects: Buffer[], root: number, info: number): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)];
  xref.push(`trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R /Info ${info} 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  chunks.push(Buffer.from(xref.join(''), 'latin1'));
  return Buffer.concat(chunks);
}
