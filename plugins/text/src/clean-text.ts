// Decoded text → the text every format reads: one newline convention, no control characters.

import { BadInputError } from '@docextract/contracts/plugin-api';

/** C0 controls other than tab, newline, carriage return, vertical tab and form feed; and DEL. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000e-\u001f\u007f]/g;
/** How much of the text the binary check looks at. */
const BINARY_SAMPLE_CHARS = 4096;

/**
 * CRLF and CR become LF; vertical tab and form feed (page breaks in old text files) become LF
 * too; other control characters are dropped, since no output format can show them.
 */
export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
  return text.replace(/\r\n?|[\u000b\u000c]/g, '\n').replace(CONTROL_CHARACTERS, '');
}

/**
 * Throws for bytes that are not text at all (a binary file with a text name). Text in any
 * charset has almost no NUL or control bytes; binary formats are full of them. Undecodable
 * bytes (U+FFFD) alone are not enough: that is a charset problem, and readable around them.
 */
export function assertLooksLikeText(text: string): void {
  const sample = text.slice(0, BINARY_SAMPLE_CHARS);
  if (sample.length < 16) return;
  const controls = sample.match(CONTROL_CHARACTERS)?.length ?? 0;
  if (controls > sample.length * 0.1) {
    throw new BadInputError('corrupt', 'The file does not contain readable text: it looks like a binary file.');
  }
}

/** Lines in the text, not counting an empty one after a final newline. */
export function countLines(text: string): number {
  if (text.length === 0) return 0;
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return text.endsWith('\n') ? lines - 1 : lines;
}

export interface CutText {
  text: string;
  truncated: boolean;
}

/** The first `maxChars` characters, never splitting a surrogate pair. */
export function cutText(text: string, maxChars: number): CutText {
  if (text.length <= maxChars) return { text, truncated: false };
  let end = Math.max(0, Math.floor(maxChars));
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return { text: text.slice(0, end), truncated: true };
}
