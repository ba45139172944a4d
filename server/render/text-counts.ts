// Words and characters, counted on the plain-text rendering. Words are word-like segments
// (so CJK text, which has no spaces, counts sensibly); characters are Unicode code points.
//
// Intl.Segmenter on Node.js 20 slows down more than linearly with the length of the string
// it walks (100k characters: about a second; 150k: ten), so the text is segmented in chunks
// cut at whitespace or at CJK sentence punctuation, which no word spans.
//
// Even in chunks the segmenter costs about a quarter of a microsecond per character (20
// million characters: over five seconds), so a chunk that is pure ASCII is counted by a
// regular expression that follows the same word-boundary rules (below) instead.

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

const CHUNK_CHARS = 1024;
const CUT_BEFORE = /[\s。、！？，；：]/;
/** How far back from a chunk's end to look for whitespace to cut at. */
const CUT_WINDOW_CHARS = 512;
/** How far past it a single token may run before it is cut anyway. */
const MAX_TOKEN_CHARS = 65_536;

// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const NON_ASCII = /[^\x00-\x7f]/;

// The word-like segments of ASCII text by Unicode's word-boundary rules (UAX #29) as ICU
// applies them: letters, digits and "_" (ExtendNumLet) run together; "." and "'" (MidNumLet,
// Single_Quote) join two letters or two digits; "," and ";" (MidNum) only two digits; ":"
// (MidLetter) only two letters, in the ICU versions and locales that count it as one (not
// all do, so the pattern is chosen by asking the segmenter). A segment that is a single "_" is not word-like
// (ICU gives it no word status), though "__", "_a" and "1_" are.
const WORD_ALONE_IS_NOT_A_WORD = '(?!_(?![A-Za-z0-9_]))';
const ASCII_WORDS_COLON_JOINS = new RegExp(
  `${WORD_ALONE_IS_NOT_A_WORD}\\w+(?:(?:(?<=[A-Za-z])[:.'](?=[A-Za-z])|(?<=[0-9])[,;.'](?=[0-9]))\\w+)*`,
  'g',
);
const ASCII_WORDS_COLON_BREAKS = new RegExp(
  `${WORD_ALONE_IS_NOT_A_WORD}\\w+(?:(?:(?<=[A-Za-z])[.'](?=[A-Za-z])|(?<=[0-9])[,;.'](?=[0-9]))\\w+)*`,
  'g',
);

/**
 * Every ASCII character between letters, digits and underscores, one line per character, so
 * that each joining rule and each breaking character of the patterns above meets the
 * segmenter once. Lines, not one text: a few milliseconds at start-up rather than twenty.
 */
const CALIBRATION_LINES: readonly string[] = Array.from({ length: 0x80 }, (_, code) => {
  const neighbours = ['a', 'Z', '7', '_'];
  const middle = String.fromCharCode(code);
  return neighbours.flatMap((before) => neighbours.map((after) => `${before}${middle}${after}`)).join(' ');
});

/**
 * The pattern that agrees with this runtime's segmenter, or null (every chunk then goes to
 * the segmenter) should an ICU version change a rule the patterns do not know about.
 */
const asciiWordPattern: RegExp | null =
  [ASCII_WORDS_COLON_JOINS, ASCII_WORDS_COLON_BREAKS].find((pattern) =>
    CALIBRATION_LINES.every((line) => countWithPattern(line, pattern) === countWithSegmenter(line)),
  ) ?? null;

export function countWords(text: string): number {
  let words = 0;
  for (let start = 0; start < text.length; ) {
    const end = chunkEnd(text, start);
    const chunk = text.slice(start, end);
    words += asciiWordPattern && !NON_ASCII.test(chunk) ? countWithPattern(chunk, asciiWordPattern) : countWithSegmenter(chunk);
    start = end;
  }
  return words;
}

/** The word count of ASCII text by the fast path alone, for checking it against the segmenter. */
export function countAsciiWords(text: string): number {
  if (NON_ASCII.test(text)) throw new RangeError('countAsciiWords takes ASCII text only');
  if (!asciiWordPattern) throw new Error("no ASCII word pattern agrees with this runtime's Intl.Segmenter");
  return countWithPattern(text, asciiWordPattern);
}

export function countCharacters(text: string): number {
  let characters = 0;
  for (const _ of text) characters += 1;
  return characters;
}

function countWithSegmenter(text: string): number {
  let words = 0;
  for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}

function countWithPattern(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
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
