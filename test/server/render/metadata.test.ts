import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { PluginMetadata } from '../../../contracts/plugin-api.ts';
import { toIsoUtc } from '../../../server/render/dates.ts';
import { buildMetadata, pageCount, type MetadataSource } from '../../../server/render/metadata.ts';
import { countCharacters, countWords } from '../../../server/render/text-counts.ts';

const KEYS = ['title', 'pages', 'words', 'wordCount', 'characters', 'contentType', 'extension', 'created', 'modified', 'creator', 'last_author', 'subject', 'raw'];
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

const source = (plugin: PluginMetadata, plainText = ''): MetadataSource => ({
  plugin,
  plainText,
  contentType: 'application/pdf',
  extension: '.pdf',
});

describe('buildMetadata', () => {
  test('a full plugin record maps onto the twelve keys', () => {
    const metadata = buildMetadata(
      source(
        {
          title: 'Quarterly report',
          pages: 3,
          created: '2024-01-15T12:30:00+02:00',
          modified: new Date(Date.UTC(2024, 0, 16, 8, 0, 0, 999)),
          creator: 'Ada Lovelace',
          lastAuthor: 'Charles Babbage',
          subject: 'Engines',
          raw: { Producer: 'pdf-lib', nested: { a: [1, 'two', true, null] } },
        },
        'Hello world, twice.',
      ),
    );
    assert.deepEqual(metadata, {
      title: 'Quarterly report',
      pages: 3,
      words: 3,
      wordCount: 3,
      characters: 19,
      contentType: 'application/pdf',
      extension: '.pdf',
      created: '2024-01-15T10:30:00Z',
      modified: '2024-01-16T08:00:00Z',
      creator: 'Ada Lovelace',
      last_author: 'Charles Babbage',
      subject: 'Engines',
      raw: { Producer: 'pdf-lib', nested: { a: [1, 'two', true, null] } },
    });
  });

  test('an empty plugin record still gives all twelve keys and wordCount, strings null, raw {}', () => {
    const metadata = buildMetadata(source({}));
    assert.deepEqual(Object.keys(metadata).sort(), [...KEYS].sort());
    assert.deepEqual(metadata, {
      title: null,
      pages: 1,
      words: 0,
      wordCount: 0,
      characters: 0,
      contentType: 'application/pdf',
      extension: '.pdf',
      created: null,
      modified: null,
      creator: null,
      last_author: null,
      subject: null,
      raw: {},
    });
  });

  test('explicit nulls are nulls', () => {
    const metadata = buildMetadata(
      source({ title: null, pages: null, created: null, modified: null, creator: null, lastAuthor: null, subject: null }),
    );
    for (const key of ['title', 'created', 'modified', 'creator', 'last_author', 'subject'] as const) assert.equal(metadata[key], null, key);
    assert.equal(metadata.pages, 1);
    assert.deepEqual(metadata.raw, {});
  });

  const stringCases: Array<{ name: string; value: unknown; expected: string | null }> = [
    { name: 'plain', value: 'Title', expected: 'Title' },
    { name: 'empty string', value: '', expected: null },
    { name: 'whitespace only', value: '  \t\n ', expected: null },
    { name: 'surrounding spaces trimmed', value: '  Title  ', expected: 'Title' },
    { name: 'NUL and other control characters stripped', value: 'Ti\u0000t\u0007l\u001be\u007f', expected: 'Title' },
    { name: 'control characters only', value: '\u0000\u0001\u001f', expected: null },
    { name: 'a number is not a string', value: 42, expected: null },
    { name: 'an object is not a string', value: { text: 'x' }, expected: null },
    { name: 'non-ASCII is kept', value: 'Тест 日本語 😀', expected: 'Тест 日本語 😀' },
  ];
  for (const { name, value, expected } of stringCases) {
    test(`string fields: ${name}`, () => {
      const plugin = { title: value, creator: value, lastAuthor: value, subject: value } as unknown as PluginMetadata;
      const metadata = buildMetadata(source(plugin));
      assert.equal(metadata.title, expected);
      assert.equal(metadata.creator, expected);
      assert.equal(metadata.last_author, expected);
      assert.equal(metadata.subject, expected);
    });
  }

  test('a very long string is cut to a bounded length', () => {
    const metadata = buildMetadata(source({ title: 'x'.repeat(100_000) }));
    assert.ok(metadata.title !== null && metadata.title.length > 0 && metadata.title.length <= 2000, String(metadata.title?.length));
  });

  test('words and characters are counted on the plain text given', () => {
    const metadata = buildMetadata(source({}, '日本語のテキスト 😀 and English'));
    assert.equal(metadata.words, countWords('日本語のテキスト 😀 and English'));
    assert.equal(metadata.characters, 22);
    assert.ok(metadata.words >= 4, `words ${metadata.words}`);
  });

  test('contentType and extension are passed through', () => {
    const metadata = buildMetadata({ plugin: {}, plainText: '', contentType: 'text/plain', extension: '.txt' });
    assert.equal(metadata.contentType, 'text/plain');
    assert.equal(metadata.extension, '.txt');
  });

  test('the result serialises to JSON and back unchanged', () => {
    const metadata = buildMetadata(
      source({ title: 'T', created: new Date(0), raw: { when: new Date(0), big: 10n, f: () => 1, n: Number.NaN } as Record<string, unknown> }),
    );
    assert.deepEqual(JSON.parse(JSON.stringify(metadata)), metadata);
  });
});

