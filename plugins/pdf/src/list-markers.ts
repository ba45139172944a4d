// List markers at the start of a line: bullets (including the private-use code points that
// Symbol and Wingdings bullets come out as when a font has no Unicode map) and enumerators
// ("1.", "2)", "(a)", "iv."). A section number such as "5.1" or "2.3.4" is not a marker.

export interface ListMarker {
  ordered: boolean;
  /** The enumerator's value, for the first item of an ordered list. */
  number: number | null;
  /** The text after the marker. */
  rest: string;
  /** The marker's share of the line's characters, to place the item's text edge. */
  length: number;
}

const BULLET = /^([•◦▪▫●○■□►▶▸‣⁃∙·➢➤✓✔❖◆◇→–—*-]|[\ue000-\uf8ff])\s*(?=\S)/u;
const ENUMERATOR = /^(\(?)(\d{1,3}|[a-zA-Z]|[ivxlcIVXLC]{1,6})([.)])\s+(?=\S)/u;

const BARE_MARKER = /^(?:[•◦▪▫●○■□►▶▸‣⁃∙·➢➤✓✔❖◆◇→–—*-]|[\ue000-\uf8ff]|\(?(?:\d{1,3}|[a-z]|[ivxlc]{1,6})[.)])$/iu;

/** True for text that is a list marker and nothing else (a bullet set apart from its item). */
export function isBareMarker(text: string): boolean {
  return BARE_MARKER.test(text.trim());
}

export function listMarker(text: string): ListMarker | null {
  const bullet = BULLET.exec(text);
  if (bullet) {
    // A dash glued to a word is a hyphenated fragment or a minus sign, not a bullet.
    if (/^[-–—*]\S/u.test(text)) return null;
    return { ordered: false, number: null, rest: text.slice(bullet[0].length), length: bullet[0].length };
  }
  const enumerator = ENUMERATOR.exec(text);
  if (!enumerator) return null;
  const [whole, open, label, close] = enumerator;
  // "(1." is not a marker; "(a)" and "a)" are. "A." and "I." open names and headings more
  // often than lists.
  if (open && close !== ')') return null;
  if (/^[A-Z]$/.test(label!) && close === '.') return null;
  return { ordered: true, number: enumeratorValue(label!), rest: text.slice(whole.length), length: whole.length };
}

function enumeratorValue(label: string): number | null {
  if (/^\d+$/.test(label)) return Number(label);
  if (/^[ivxlc]+$/i.test(label) && label.length > 1) return romanValue(label.toLowerCase());
  if (/^[a-z]$/i.test(label)) return label.toLowerCase().charCodeAt(0) - 96;
  return null;
}

function romanValue(roman: string): number | null {
  const values: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };
  let total = 0;
  for (let index = 0; index < roman.length; index += 1) {
    const value = values[roman[index]!] ?? 0;
    const next = values[roman[index + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total > 0 ? total : null;
}
