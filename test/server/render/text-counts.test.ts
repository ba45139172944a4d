import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { seededRandom, type Random } from '../../../scripts/bench/prose.ts';
import { countAsciiWords, countCharacters, countWords } from '../../../server/render/text-counts.ts';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const wordsInOnePass = (text: string) => [...segmenter.segment(text)].filter((segment) => segment.isWordLike).length;

describe('countWords on long text (segmented in chunks)', () => {
  const cases: Array<[string, string]> = [
    ['English prose', 'The quick brown fox jumps over the lazy dog, twice: 3.14 and don’t. '.repeat(400)],
    ['one unbroken word longer than a chunk', 'x'.repeat(5000) + ' end'],
    ['Japanese sentences', '日本語のテキストです。東京都の天気は晴れ、'.repeat(300)],
    ['newlines and tabs', 'alpha\tbeta\ngamma\n\n'.repeat(900)],
    ['emoji and astral characters', '😀 𝐀𝐁𝐂 word '.repeat(500)],
    ['ASCII prose with a non-ASCII word now and then', 'Plain words, 3.14 and it\'s fine; naïve café. '.repeat(300)],
  ];
  for (const [name, text] of cases) {
    test(`${name}: the same count as one pass over the whole text`, () => {
      assert.ok(text.length > 2048, 'the text spans several chunks');
      assert.equal(countWords(text), wordsInOnePass(text));
    });
  }

  test('characters are code points', () => {
    assert.equal(countCharacters('😀a'), 2);
  });
});

// Characters drawn in groups, weighted so that the joining characters often land between
// letters or digits, where the word-boundary rules decide.
const CHARACTER_GROUPS: Array<{ characters: string; weight: number }> = [
  { characters: 'abcxyzABCXYZ', weight: 30 },
  { characters: '0123456789', weight: 20 },
  { characters: "_'.:,;", weight: 25 },
  { characters: ' \n\t\r', weight: 12 },
  { characters: '!"#$%&()*+-/<=>?@[\\]^`{|}~', weight: 8 },
  { characters: '\u0000\u0007\u000b\u000c\u001b\u007f', weight: 5 },
];
const TOTAL_WEIGHT = CHARACTER_GROUPS.reduce((sum, group) => sum + group.weight, 0);

function randomAsciiText(random: Random, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) {
    let roll = random() * TOTAL_WEIGHT;
    const group = CHARACTER_GROUPS.find(({ weight }) => (roll -= weight) < 0) ?? CHARACTER_GROUPS[0]!;
    text += group.characters[Math.floor(random() * group.characters.length)];
  }
  return text;
}

describe('the ASCII fast path of countWords', () => {
  test('agrees with Intl.Segmenter on 20,000 pseudo-random ASCII strings', () => {
    const random = seededRandom(20_240_611);
    const mismatches: string[] = [];
    for (let sample = 0; sample < 20_000; sample += 1) {
      const text = randomAsciiText(random, 1 + Math.floor(random() * 60));
      const fast = countAsciiWords(text);
      const segmented = wordsInOnePass(text);
      if (fast !== segmented) mismatches.push(`${JSON.stringify(text)}: fast ${fast}, segmenter ${segmented}`);
    }
    assert.deepEqual(mismatches.slice(0, 10), []);
  });

  test('agrees with Intl.Segmenter on a pseudo-random ASCII text of many chunks', () => {
    const text = randomAsciiText(seededRandom(7), 20_000);
    assert.equal(countWords(text), wordsInOnePass(text));
  });

  const edgeCases: Array<[string, number]> = [
    ['_', 0],
    ['_ _', 0],
    ['__', 1],
    ['_a a_ _1 1_', 4],
    ['a.b a:b a\'b', 3],
    ['a,b a;b', 4],
    ['1.2 1,2 1;2 1\'2', 4],
    ['1:2', 2],
    ['a.1 1.a', 4],
    ['a1.2 v2.0.1', 2],
    ['a..b a.', 3],
    ['e-mail "quoted" x@y.z', 5],
    ['a\u0000b\u007fc', 3],
    ['line\r\nbreak\u000bend', 3],
  ];
  for (const [text, expected] of edgeCases) {
    test(`${JSON.stringify(text)} → ${expected} words, as the segmenter says`, () => {
      assert.equal(wordsInOnePass(text), expected);
      assert.equal(countAsciiWords(text), expected);
    });
  }

  test('refuses text outside ASCII', () => {
    assert.throws(() => countAsciiWords('café'), RangeError);
  });
});
