// Words and characters, counted on the plain-text rendering. Words are word-like segments
// (so CJK text, which has no spaces, counts sensibly); characters are Unicode code points.

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

export function countWords(text: string): number {
  let words = 0;
  for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}

export function countCharacters(text: string): number {
  let characters = 0;
  for (const _ of text) characters += 1;
  return characters;
}
