import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { byteOrderMark } from '../../src/text/byte-order-mark.ts';

describe('byteOrderMark', () => {
  test('UTF-8, UTF-16LE and UTF-16BE marks, with their lengths', () => {
    assert.deepEqual(byteOrderMark(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41)), { charset: 'UTF-8', lengthBytes: 3 });
    assert.deepEqual(byteOrderMark(Uint8Array.of(0xff, 0xfe, 0x41, 0x00)), { charset: 'UTF-16LE', lengthBytes: 2 });
    assert.deepEqual(byteOrderMark(Uint8Array.of(0xfe, 0xff, 0x00, 0x41)), { charset: 'UTF-16BE', lengthBytes: 2 });
  });

  test('no mark: plain bytes, a partial mark, nothing at all', () => {
    assert.equal(byteOrderMark(new TextEncoder().encode('hello')), null);
    assert.equal(byteOrderMark(Uint8Array.of(0xef, 0xbb)), null);
    assert.equal(byteOrderMark(new Uint8Array(0)), null);
  });
});
