// Fonts for the test PDFs: the standard 14 Type1 fonts (never embedded, every reader has
// them), with Helvetica's widths to lay text out, and an embedded TrueType subset (Type0,
// Identity-H, with a ToUnicode map) for scripts the standard fonts cannot show.

import type { PdfFileBuilder } from './pdf-file.ts';
import { name, ref, str, type PdfDict } from './pdf-objects.ts';
import { subsetTrueType } from './truetype-subset.ts';

// Helvetica's advance widths (Adobe AFM), in 1/1000 em, for the characters 32–126.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584,
  584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667,
  611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500,
  722, 500, 500, 500, 334, 260, 334, 584,
];

/** The width of ASCII text in Helvetica (bold is about 5% wider), in points. */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const char of text) units += HELVETICA_WIDTHS[char.charCodeAt(0) - 32] ?? 556;
  return (units * size * (bold ? 1.05 : 1)) / 1000;
}

export function standardFont(pdf: PdfFileBuilder, baseFont: string): number {
  return pdf.add({ Type: name('Font'), Subtype: name('Type1'), BaseFont: name(baseFont), Encoding: name('WinAnsiEncoding') });
}

export interface EmbeddedFont {
  id: number;
  /** Hex string of the text's glyphs, in the order given (pass visual order for RTL text). */
  encode(text: string): string;
  width(text: string, size: number): number;
}

export function embeddedTrueType(pdf: PdfFileBuilder, fontBytes: Buffer, baseName: string, text: string): EmbeddedFont {
  const subset = subsetTrueType(fontBytes, text);
  const fontName = `AAAAAA+${baseName}`;
  const file = pdf.addStream({ Length1: subset.font.length }, subset.font);
  const descriptor = pdf.add({
    Type: name('FontDescriptor'),
    FontName: name(fontName),
    Flags: 32,
    FontBBox: subset.bbox,
    ItalicAngle: 0,
    Ascent: subset.ascent,
    Descent: subset.descent,
    CapHeight: 700,
    StemV: 80,
    FontFile2: ref(file),
  });
  const cidFont: PdfDict = {
    Type: name('Font'),
    Subtype: name('CIDFontType2'),
    BaseFont: name(fontName),
    CIDSystemInfo: { Registry: str('Adobe'), Ordering: str('Identity'), Supplement: 0 },
    FontDescriptor: ref(descriptor),
    W: [0, subset.widths],
    CIDToGIDMap: name('Identity'),
  };
  const toUnicode = pdf.addStream({}, toUnicodeCMap(subset.glyphOf));
  const id = pdf.add({
    Type: name('Font'),
    Subtype: name('Type0'),
    BaseFont: name(fontName),
    Encoding: name('Identity-H'),
    DescendantFonts: [ref(pdf.add(cidFont))],
    ToUnicode: ref(toUnicode),
  });
  const glyphs = (text: string) => Array.from(text, (char) => subset.glyphOf.get(char.codePointAt(0)!) ?? 0);
  return {
    id,
    encode: (text) => `<${glyphs(text).map((gid) => gid.toString(16).padStart(4, '0')).join('')}>`,
    width: (text, size) => (glyphs(text).reduce((sum, gid) => sum + (subset.widths[gid] ?? 0), 0) * size) / 1000,
  };
}

function toUnicodeCMap(glyphOf: Map<number, number>): string {
  const entries = [...glyphOf.entries()].map(([code, gid]) => `<${gid.toString(16).padStart(4, '0')}> <${code.toString(16).padStart(4, '0')}>`);
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    `${entries.length} beginbfchar`,
    ...entries,
    'endbfchar',
    'endcmap',
    'CMapName currentdict /CIDInit /ProcSet findresource /defineresource pop',
    'end',
    'end',
  ].join('\n');
}
