// Words and characters, counted on the plain-text rendering. Words are word-like segments
// (so CJK text, which has no spaces, counts sensibly); characters are Unicode code points.
//
// Intl.Segmenter on Node.js 20 slows down more than linearly with the length of the string
// it walks (100k characters: about a second; 150k: ten), so the text is segmented in chunks
// cut at whitespace or at CJK sentence punctuation, which no word spans.

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

const CHUNK_CHARS = 1024;
const CUT_BEFORE = /[\s。、！？，；：]/;
/** How far back from a chunk's end to look for whitespace to cut at. */
const CUT_WINDOW_CHARS = 512;
/** How far past it a single token may run before it is cut anyway. */
const MAX_TOKEN_CHARS = 65_536;

export function countWords(text: string): number {
  let words = 0;
  for (let start = 0; start < text.length; ) {
    const end = chunkEnd(text, start);
    for (const segment of wordSegmenter.segment(text.slice(start, end))) if (segment.isWordLike) words += 1;
    start = end;
  }
  return words;
}

export function countCharacters(text: string): number {
  let characters = 0;
  for (const _ of text) characters += 1;
  return characters;
}

// The end of the chunk that starts at `start`: at whitespace or CJK punctuation near the
// limit, else at the next one after it (a very long token: a URL, a base64 run), and only
// when there is none for a long way at a fixed length, never inside a surrogate pair.
function chunkEnd(text: string, start: number): number {
  const limit = start + CHUNK_CHARS;
  if (limit >= text.length) return text.length;
  for (let cut = limit; cut > limit - CUT_WINDOW_CHARS; cut -= 1) {
    if (CUT_BEFORE.test(text[cut]!)) return cut;
  }
  const hardLimit = Math.min(text.length, limit + MAX_TOKEN_CHARS);
  for (let cut = limit; cut < hardLimit; cut += 1) {
    if (CUT_BEFORE.test(text[cut]!)) return cut;
  }
  const high = text.charCodeAt(hardLimit - 1);
  return high >= 0xd800 && high <= 0xdbff ? hardLimit + 1 : hardLimit;
}
