// A CSV/TSV reader (RFC 4180, read leniently), written by hand to keep the plugin small.
//
// Quoted fields may hold delimiters, doubled quotes and line breaks. What real files get
// wrong is accepted the way spreadsheet programs accept it: a quote inside an unquoted field
// is a literal character, text after a closing quote is appended to the field, and a quote
// left open runs to the end of the text. Blank lines are skipped, not read as empty rows.

export interface DelimitedRows {
  rows: string[][];
  /** False when the text ended inside the last row (no line end after it). */
  lastRowEnded: boolean;
}

const QUOTE = 0x22;
const LF = 0x0a;

/** Expects text already cleaned to LF line ends. Stops after `maxRows` rows when given. */
export function parseDelimited(text: string, delimiter: string, maxRows = Infinity): DelimitedRows {
  const rows: string[][] = [];
  const separator = delimiter.charCodeAt(0);
  let row: string[] = [];
  let at = 0;
  let lastRowEnded = true;

  while (at < text.length && rows.length < maxRows) {
    let field = '';
    // Hand-written files put a space after the delimiter: ` "a, b"` is still a quoted field.
    const quoteAt = skipSpaces(text, at, separator);
    if (text.charCodeAt(quoteAt) === QUOTE) {
      // Quoted field: read to the closing quote, turning "" into ".
      at = quoteAt + 1;
      for (;;) {
        const close = text.indexOf('"', at);
        if (close === -1) {
          field += text.slice(at);
          at = text.length;
          break;
        }
        field += text.slice(at, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          field += '"';
          at = close + 2;
        } else {
          at = close + 1;
          break;
        }
      }
    }
    // Unquoted field, or what follows a closing quote: read to the delimiter or line end.
    let end = at;
    while (end < text.length && text.charCodeAt(end) !== separator && text.charCodeAt(end) !== LF) end++;
    field += text.slice(at, end);
    at = end;

    const atLineEnd = at >= text.length || text.charCodeAt(at) === LF;
    row.push(field);
    if (!atLineEnd) {
      at++; // past the delimiter; a delimiter at the very end leaves one more, empty, field
      if (at >= text.length) row.push('');
      else continue;
    }
    lastRowEnded = at < text.length;
    at++; // past the line end
    // A line holding nothing but spaces is a blank line, not a row with one empty field.
    const blankLine = row.length === 1 && row[0]!.trim() === '' && text.charCodeAt(quoteAt) !== QUOTE;
    if (!blankLine) rows.push(row);
    row = [];
  }
  return { rows, lastRowEnded };
}

function skipSpaces(text: string, at: number, separator: number): number {
  let end = at;
  while ((text.charCodeAt(end) === 0x20 || text.charCodeAt(end) === 0x09) && text.charCodeAt(end) !== separator) end++;
  return end;
}

const CANDIDATES = [',', ';', '\t', '|'];
/** Rows looked at when sniffing: enough to see a pattern, cheap on any file. */
const SNIFF_ROWS = 20;

/**
 * The delimiter a ".csv" file really uses: the candidate that splits the first rows into the
 * same number (more than one) of fields most consistently, then into the most fields. A tie
 * goes to the comma. European spreadsheets write ';' because ',' is their decimal mark.
 */
export function sniffDelimiter(text: string): string {
  const head = text.slice(0, 64 * 1024);
  let best = ',';
  let bestScore = 0;
  for (const candidate of CANDIDATES) {
    const score = consistency(parseDelimited(head, candidate, SNIFF_ROWS).rows);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** Share of rows having the most common field count, weighted a little by that count. */
function consistency(rows: string[][]): number {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  let score = 0;
  for (const [fields, times] of counts) {
    if (fields < 2) continue;
    score = Math.max(score, (times / rows.length) * 1000 + Math.min(fields, 999));
  }
  return score;
}
