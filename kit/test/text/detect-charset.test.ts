import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import iconv from 'iconv-lite';
import { detectCharset } from '../../src/text/detect-charset.ts';

const nameOf = (bytes: Uint8Array) => detectCharset(bytes).charset.name;

describe('detectCharset', () => {
  test('valid UTF-8, even when its only non-ASCII byte is far past the sample', () => {
    assert.equal(nameOf(Buffer.from('café')), 'UTF-8');
    assert.equal(nameOf(Buffer.from(`${'ascii line\n'.repeat(10_000)}—`)), 'UTF-8');
  });

  test('windows-1252 when the bytes are not UTF-8', () => {
    assert.equal(nameOf(iconv.encode('café naïve Müller', 'windows-1252')), 'windows-1252');
  });

  test('short Japanese text in Shift_JIS and EUC-JP', () => {
    assert.equal(nameOf(iconv.encode('日本語のテキストです', 'cp932')), 'Shift_JIS');
    assert.equal(nameOf(iconv.encode('日本語のテキストです。ひらがなとカタカナ。', 'euc-jp')), 'EUC-JP');
  });

  test('UTF-16 without a byte order mark, by its NUL bytes', () => {
    assert.equal(nameOf(Buffer.from('Plain English text', 'utf16le')), 'UTF-16LE');
    assert.equal(nameOf(Buffer.from('Plain English text', 'utf16le').swap16()), 'UTF-16BE');
  });

  test('an XML declaration names the charset', () => {
    const bytes = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="Shift_JIS"?><r>'), iconv.encode('テスト', 'cp932')]);
    assert.deepEqual(detectCharset(bytes), { charset: { codec: 'cp932', name: 'Shift_JIS' }, source: 'declaration' });
  });
});
