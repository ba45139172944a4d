// The XMP packet found by scanning the bytes: the document's, never an image's.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findXmp } from '../../src/pdfium/xmp-packet.ts';

const packet = (body: string, pdfSchema = false) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description rdf:about=""${pdfSchema ? ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/"' : ''} xmp:CreatorTool="Writer &amp; Co">${body}</rdf:Description></rdf:RDF></x:xmpmeta>`;
const bytesOf = (...parts: string[]) => new Uint8Array(Buffer.from(`%PDF-1.7\n${parts.join('\nstream junk\n')}\n%%EOF`));

test('one packet: its simple properties, arrays and attributes, by lower-case name', () => {
  const xmp = findXmp(bytesOf(packet('<dc:title><rdf:Alt><rdf:li xml:lang="x-default">A &lt;b&gt; title</rdf:li></rdf:Alt></dc:title><dc:creator><rdf:Seq><rdf:li>Ada</rdf:li><rdf:li>Grace</rdf:li></rdf:Seq></dc:creator><xmp:CreateDate>2024-01-15T10:30:00Z</xmp:CreateDate>')));
  assert.equal(xmp?.get('dc:title'), 'A <b> title');
  assert.equal(xmp?.get('dc:creator'), 'Ada; Grace');
  assert.equal(xmp?.get('xmp:createdate'), '2024-01-15T10:30:00Z');
  assert.equal(xmp?.get('xmp:creatortool'), 'Writer & Co');
});

test('several packets: the one with the PDF schema is the document\'s', () => {
  const image = packet('<dc:title><rdf:Alt><rdf:li>Photo</rdf:li></rdf:Alt></dc:title>');
  const document = packet('<dc:title><rdf:Alt><rdf:li>Report</rdf:li></rdf:Alt></dc:title>', true);
  assert.equal(findXmp(bytesOf(image, document))?.get('dc:title'), 'Report');
});

test('several packets and none says it is the document\'s: none is taken', () => {
  const image = packet('<dc:title><rdf:Alt><rdf:li>Photo</rdf:li></rdf:Alt></dc:title>');
  assert.equal(findXmp(bytesOf(image, image)), null);
});

test('no packet, or one that never ends: nothing', () => {
  assert.equal(findXmp(bytesOf('no metadata here')), null);
  assert.equal(findXmp(bytesOf('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF>')), null);
});

test('structures hold no markup as values; self-closed elements and later descriptions are read', () => {
  const body = '<xmpMM:History><rdf:Seq><rdf:li rdf:parseType="Resource"><stEvt:action>saved</stEvt:action></rdf:li></rdf:Seq></xmpMM:History><xmp:Empty/><xmp:Label>Final</xmp:Label>';
  const second = '<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" pdf:Producer="Ghostscript"/>';
  const xmp = findXmp(bytesOf(packet(body).replace('</rdf:RDF>', `${second}</rdf:RDF>`)));
  assert.equal(xmp?.get('xmpmm:history'), undefined);
  assert.equal(xmp?.get('stevt:action'), 'saved');
  assert.equal(xmp?.get('xmp:label'), 'Final');
  assert.equal(xmp?.get('pdf:producer'), 'Ghostscript');
  for (const value of xmp?.values() ?? []) assert.doesNotMatch(value, /</);
});
