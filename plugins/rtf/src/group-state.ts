// The state an RTF group carries: where its text goes (its destination) and the character
// and paragraph properties in force. Entering a group copies the state; leaving it restores
// the copy underneath, which is how `{\b bold}` ends its bold without a \b0.

/** A \field being read: its instruction (`HYPERLINK "https://…"`) decides what its result is. */
export interface FieldRecord {
  instruction: string;
}

/** One entry of the \stylesheet: its number, name and outline level. */
export interface StyleEntry {
  number: number;
  name: string;
  outlineLevel: number | null;
}

/** The text of a \listtext or \pntext group: the list marker a reader shows ("1.", "•"). */
export interface ListMarker {
  text: string;
}

/** Where the text of a group goes. */
export type Sink =
  | { kind: 'body' }
  | { kind: 'skip' }
  | { kind: 'fonttbl' }
  | { kind: 'stylesheet' }
  | { kind: 'style'; entry: StyleEntry }
  | { kind: 'info' }
  | { kind: 'info-field'; field: string }
  | { kind: 'field-instruction'; field: FieldRecord }
  | { kind: 'marker'; marker: ListMarker }
  | { kind: 'generator' };

export interface GroupState {
  sink: Sink;
  bold: boolean;
  italic: boolean;
  strike: boolean;
  /** \v: hidden text, not shown by readers. */
  hidden: boolean;
  /** The font number in force (\fN); its \fcharset decides the code page. */
  font: number | null;
  /** \ucN: how many fallback characters follow each \uN. */
  unicodeSkip: number;
  inTable: boolean;
  headingLevel: number | null;
  field: FieldRecord | null;
  href: string | null;
}

const BODY: Sink = { kind: 'body' };
export const SKIP: Sink = { kind: 'skip' };

export function initialState(): GroupState {
  return {
    sink: BODY,
    bold: false,
    italic: false,
    strike: false,
    hidden: false,
    font: null,
    unicodeSkip: 1,
    inTable: false,
    headingLevel: null,
    field: null,
    href: null,
  };
}

/** Character formatting: it lasts to the end of the group, or until switched off (\b0). */
export function characterWord(state: GroupState, name: string, param: number | null, defaultFont: number | null): boolean {
  const on = param !== 0;
  if (name === 'b') state.bold = on;
  else if (name === 'i') state.italic = on;
  else if (name === 'strike' || name === 'striked') state.strike = on;
  else if (name === 'v') state.hidden = on;
  else if (name === 'f') state.font = param;
  else if (name === 'plain') Object.assign(state, { bold: false, italic: false, strike: false, hidden: false, font: defaultFont });
  else return false;
  return true;
}

/** The heading level a style stands for: its outline level, or a name like "heading 2". */
export function styleHeadingLevel(entry: StyleEntry): number | null {
  if (entry.outlineLevel !== null && entry.outlineLevel >= 0 && entry.outlineLevel < 6) return entry.outlineLevel + 1;
  const match = /^heading\s*([1-6])\b/i.exec(entry.name.trim());
  return match ? Number(match[1]) : null;
}

/** The URL of a HYPERLINK field, or null for any other field or a link inside the document. */
export function hyperlinkTarget(field: FieldRecord | null): string | null {
  const instruction = field?.instruction ?? '';
  const match = /^\s*HYPERLINK\s+(.*?)"([^"]+)"/is.exec(instruction) ?? /^\s*HYPERLINK\s+()([^\s"\\]+)/i.exec(instruction);
  // \l before the target names a bookmark in this document, not a URL.
  if (!match || /\\l\b/.test(match[1] ?? '')) return null;
  const target = match[2]!.trim();
  return /^(https?:|mailto:|ftp:)/i.test(target) ? target : null;
}
