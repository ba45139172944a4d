// Charsets: BOMs, the core's sniffed charset, and our own detection when it gives none.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import iconv from 'iconv-lite';
import { checkVector, type Vector } from './helpers.ts';

const JAPANESE = '日本語のテキストです';
const LATIN = 'café naïve Müller';
const plain = { fileName: 'note.txt', mimeType: 'text/plain' };
const withBom = (bom: number[], body: Buffer): Uint8Array => Buffer.concat([Buffer.from(bom), body]);
const rawCharset = (expected: string) => (result: { metadata: { raw?: Record<string, unknown> } }) =>
  assert.equal(result.metadata.raw?.charset, expected);

const vectors: Vector[] = [
  { name: 'UTF-8', ...plain, content: Buffer.from(`${LATIN} — ${JAPANESE} ✓`), mustInclude: [`${LATIN} — ${JAPANESE} ✓`], check: rawCharset('UTF-8') },
  { name: 'UTF-8 with BOM', ...plain, content: withBom([0xef, 0xbb, 0xbf], Buffer.from('Hello')), mustInclude: ['Hello'], mustNotInclude: ['\ufeff', 'ï»¿'], check: rawCharset('UTF-8') },
  { name: 'cp932, detected', ...plain, content: iconv.encode(JAPANESE, 'cp932'), mustInclude: [JAPANESE], mustNotInclude: ['\ufffd'], check: rawCharset('Shift_JIS') },
  {
    name: 'cp932, longer text with a NEC special character',
    ...plain,
    content: iconv.encode('①日本語の文書です。\n二行目もあります。', 'cp932'),
    mustInclude: ['①日本語の文書です。\n二行目もあります。'],
    check: rawCharset('Shift_JIS'),
  },
  { name: 'cp932, sniffed by the core as Shift_JIS', ...plain, charset: 'Shift_JIS', content: iconv.encode(JAPANESE, 'cp932'), mustInclude: [JAPANESE], check: rawCharset('Shift_JIS') },
  { name: 'EUC-JP, detected', ...plain, content: iconv.encode(`${JAPANESE}。ひらがなとカタカナ。`, 'euc-jp'), mustInclude: [JAPANESE], check: rawCharset('EUC-JP') },
  { name: 'windows-1252, detected', ...plain, content: iconv.encode(LATIN, 'windows-1252'), mustInclude: [LATIN], mustNotInclude: ['\ufffd'], check: rawCharset('windows-1252') },
  { name: 'windows-1252 smart quotes', ...plain, content: iconv.encode('“Quoted” – café', 'windows-1252'), mustInclude: ['“Quoted” – café'] },
  { name: 'latin-1, sniffed by the core as ISO-8859-1', ...plain, charset: 'ISO-8859-1', content: iconv.encode(LATIN, 'latin1'), mustInclude: [LATIN] },
  { name: 'UTF-16LE with BOM', ...plain, content: withBom([0xff, 0xfe], Buffer.from(`${LATIN} ${JAPANESE}`, 'utf16le')), mustInclude: [`${LATIN} ${JAPANESE}`], mustNotInclude: ['\ufeff'], check: rawCharset('UTF-16LE') },
  { name: 'UTF-16BE with BOM', ...plain, content: withBom([0xfe, 0xff], Buffer.from(LATIN, 'utf16le').swap16()), mustInclude: [LATIN], check: rawCharset('UTF-16BE') },
  { name: 'UTF-16LE without BOM', ...plain, content: Buffer.from('Plain English text here', 'utf16le'), mustInclude: ['Plain English text here'], check: rawCharset('UTF-16LE') },
  {
    name: 'cp932 after an ASCII head longer than the detection sample',
    ...plain,
    content: Buffer.concat([Buffer.from('ascii line\n'.repeat(10_000)), iconv.encode(JAPANESE, 'cp932')]),
    mustInclude: [JAPANESE],
    check: rawCharset('Shift_JIS'),
  },
  {
    name: 'UTF-8 after an ASCII head, sniffed by the core as ASCII',
    ...plain,
    charset: 'ASCII',
    content: Buffer.from(`${'ascii line\n'.repeat(10_000)}em dash — here`),
    mustInclude: ['em dash — here'],
    check: rawCharset('UTF-8'),
  },
  {
    name: 'windows-1252 after an ASCII head',
    ...plain,
    content: Buffer.concat([Buffer.from('ascii line\n'.repeat(10_000)), iconv.encode(LATIN, 'windows-1252')]),
    mustInclude: [LATIN],
    check: rawCharset('windows-1252'),
  },
  {
    name: 'a BOM wins over a wrong sniffed charset',
    ...plain,
    charset: 'windows-1252',
    content: withBom([0xef, 0xbb, 0xbf], Buffer.from(LATIN)),
    mustInclude: [LATIN],
    mustNotInclude: ['Ã©'],
  },
  {
    name: 'an XML declaration names the charset',
    fileName: 'doc.xml',
    mimeType: 'application/xml',
    content: Buffer.concat([Buffer.from('<?xml version="1.0" encoding="Shift_JIS"?><r>'), iconv.encode('テスト', 'cp932'), Buffer.from('</r>')]),
    mustInclude: ['テスト'],
    check: rawCharset('Shift_JIS'),
  },
  {
    name: 'invalid UTF-8 given as UTF-8 does not throw',
    ...plain,
    charset: 'UTF-8',
    content: Buffer.from([0x61, 0xff, 0xfe, 0xc3, 0x62, 0x80, 0x63]),
    mustInclude: ['a', '\ufffd', 'c'],
  },
  { name: 'an unknown sniffed charset falls back to detection', ...plain, charset: 'x-no-such-charset', content: Buffer.from(LATIN), mustInclude: [LATIN], check: rawCharset('UTF-8') },
];

for (const vector of vectors) test(`charset: ${vector.name}`, () => checkVector(vector));
