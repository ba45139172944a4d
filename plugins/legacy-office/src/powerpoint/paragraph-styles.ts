// The paragraph half of a StyleTextPropAtom (MS-PPT 2.9.44): one run per group of paragraphs,
// each with an indent level and a TextPFException whose optional fields are announced by a
// mask. Only the indent level and the bullet switch are kept (to tell list items from
// paragraphs); the other fields are stepped over by their sizes. An unknown layout ends the
// reading: the text stays, only its list marks are lost.

export interface ParagraphStyle {
  indent: number;
  /** true / false when the run sets it; null when it inherits from the master. */
  bullet: boolean | null;
}

/** Optional TextPFException fields after the masks, in file order: [mask bits, size in bytes]. */
const FIELDS: Array<[number, number]> = [
  [0x0000000f, 2], // bulletFlags (hasBullet, bulletHasFont, bulletHasColor, bulletHasSize)
  [0x00000080, 2], // bulletChar
  [0x00000010, 2], // bulletFontRef
  [0x00000040, 2], // bulletSize
  [0x00000020, 4], // bulletColor
  [0x00000800, 2], // textAlignment
  [0x00001000, 2], // lineSpacing
  [0x00002000, 2], // spaceBefore
  [0x00004000, 2], // spaceAfter
  [0x00000100, 2], // leftMargin
  [0x00000400, 2], // indent
  [0x00008000, 2], // defaultTabSize
];
const TAB_STOPS = 0x00100000;
const FONT_ALIGN = 0x00010000;
const WRAP_FLAGS = 0x000e0000;
const TEXT_DIRECTION = 0x00200000;
const HAS_BULLET_MASK = 0x00000001;

/**
 * The style of each paragraph of `text` (paragraphs end at "\r" and at the text's end), from
 * the run that covers the paragraph's end mark; [] when the atom cannot be read.
 */
export function paragraphStyles(stream: Buffer, start: number, end: number, text: string): ParagraphStyle[] {
  const runs: Array<{ from: number; to: number; style: ParagraphStyle }> = [];
  let at = start;
  // The runs cover the text and its implied final paragraph mark.
  for (let covered = 0; covered < text.length + 1; ) {
    if (at + 10 > end) return [];
    const count = stream.readUInt32LE(at);
    const indent = stream.readUInt16LE(at + 4);
    const masks = stream.readUInt32LE(at + 6);
    at += 10;
    let bullet: boolean | null = null;
    for (const [bits, size] of FIELDS) {
      if (!(masks & bits)) continue;
      if (at + size > end) return [];
      if (bits === 0x0000000f && masks & HAS_BULLET_MASK) bullet = (stream.readUInt16LE(at) & 1) === 1;
      at += size;
    }
    if (masks & TAB_STOPS) {
      if (at + 2 > end) return [];
      at += 2 + stream.readUInt16LE(at) * 4;
    }
    if (masks & FONT_ALIGN) at += 2;
    if (masks & WRAP_FLAGS) at += 2;
    if (masks & TEXT_DIRECTION) at += 2;
    if (count === 0 || at > end) return [];
    runs.push({ from: covered, to: covered + count, style: { indent: Math.min(indent, 8), bullet } });
    covered += count;
  }
  const styles: ParagraphStyle[] = [];
  for (let position = 0; position <= text.length; position++) {
    if (position < text.length && text[position] !== '\r') continue;
    const run = runs.find((candidate) => position >= candidate.from && position < candidate.to) ?? runs.at(-1);
    styles.push(run!.style);
  }
  return styles;
}
