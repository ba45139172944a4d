import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import iconv from 'iconv-lite';
import { detectType } from '../../../server/plugins/detect-type.ts';
import { buildDetectionTable } from '../../../server/plugins/detection-table.ts';
import { discoverPlugins } from '../../../server/plugins/discover.ts';
import { validateManifest } from '../../../server/plugins/manifest.ts';
import type { RegisteredPlugin } from '../../../server/plugins/registry.ts';
import { writeRawZip } from '../../../scripts/hostile-inputs/raw-zip.ts';
import { FIXTURES_DIR, PLUGINS_DIR } from '@docextract/plugin-kit/testing/service';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES_DIR, name)));
const text = (value: string) => new TextEncoder().encode(value);
const table = discoverPlugins(PLUGINS_DIR).detection;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ODT = 'application/vnd.oasis.opendocument.text';

// A zip's local file header naming one entry, with no central directory: a damaged archive.
const zipBytes = () => {
  const name = 'hello.txt';
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(name.length, 26);
  return new Uint8Array(Buffer.concat([header, Buffer.from(name), Buffer.from('hi')]));
};
const zipOf = (...names: string[]) => new Uint8Array(writeRawZip(names.map((name) => ({ name, data: name === 'mimetype' ? ODT : '<x/>' }))));

// An OLE compound file: the magic number, then directory entry names in UTF-16LE.
const compoundFile = (...streamNames: string[]) =>
  new Uint8Array(
    Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), ...streamNames.map((name) => iconv.encode(name.padEnd(32, '\0'), 'utf16le')), Buffer.alloc(64)]),
  );

interface Case { name: string; bytes: Uint8Array; fileName: string; mediaType: string; extension: string; charset?: string }

function runCases(cases: Case[]): void {
  for (const testCase of cases) {
    test(testCase.name, async () => {
      const detected = await detectType(testCase.bytes, testCase.fileName, table);
      assert.equal(detected.mediaType, testCase.mediaType);
      assert.equal(detected.extension, testCase.extension);
      if (testCase.charset) assert.equal(detected.charset, testCase.charset);
    });
  }
}

describe('detectType', () => {
  runCases([
    { name: 'UTF-8 text', bytes: fixture('hello.txt'), fileName: 'hello.txt', mediaType: 'text/plain', extension: '.txt', charset: 'UTF-8' },
    { name: 'Shift_JIS text', bytes: fixture('cp932.txt'), fileName: 'a.txt', mediaType: 'text/plain', extension: '.txt', charset: 'Shift_JIS' },
    { name: 'windows-1252 text', bytes: fixture('latin1.txt'), fileName: 'a.txt', mediaType: 'text/plain', extension: '.txt', charset: 'windows-1252' },
    { name: 'UTF-16LE with BOM (not an MP3)', bytes: fixture('utf16le-bom.txt'), fileName: 'a.txt', mediaType: 'text/plain', extension: '.txt', charset: 'UTF-16LE' },
    { name: 'text without a name', bytes: fixture('hello.txt'), fileName: '', mediaType: 'text/plain', extension: '.txt' },
    { name: 'CSV by name', bytes: fixture('table.csv'), fileName: 'T.CSV', mediaType: 'text/csv', extension: '.csv' },
    { name: 'JSON by name', bytes: fixture('data.json'), fileName: 'data.json', mediaType: 'application/json', extension: '.json' },
    { name: 'XML by content', bytes: fixture('notes.xml'), fileName: 'notes', mediaType: 'application/xml', extension: '.xml' },
    { name: 'XML named .csv stays XML', bytes: fixture('notes.xml'), fileName: 'notes.csv', mediaType: 'application/xml', extension: '.csv' },
    { name: 'XML named .html is HTML', bytes: fixture('notes.xml'), fileName: 'notes.html', mediaType: 'text/html', extension: '.html' },
    { name: 'HTML by content, whatever the name', bytes: fixture('article.html'), fileName: 'page.txt', mediaType: 'text/html', extension: '.txt' },
    { name: 'XHTML by content', bytes: text('<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><body>x</body></html>'), fileName: 'x', mediaType: 'application/xhtml+xml', extension: '.xhtml' },
    { name: 'XHTML behind a comment and a doctype', bytes: text('<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE html [ <!ENTITY a "b"> ]>\n<h:html xmlns:h="http://www.w3.org/1999/xhtml"/>'), fileName: 'x.html', mediaType: 'application/xhtml+xml', extension: '.html' },
    { name: 'PDF named .docx', bytes: fixture('pdf-named.docx'), fileName: 'report.docx', mediaType: 'application/pdf', extension: '.docx' },
    { name: 'PDF without a name', bytes: fixture('pdf-named.docx'), fileName: '', mediaType: 'application/pdf', extension: '.pdf' },
    { name: 'random bytes', bytes: fixture('random.bin'), fileName: 'x.txt', mediaType: 'application/octet-stream', extension: '.txt' },
    { name: 'random bytes named .doc', bytes: fixture('random.bin'), fileName: 'x.doc', mediaType: 'application/octet-stream', extension: '.doc' },
    { name: 'a damaged zip named .docx takes the name', bytes: zipBytes(), fileName: 'a.docx', mediaType: DOCX, extension: '.docx' },
    { name: 'a damaged zip named .txt stays a zip', bytes: zipBytes(), fileName: 'a.txt', mediaType: 'application/zip', extension: '.txt' },
    { name: 'OLE file named .xls', bytes: compoundFile('Workbook'), fileName: 'old.xls', mediaType: 'application/vnd.ms-excel', extension: '.xls' },
    { name: 'OLE file without a name: Word by its stream', bytes: compoundFile('WordDocument'), fileName: 'upload', mediaType: 'application/msword', extension: '.doc' },
    { name: 'OLE file with no known stream stays a compound file', bytes: compoundFile('Contents'), fileName: 'upload', mediaType: 'application/x-cfb', extension: '.cfb' },
  ]);

  test('binary types carry no charset', async () => {
    assert.equal((await detectType(fixture('pdf-named.docx'), 'a.pdf', table)).charset, null);
  });
});

