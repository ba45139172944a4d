import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import iconv from 'iconv-lite';
import { decodeXmlText } from '../../src/text/decode-xml.ts';

const XML = '<?xml version="1.0"?><p>café</p>';

describe('decodeXmlText', () => {
  test('UTF-8 without a declaration, with or without a byte order mark', () => {
    assert.equal(decodeXmlText(Buffer.from(XML)), XML);
    assert.equal(decodeXmlText(Buffer.from(`\ufeff${XML}`)), XML);
  });

  test('UTF-16 by its byte order mark', () => {
    assert.equal(decodeXmlText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(XML, 'utf16le')])), XML);
    assert.equal(decodeXmlText(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(XML, 'utf16le').swap16()])), XML);
  });

  test('the encoding the declaration names', () => {
    const xml = '<?xml version="1.0" encoding="windows-1251"?><p>Привет</p>';
    assert.equal(decodeXmlText(iconv.encode(xml, 'cp1251')), xml);
  });

  test('a declared encoding nobody knows reads as UTF-8', () => {
    const xml = '<?xml version="1.0" encoding="x-unknown"?><p>café</p>';
    assert.equal(decodeXmlText(Buffer.from(xml)), xml);
  });
});
