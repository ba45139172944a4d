import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { countCharacters, countWords } from '../../../server/render/text-counts.ts';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const wordsInOnePass = (text: string) => [...segmenter.segment(text)].filter((segment) => segment.isWordLike).length;

describe('countWords on long text (segmented in chunks)', () => {
  const cases: Array<[string, string]> = [
    ['English prose', 'The quick brown fox jumps over the lazy dog, twice: 3.14 and don’t. '.repeat(400)],
    ['one unbroken word longer than a chunk', 'x'.repeat(5000) + ' end'],
    ['Japanese sentences', '日本語のテキストです。東京都の天気は晴れ、'.repeat(300)],
    ['newlines and tabs', 'alpha\tbeta\ngamma\n\n'.repeat(900)],
    ['emoji and astral characters', '😀 𝐀𝐁𝐂 word '.repeat(500)],
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
