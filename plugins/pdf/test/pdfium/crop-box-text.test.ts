// Which box frames a page's text layer: the crop box when it is the page a reader sees (margins
// trimmed), the media box when the crop box shows a sliver of it (an excerpt, a reduced test
// case), where pdftotext, which reads the media box, still gives the whole page's text.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPdfiumEngine } from '../../src/pdfium/pdfium-engine.ts';
import { inputOf } from '../helpers.ts';

const LINES = ['Alpha line at the top', 'Bravo line in the middle', 'Charlie line near the bottom'];
const LINE_TOPS = [700, 400, 100];

/** A one-page PDF, 612 by 792 points, with LINES in Helvetica at LINE_TOPS and the given crop box. */
function pdfWithCropBox(cropBox: [number, number, number, number]): Uint8Array {
  const content = LINES.map((line, index) => `BT /F1 12 Tf 72 ${LINE_TOPS[index]} Td (${line}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /CropBox [${cropBox.join(' ')}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

async function pageText(bytes: Uint8Array): Promise<string> {
  const engine = await openPdfiumEngine(inputOf(bytes));
  try {
    const groups = await engine.readPage(1);
    return groups.flatMap((group) => group.runs.map((run) => run.text)).join('\n');
  } finally {
    await engine.close();
  }
}

test('a crop box that shows a sliver of the page: the text layer is read in the media box', async () => {
  // 60 by 30 points around the middle line's start: under 1% of the page.
  const text = await pageText(pdfWithCropBox([60, 390, 120, 420]));
  for (const line of LINES) assert.match(text, new RegExp(line));
});

test('a crop box that trims the margins: text outside it stays out, as a reader sees the page', async () => {
  // The top line (y 700) lies outside a box that keeps most of the page.
  const text = await pageText(pdfWithCropBox([0, 0, 612, 600]));
  assert.doesNotMatch(text, /Alpha/);
  assert.match(text, /Bravo line in the middle/);
  assert.match(text, /Charlie line near the bottom/);
});
