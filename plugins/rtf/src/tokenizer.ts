// RTF bytes → tokens: group braces, control words, control symbols, hex escapes and runs of
// literal text. Written by hand over bytes (not a decoded string) because the meaning of a
// byte above 0x7F depends on the code page in force, which only the interpreter knows.
// \binN data is skipped here: it is raw bytes that must never be read as RTF.

export type Token =
  | { type: 'open' }
  | { type: 'close' }
  /** A control word: `\b`, `\fs24`, `\u-3913`. `param` is null when the word has none. */
  | { type: 'word'; name: string; param: number | null }
  /** A control symbol: `\~`, `\*`, `\{`, `\\`, `\-`, `\_`. */
  | { type: 'symbol'; char: string }
  /** `\'hh`: one byte in the current code page. */
  | { type: 'hex'; byte: number }
  /** Literal bytes [start, end) of the input, line ends excluded. */
  | { type: 'text'; start: number; end: number }
  | { type: 'end' };

const BACKSLASH = 0x5c;
const OPEN = 0x7b;
const CLOSE = 0x7d;
const CR = 0x0d;
const LF = 0x0a;
/** The spec caps words at 32 letters and parameters at 10 digits; longer runs are junk. */
const MAX_WORD_LETTERS = 32;
const MAX_PARAM_DIGITS = 10;

const OPEN_TOKEN: Token = { type: 'open' };
const CLOSE_TOKEN: Token = { type: 'close' };
const END_TOKEN: Token = { type: 'end' };

export class RtfTokenizer {
  private at = 0;

  constructor(readonly bytes: Uint8Array) {}

  /** Where the next token starts: lets the caller report progress or stop early. */
  get position(): number {
    return this.at;
  }

  next(): Token {
    const bytes = this.bytes;
    // Line ends in RTF are formatting of the file, not of the text.
    while (this.at < bytes.length && (bytes[this.at] === CR || bytes[this.at] === LF)) this.at++;
    if (this.at >= bytes.length) return END_TOKEN;
    const byte = bytes[this.at]!;
    if (byte === OPEN) {
      this.at++;
      return OPEN_TOKEN;
    }
    if (byte === CLOSE) {
      this.at++;
      return CLOSE_TOKEN;
    }
    if (byte === BACKSLASH) return this.control();
    const start = this.at;
    while (this.at < bytes.length) {
      const next = bytes[this.at]!;
      if (next === BACKSLASH || next === OPEN || next === CLOSE || next === CR || next === LF) break;
      this.at++;
    }
    return { type: 'text', start, end: this.at };
  }

  private control(): Token {
    const bytes = this.bytes;
    this.at++; // the backslash
    if (this.at >= bytes.length) return END_TOKEN;
    const first = bytes[this.at]!;
    if (!isLetter(first)) {
      this.at++;
      // A backslash before a line end is an old way of writing \par.
      if (first === CR || first === LF) return { type: 'word', name: 'par', param: null };
      if (first === 0x27) return this.hex();
      return { type: 'symbol', char: String.fromCharCode(first) };
    }

    const nameStart = this.at;
    while (this.at < bytes.length && isLetter(bytes[this.at]!)) this.at++;
    const name = latin1(bytes, nameStart, Math.min(this.at, nameStart + MAX_WORD_LETTERS));

    let param: number | null = null;
    const negative = bytes[this.at] === 0x2d && isDigit(bytes[this.at + 1]);
    if (negative) this.at++;
    if (isDigit(bytes[this.at])) {
      let value = 0;
      let digits = 0;
      while (this.at < bytes.length && isDigit(bytes[this.at]!)) {
        if (digits++ < MAX_PARAM_DIGITS) value = value * 10 + (bytes[this.at]! - 0x30);
        this.at++;
      }
      param = Math.min(value, 2 ** 31 - 1) * (negative ? -1 : 1);
    }
    // One space after a word is its delimiter, not text.
    if (bytes[this.at] === 0x20) this.at++;
    if (name === 'bin' && param !== null && param > 0) this.at = Math.min(bytes.length, this.at + param);
    return { type: 'word', name, param };
  }

  private hex(): Token {
    const high = hexValue(this.bytes[this.at]);
    const low = hexValue(this.bytes[this.at + 1]);
    if (high < 0 || low < 0) return { type: 'symbol', char: "'" };
    this.at += 2;
    return { type: 'hex', byte: high * 16 + low };
  }
}

function isLetter(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a));
}

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39;
}

function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  return -1;
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let index = start; index < end; index++) text += String.fromCharCode(bytes[index]!);
  return text;
}