// Containers are told apart by what they hold, as the plugins declare it; the name only
// breaks a tie or speaks for a container whose content matched nothing.
describe('detectType inside containers, by the plugins declarations', () => {
  runCases([
    { name: 'a docx without a name', bytes: fixture('office/report.docx'), fileName: '', mediaType: DOCX, extension: '.docx' },
    { name: 'a workbook named .docx is a workbook', bytes: fixture('office/workbook.xlsx'), fileName: 'report.docx', mediaType: XLSX, extension: '.docx' },
    { name: 'a docx whose parts file-type does not place', bytes: zipOf('word/document.xml', '[Content_Types].xml'), fileName: 'upload', mediaType: DOCX, extension: '.docx' },
    { name: 'Word parts named .docm: the name breaks the tie', bytes: zipOf('word/document.xml'), fileName: 'macros.docm', mediaType: 'application/vnd.ms-word.document.macroenabled.12', extension: '.docm' },
    { name: 'a deflated mimetype entry', bytes: zipOf('mimetype', 'content.xml'), fileName: '', mediaType: ODT, extension: '.odt' },
    { name: 'an ODT without a name', bytes: fixture('opendocument/report.odt'), fileName: 'upload', mediaType: ODT, extension: '.odt' },
    { name: 'an EPUB named .zip', bytes: fixture('opendocument/book.epub'), fileName: 'book.zip', mediaType: 'application/epub+zip', extension: '.zip' },
    { name: 'a zip of nothing declared, named .docx, goes to the docx reader (which says what is missing)', bytes: zipOf('notes/a.txt'), fileName: 'a.docx', mediaType: DOCX, extension: '.docx' },
    { name: 'a zip of nothing declared, without a name, stays a zip', bytes: zipOf('notes/a.txt'), fileName: '', mediaType: 'application/zip', extension: '.zip' },
    { name: 'an Outlook message without a name', bytes: fixture('email/rtf-body.msg'), fileName: '', mediaType: 'application/vnd.ms-outlook', extension: '.msg' },
    { name: 'a workbook named .doc is a workbook', bytes: fixture('legacy-office/workbook-named.doc'), fileName: 'workbook-named.doc', mediaType: 'application/vnd.ms-excel', extension: '.doc' },
    { name: 'OLE streams of two types: the name breaks the tie', bytes: compoundFile('__substg1.0_0037001F', 'WordDocument'), fileName: 'attached.doc', mediaType: 'application/msword', extension: '.doc' },
  ]);
});

describe('detectType of text, by the plugins declarations', () => {
  runCases([
    { name: 'an e-mail without a name', bytes: fixture('email/plain.eml'), fileName: 'upload', mediaType: 'message/rfc822', extension: '.eml' },
    { name: 'an mbox message', bytes: text('From alice@example.com Mon Jan 15 10:30:00 2024\nFrom: alice@example.com\n\nHi'), fileName: '', mediaType: 'message/rfc822', extension: '.eml' },
    { name: 'a note that begins "From the desk of" is text', bytes: text('From the desk of Ada:\nTo do: buy milk\n'), fileName: 'note', mediaType: 'text/plain', extension: '.txt' },
    { name: 'RTF behind a byte-order mark (file-type does not see it)', bytes: text('\uFEFF{\\rtf1\\ansi Hello}'), fileName: 'letter.rtf', mediaType: 'application/rtf', extension: '.rtf' },
    { name: 'a note named .rtf is text: RTF needs its signature', bytes: text('Plain words in a note'), fileName: 'notes.rtf', mediaType: 'text/plain', extension: '.rtf' },
    { name: 'a page without html or body tags named .html is HTML', bytes: text('<h1>Omitted tags</h1>\n<p>Text</p>\n'), fileName: 'page.html', mediaType: 'text/html', extension: '.html' },
    { name: 'YAML-like lines are not an e-mail', bytes: text('name: docextract\nversion: 1\n'), fileName: 'config', mediaType: 'text/plain', extension: '.txt' },
  ]);
});

describe('detectType with a plugin that declares no detect field', () => {
  const plugin = (name: string, extractor: unknown): RegisteredPlugin => ({ name, packageName: name, dir: `/plugins/${name}`, entryPath: `/plugins/${name}/index.ts`, manifest: validateManifest(name, extractor) });
  const demoTable = buildDetectionTable([
    plugin('demo', { apiVersion: 1, mimeTypes: ['text/x-demo'], extensions: ['.demo', '.csv'], modes: ['fast'] }),
    plugin('text', { apiVersion: 1, mimeTypes: ['text/csv'], extensions: ['.csv'], modes: ['fast'], detect: { 'text/csv': { extensions: ['.csv'], textPatterns: [] } } }),
  ]);

  test('its extensions specialise plain text and unknown binary', async () => {
    assert.equal((await detectType(text('line one'), 'notes.demo', demoTable)).mediaType, 'text/x-demo');
    assert.equal((await detectType(fixture('random.bin'), 'blob.demo', demoTable)).mediaType, 'text/x-demo');
  });

  test('bytes that say what they are, and declared rules, win over it', async () => {
    assert.equal((await detectType(fixture('pdf-named.docx'), 'report.demo', demoTable)).mediaType, 'application/pdf');
    assert.equal((await detectType(fixture('table.csv'), 'table.csv', demoTable)).mediaType, 'text/csv');
  });
});
