import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import iconv from 'iconv-lite';
import { decodeText, decodeWithCharset } from '../../src/text/decode-text.ts';

const LATIN = 'café naïve Müller';
const JAPANESE = '日本語のテキストです';

describe('decodeText', () => {
  test('a byte order mark wins over the given charset and is not text', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(LATIN)]);
    assert.deepEqual(decodeText(bytes, 'windows-1252'), { text: LATIN, charset: 'UTF-8', charsetSource: 'bom' });
  });

  test('a given charset is used, by the superset a real file most likely used', () => {
    assert.deepEqual(decodeText(iconv.encode(JAPANESE, 'cp932'), 'Shift_JIS'), { text: JAPANESE, charset: 'Shift_JIS', charsetSource: 'input' });
    assert.equal(decodeText(iconv.encode('“q”', 'windows-1252'), 'ISO-8859-1').text, '“q”');
  });

  test('no charset, or an unknown or uninformative one: detection decides', () => {
    assert.deepEqual(decodeText(iconv.encode(LATIN, 'windows-1252'), null), { text: LATIN, charset: 'windows-1252', charsetSource: 'detected' });
    assert.equal(decodeText(Buffer.from(LATIN), 'x-no-such-charset').charset, 'UTF-8');
    assert.equal(decodeText(Buffer.from(`${'a\n'.repeat(40_000)}—`), 'ASCII').charset, 'UTF-8');
  });

  test('a doubled byte order mark leaves no U+FEFF in the text', () => {
    assert.equal(decodeText(Buffer.from('\ufeff\ufeffhi'), null).text, 'hi');
  });

  test('never throws on random bytes, whatever the charset', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) & 0xff;
    for (const charset of [null, 'UTF-8', 'Shift_JIS', 'UTF-16LE', 'EUC-JP', 'windows-1252', 'bogus']) {
      for (let round = 0; round < 20; round++) {
        const decoded = decodeText(Uint8Array.from({ length: 1 + round * 37 }, random), charset);
        assert.equal(typeof decoded.text, 'string');
        assert.ok(decoded.charset.length > 0);
      }
    }
  });
});

describe('decodeWithCharset', () => {
  test('decodes in the codec named, without detection', () => {
    assert.equal(decodeWithCharset(iconv.encode('Привет', 'cp1251'), 'cp1251'), 'Привет');
  });

  test('a codec nobody knows reads as windows-1252', () => {
    assert.equal(decodeWithCharset(iconv.encode('café', 'windows-1252'), 'x-no-such-codec'), 'café');
  });
});