describe('buildMetadata: raw', () => {
  const raw = (value: unknown): Record<string, unknown> =>
    buildMetadata(source({ raw: value } as unknown as PluginMetadata)).raw;

  const cases: Array<{ name: string; value: unknown; expected: Record<string, unknown> }> = [
    { name: 'absent', value: undefined, expected: {} },
    { name: 'null', value: null, expected: {} },
    { name: 'an array is not an object', value: [1, 2], expected: {} },
    { name: 'a string is not an object', value: 'raw', expected: {} },
    { name: 'plain JSON values kept', value: { s: 'x', n: 1.5, b: false, z: null, a: [1, [2]] }, expected: { s: 'x', n: 1.5, b: false, z: null, a: [1, [2]] } },
    { name: 'Dates become ISO UTC strings', value: { d: new Date('2024-01-15T12:30:00.250+02:00') }, expected: { d: '2024-01-15T10:30:00Z' } },
    { name: 'an invalid Date becomes null', value: { d: new Date('nope') }, expected: { d: null } },
    { name: 'bigint becomes a decimal string', value: { big: 12345678901234567890n }, expected: { big: '12345678901234567890' } },
    { name: 'NaN and Infinity become null', value: { a: Number.NaN, b: Infinity, c: -Infinity }, expected: { a: null, b: null, c: null } },
    { name: 'functions and symbols are dropped from objects', value: { f: () => 1, s: Symbol('x'), u: undefined, keep: 1 }, expected: { keep: 1 } },
    { name: 'functions and undefined become null in arrays', value: { a: [() => 1, undefined, 2] }, expected: { a: [null, null, 2] } },
    { name: 'Dates inside arrays', value: { a: [new Date(0)] }, expected: { a: ['1970-01-01T00:00:00Z'] } },
  ];
  for (const { name, value, expected } of cases) {
    test(name, () => {
      assert.deepEqual(raw(value), expected);
    });
  }

  test('nesting is cut at a bounded depth, keeping the outer levels', () => {
    let deep: Record<string, unknown> = { leaf: 'bottom' };
    for (let level = 0; level < 50; level += 1) deep = { child: deep };
    const out = raw({ deep });
    const text = JSON.stringify(out);
    assert.ok(text.startsWith('{"deep":{"child":{"child":'), text);
    assert.ok(!text.includes('bottom'), text);
    let depth = 0;
    let node: unknown = out;
    while (typeof node === 'object' && node !== null) {
      const [first] = Object.values(node);
      node = first;
      depth += 1;
    }
    assert.ok(depth >= 3 && depth <= 10, `depth ${depth}`);
  });

  test('a cyclic object terminates', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const out = raw(cyclic);
    assert.equal(out.name, 'loop');
    assert.doesNotThrow(() => JSON.stringify(out));
  });

  test('huge arrays and objects are bounded', () => {
    const big = Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`k${index}`, index]));
    const out = raw({ list: Array.from({ length: 5000 }, (_, index) => index), ...big });
    assert.ok(Object.keys(out).length < 5001, `keys ${Object.keys(out).length}`);
    const list = out.list;
    assert.ok(Array.isArray(list) ? list.length < 5000 : list === undefined, 'list is bounded');
  });

  test('the result is JSON-safe (stringify round trip is identity)', () => {
    const out = raw({ d: new Date(1e12), b: 1n, f: () => 0, nested: { x: [new Date(0), Number.NaN] } });
    assert.deepEqual(JSON.parse(JSON.stringify(out)), out);
  });

  test('a key named "__proto__" is kept as data', () => {
    const out = raw(JSON.parse('{"__proto__": {"polluted": 1}, "a": 1}'));
    assert.ok(Object.hasOwn(out, '__proto__'), JSON.stringify(out));
    assert.equal((out as { polluted?: unknown }).polluted, undefined);
    assert.equal(JSON.stringify(out), '{"__proto__":{"polluted":1},"a":1}');
  });
});

describe('pageCount', () => {
  const cases: Array<[unknown, number]> = [
    [3, 3],
    [1, 1],
    [0, 1],
    [-4, 1],
    [Number.NaN, 1],
    [Infinity, 1],
    [2.7, 2],
    [0.5, 1],
    ['3', 1],
    [null, 1],
    [undefined, 1],
    [10_000, 10_000],
  ];
  for (const [input, expected] of cases) {
    test(`${String(input)} → ${expected}`, () => {
      assert.equal(pageCount(input), expected);
    });
  }

  test('buildMetadata uses it', () => {
    assert.equal(buildMetadata(source({ pages: 2.7 })).pages, 2);
    assert.equal(buildMetadata(source({ pages: 0 })).pages, 1);
    assert.equal(buildMetadata(source({ pages: Number.NaN })).pages, 1);
  });
});

