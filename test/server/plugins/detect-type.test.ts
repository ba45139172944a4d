import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import iconv from 'iconv-lite';
import { detectType } from '../../../server/plugins/detect-type.ts';
import { FIXTURES_DIR } from '@docextract/plugin-kit/testing/service';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES_DIR, name)));
const text = (value: string) => new TextEncoder().encode(value);

// A zip's local file header naming one entry: enough for a container without a known layout.
const zipBytes = () => {
  const name = 'hello.txt';
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(name.length, 26);
  return new Uint8Array(Buffer.concat([header, Buffer.from(name), Buffer.from('hi')]));
};

// An OLE compound file: the magic number, then a directory entry name in UTF-16LE.
const compoundFile = (streamName: string) =>
  new Uint8Array(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), iconv.encode(streamName, 'utf16le'), Buffer.alloc(64)]));

describe('detectType', () => {
  const cases: Array<{ name: string; bytes: Uint8Array; fileName: string; mediaType: string; extension: string; charset?: string }> = [
    { name: 'UTF-8 text', bytes: fixture('hello.txt'), fileName: 'hello.txt', mediaType: 'text/plain', extension: '.txt', charset: 'UTF-8' },
    { name: 'Shift_JIS text', bytes: fixture('cp932.txt'), fileName: 'a.txt', mediaType: 'text/plain', extension: '.txt', charset: 'Shift_JIS' },
    { name: 'windows-1252 text', bytes: fixture('latin1.txt'), fileName: 'a.txt', mediaType: 'text/plain', extension: '.txt', charset: 'windows-1252' },
    { name: 'UTF-16LE with BOM (not an MP3)', bytes: fixture('utf16le-bom.txt'), fileName: 'a.txt', mediaType: 'text/plain', extension: '.txt', charset: 'UTF-16LE' },
    { name: 'CSV by name', bytes: fixture('table.csv'), fileName: 'T.CSV', mediaType: 'text/csv', extension: '.csv' },
    { name: 'JSON by name', bytes: fixture('data.json'), fileName: 'data.json', mediaType: 'application/json', extension: '.json' },
    { name: 'XML by content', bytes: fixture('notes.xml'), fileName: 'notes', mediaType: 'application/xml', extension: '.xml' },
    { name: 'HTML by content, whatever the name', bytes: fixture('article.html'), fileName: 'page.txt', mediaType: 'text/html', extension: '.txt' },
    { name: 'XHTML by content', bytes: text('<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><body>x</body></html>'), fileName: 'x', mediaType: 'application/xhtml+xml', extension: '.xhtml' },
    { name: 'PDF named .docx', bytes: fixture('pdf-named.docx'), fileName: 'report.docx', mediaType: 'application/pdf', extension: '.docx' },
    { name: 'PDF without a name', bytes: fixture('pdf-named.docx'), fileName: '', mediaType: 'application/pdf', extension: '.pdf' },
    { name: 'random bytes', bytes: fixture('random.bin'), fileName: 'x.txt', mediaType: 'application/octet-stream', extension: '.txt' },
    { name: 'a bare zip named .docx takes the name', bytes: zipBytes(), fileName: 'a.docx', mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx' },
    { name: 'a bare zip named .txt stays a zip', bytes: zipBytes(), fileName: 'a.txt', mediaType: 'application/zip', extension: '.txt' },
    { name: 'OLE file named .xls', bytes: compoundFile('Workbook'), fileName: 'old.xls', mediaType: 'application/vnd.ms-excel', extension: '.xls' },
    { name: 'OLE file without a name: Word by its stream', bytes: compoundFile('WordDocument'), fileName: 'upload', mediaType: 'application/msword', extension: '.doc' },
  ];
  for (const testCase of cases) {
    test(testCase.name, async () => {
      const detected = await detectType(testCase.bytes, testCase.fileName);
      assert.equal(detected.mediaType, testCase.mediaType);
      assert.equal(detected.extension, testCase.extension);
      if (testCase.charset) assert.equal(detected.charset, testCase.charset);
    });
  }

  test('binary types carry no charset', async () => {
    assert.equal((await detectType(fixture('pdf-named.docx'), 'a.pdf')).charset, null);
  });
});

describe('detectType with plugin hints', () => {
  const hints = new Map([['.demo', 'text/x-demo'], ['.csv', 'text/x-not-csv']]);

  test('a plugin-declared extension specialises plain text and unknown binary', async () => {
    assert.equal((await detectType(text('line one'), 'notes.demo', hints)).mediaType, 'text/x-demo');
    assert.equal((await detectType(fixture('random.bin'), 'blob.demo', hints)).mediaType, 'text/x-demo');
  });

  test('bytes that say what they are, and the built-in table, win over hints', async () => {
    assert.equal((await detectType(fixture('pdf-named.docx'), 'report.demo', hints)).mediaType, 'application/pdf');
    assert.equal((await detectType(fixture('table.csv'), 'table.csv', hints)).mediaType, 'text/csv');
  });
});
