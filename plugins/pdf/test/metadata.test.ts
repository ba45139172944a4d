// Metadata from the Info dictionary and XMP, and PDF dates with time zones turned into UTC.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parsePdfDate } from '../src/pdf-date.ts';
import { run } from './helpers.ts';

describe('pdf plugin: metadata', () => {
  test('Info first, XMP for what Info lacks, dates in UTC, the rest in raw', async () => {
    const { metadata } = await run('structured', 'metadata.pdf');
    assert.equal(metadata.title, 'Metadata Fixture');
    assert.equal(metadata.creator, 'Ada Lovelace');
    assert.equal(metadata.subject, 'Subject from XMP');
    assert.equal(metadata.created, '2024-01-15T08:30:00Z');
    assert.equal(metadata.modified, '2024-03-01T17:30:00Z');
    assert.equal(metadata.pages, 1);
    assert.equal(metadata.raw?.Producer, 'make-pdf-fixtures');
    assert.equal(metadata.raw?.Keywords, 'alpha, beta');
    assert.equal(metadata.raw?.CreationDate, "D:20240115103000+02'00'");
    assert.deepEqual((metadata.raw?.xmp as Record<string, string>)['xmp:creatortool'], 'Fixture Writer 1.0');
  });

  test('a file without metadata gives nulls, not errors', async () => {
    const { metadata } = await run('fast', 'two-columns.pdf');
    assert.equal(metadata.title, null);
    assert.equal(metadata.created, null);
    assert.equal(metadata.pages, 1);
  });
});

describe('PDF dates', () => {
  const cases: Array<[string, string | null]> = [
    ["D:20240115103000+02'00'", '2024-01-15T08:30:00Z'],
    ["D:20240301120000-05'30'", '2024-03-01T17:30:00Z'],
    ['D:20240301120000Z', '2024-03-01T12:00:00Z'],
    ["D:20241231233000-02'00", '2025-01-01T01:30:00Z'],
    ['D:202403011200', '2024-03-01T12:00:00Z'],
    ['D:2024', '2024-01-01T00:00:00Z'],
    ['20240301120000+0100', '2024-03-01T11:00:00Z'],
    ['2024-11-01T15:36:20+03:00', '2024-11-01T12:36:20Z'],
    ['2024-11-01T15:36:20.123Z', '2024-11-01T15:36:20Z'],
    ['2024-11-01', '2024-11-01T00:00:00Z'],
    ['D:20240231120000Z', null],
    ['D:20241301000000Z', null],
    ['yesterday', null],
    ['', null],
  ];
  for (const [text, expected] of cases) {
    test(`${JSON.stringify(text)} → ${expected}`, () => assert.equal(parsePdfDate(text), expected));
  }
  test('anything but a string is no date', () => {
    assert.equal(parsePdfDate(undefined), null);
    assert.equal(parsePdfDate(20240101), null);
  });
});