describe('toIsoUtc', () => {
  const cases: Array<{ name: string; value: unknown; expected: string | null }> = [
    { name: 'offset +02:00 to UTC', value: '2024-01-15T12:30:00+02:00', expected: '2024-01-15T10:30:00Z' },
    { name: 'offset -05:00 crossing midnight', value: '2024-01-15T22:00:00-05:00', expected: '2024-01-16T03:00:00Z' },
    { name: 'already UTC', value: '2024-01-15T10:30:00Z', expected: '2024-01-15T10:30:00Z' },
    { name: 'milliseconds dropped', value: '2024-01-15T10:30:00.987Z', expected: '2024-01-15T10:30:00Z' },
    { name: 'surrounding spaces', value: '  2024-01-15T10:30:00Z  ', expected: '2024-01-15T10:30:00Z' },
    { name: 'date only is midnight UTC', value: '2024-01-15', expected: '2024-01-15T00:00:00Z' },
    { name: 'RFC 2822 with zone', value: 'Mon, 15 Jan 2024 12:30:00 +0200', expected: '2024-01-15T10:30:00Z' },
    { name: 'Date object', value: new Date(Date.UTC(2024, 0, 15, 10, 30, 0, 500)), expected: '2024-01-15T10:30:00Z' },
    { name: 'epoch milliseconds', value: 0, expected: '1970-01-01T00:00:00Z' },
    { name: 'invalid string', value: 'not a date', expected: null },
    { name: 'impossible month', value: '2024-13-45T00:00:00Z', expected: null },
    { name: 'empty string', value: '', expected: null },
    { name: 'whitespace', value: '   ', expected: null },
    { name: 'invalid Date', value: new Date(Number.NaN), expected: null },
    { name: 'NaN', value: Number.NaN, expected: null },
    { name: 'Infinity', value: Infinity, expected: null },
    { name: 'null', value: null, expected: null },
    { name: 'undefined', value: undefined, expected: null },
    { name: 'object', value: { year: 2024 }, expected: null },
    { name: 'year past 9999', value: new Date(Date.UTC(10_000, 0, 1)), expected: null },
    { name: 'negative year', value: '-000001-01-01T00:00:00Z', expected: null },
  ];
  for (const { name, value, expected } of cases) {
    test(`${name} → ${String(expected)}`, () => {
      const out = toIsoUtc(value);
      assert.equal(out, expected);
      if (out !== null) assert.match(out, ISO_UTC);
    });
  }

  test('strings that only look like a version or a count are not dates', () => {
    for (const value of ['Version 2', 'Microsoft Word 12', 'hello 12', '1']) assert.equal(toIsoUtc(value), null, value);
  });

  test('a date-time with no zone gives the same answer whatever the server time zone', () => {
    const saved = process.env.TZ;
    try {
      const answers = ['UTC', 'America/New_York', 'Asia/Tokyo'].map((zone) => {
        process.env.TZ = zone;
        return toIsoUtc('2024-01-15T12:30:00');
      });
      assert.deepEqual(answers, [answers[0], answers[0], answers[0]]);
      assert.match(answers[0] ?? '', ISO_UTC);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('countWords', () => {
  const cases: Array<[string, number]> = [
    ['', 0],
    ['   \n\t', 0],
    ['Hello world', 2],
    ['Hello, world! How are you?', 5],
    ["don't stop", 2],
    ['3.5 litres', 2],
    ['— … !!! ???', 0],
    ['a\tb\nc', 3],
    ['naïve café', 2],
    ['😀 🎉', 0],
  ];
  for (const [text, expected] of cases) {
    test(`${JSON.stringify(text)} → ${expected}`, () => {
      assert.equal(countWords(text), expected);
    });
  }

  const cjk = ['日本語のテキスト', '我爱北京天安门', '한국어 텍스트입니다'];
  for (const text of cjk) {
    test(`CJK ${text} counts more than one word and no more than one per character`, () => {
      const words = countWords(text);
      assert.ok(words > 1, `${words}`);
      assert.ok(words <= [...text.replace(/\s/g, '')].length, `${words}`);
    });
  }

  test('mixed scripts', () => {
    assert.ok(countWords('Hello 世界 and more') >= 4, String(countWords('Hello 世界 and more')));
  });
});

describe('countCharacters', () => {
  const cases: Array<[string, number]> = [
    ['', 0],
    ['abc', 3],
    ['a b\n', 4],
    ['日本語', 3],
    ['😀', 1],
    ['😀😀', 2],
    ['𝒳𝒴', 2],
    ['e\u0301', 2],
    ['👨‍👩‍👧', 5],
    ['🇫🇷', 2],
  ];
  for (const [text, expected] of cases) {
    test(`${JSON.stringify(text)} → ${expected}`, () => {
      assert.equal(countCharacters(text), expected);
    });
  }

  test('an astral character counts once though it is two UTF-16 units', () => {
    assert.equal('😀'.length, 2);
    assert.equal(countCharacters('a😀b'), 3);
  });
});
