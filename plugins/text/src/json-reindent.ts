// Pretty-prints JSON text in the layout of JSON.stringify(value, null, 2), token by token.
//
// Not JSON.stringify(JSON.parse(text)): a round trip through JavaScript values changes the
// document. 12345678901234567890 would lose digits, 1.50 would become 1.5, "\u00e9" would be
// unescaped and of two duplicate keys only the last would survive. Here every string and
// number is copied exactly as written; only the whitespace between tokens changes. It is a
// loop, not a recursion, so deeply nested input cannot overflow the stack; and it stops
// once the output passes `maxChars`, since indentation grows with depth squared: 50,000
// nested arrays would otherwise make gigabytes of spaces.

const INDENT = '  ';

/** Expects valid JSON (check with JSON.parse first); invalid input gives unspecified layout. */
export function reindentJson(text: string, maxChars = Infinity): string {
  const parts: string[] = [];
  let length = 0;
  const out = {
    push(...pieces: string[]): void {
      for (const piece of pieces) {
        parts.push(piece);
        length += piece.length;
      }
    },
  };
  let depth = 0;
  let at = 0;
  while (at < text.length && length <= maxChars) {
    const char = text[at]!;
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r') {
      at++;
    } else if (char === '"') {
      const end = stringEnd(text, at);
      out.push(text.slice(at, end));
      at = end;
    } else if (char === '{' || char === '[') {
      const next = nextToken(text, at + 1);
      if (text[next] === (char === '{' ? '}' : ']')) {
        out.push(char === '{' ? '{}' : '[]');
        at = next + 1;
      } else {
        depth++;
        out.push(char, '\n', INDENT.repeat(depth));
        at++;
      }
    } else if (char === '}' || char === ']') {
      depth = Math.max(0, depth - 1);
      out.push('\n', INDENT.repeat(depth), char);
      at++;
    } else if (char === ',') {
      out.push(',\n', INDENT.repeat(depth));
      at++;
    } else if (char === ':') {
      out.push(': ');
      at++;
    } else {
      // A number, true, false or null: copied up to the next structural character.
      let end = at + 1;
      while (end < text.length && !/[\s,:\]}]/.test(text[end]!)) end++;
      out.push(text.slice(at, end));
      at = end;
    }
  }
  return parts.join('');
}

/** Index just past the closing quote of the string that starts at `start`. */
function stringEnd(text: string, start: number): number {
  let at = start + 1;
  while (at < text.length) {
    const char = text[at];
    if (char === '\\') at += 2;
    else if (char === '"') return at + 1;
    else at++;
  }
  return text.length;
}

function nextToken(text: string, from: number): number {
  let at = from;
  while (at < text.length && /\s/.test(text[at]!)) at++;
  return at;
}
