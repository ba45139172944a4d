// Plain text by the megabyte: numbered lines of ordinary words, so the size is all content
// (a charset detector, a line splitter and a word counter each have real work to do).

const LINE_WORDS = 'the survey counted herons, otters and willow trees along the river bank';

/** Exactly `bytes` bytes of UTF-8 text in numbered lines. */
export function largeTextFile(bytes: number): Buffer {
  const lines: string[] = [];
  let length = 0;
  for (let line = 1; length < bytes; line += 1) {
    const text = `Line ${line}: ${LINE_WORDS}.\n`;
    lines.push(text);
    length += text.length;
  }
  return Buffer.from(lines.join(''), 'utf8').subarray(0, bytes);
}

export const MEBIBYTE = 1024 * 1024;
