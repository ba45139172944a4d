import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { charsetFromLabel } from '../../src/text/charset-names.ts';

describe('charsetFromLabel', () => {
  test('spellings from the sniffer, chardet and XML declarations meet on one superset', () => {
    for (const label of ['Shift_JIS', 'shift-jis', 'SJIS', 'windows-31j']) assert.deepEqual(charsetFromLabel(label), { codec: 'cp932', name: 'Shift_JIS' });
    for (const label of ['ISO-8859-1', 'latin1', 'cp1252']) assert.deepEqual(charsetFromLabel(label), { codec: 'windows-1252', name: 'windows-1252' });
    assert.deepEqual(charsetFromLabel('GBK'), { codec: 'gb18030', name: 'GB18030' });
  });

  test('other labels iconv-lite knows pass through as written', () => {
    assert.deepEqual(charsetFromLabel('KOI8-R'), { codec: 'KOI8-R', name: 'KOI8-R' });
  });

  test('no label, an unknown one, or "ASCII" (which says nothing about the rest) give null', () => {
    for (const label of [null, undefined, '', 'x-no-such-charset', 'US-ASCII']) assert.equal(charsetFromLabel(label), null);
  });
});
