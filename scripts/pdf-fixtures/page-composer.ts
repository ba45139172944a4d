// Lays text out on a page and writes its content stream. Positions are given from the top
// of the page (as a reader sees it) and turned into PDF's bottom-up coordinates here.

import type { PdfFileBuilder } from './pdf-file.ts';
import { textWidth } from './pdf-fonts.ts';
import { formatNumber, name, ref, type PdfDict } from './pdf-objects.ts';

export interface FontUse {
  /** Resource name, e.g. "F1". */
  resource: string;
  bold?: boolean;
}

// WinAnsiEncoding bytes for the few non-ASCII characters the fixtures use.
const WIN_ANSI: Record<string, number> = { '•': 0x95, '–': 0x96, '—': 0x97, '’': 0x92, '“': 0x93, '”': 0x94, é: 0xe9 };

function winAnsiLiteral(text: string): string {
  const bytes = Array.from(text, (char) => WIN_ANSI[char] ?? char.charCodeAt(0));
  return `(${bytes.map((byte) => (byte === 0x28 || byte === 0x29 || byte === 0x5c ? `\\${String.fromCharCode(byte)}` : byte < 0x20 || byte > 0x7e ? `\\${byte.toString(8).padStart(3, '0')}` : String.fromCharCode(byte))).join('')})`;
}

export class PageComposer {
  private readonly operators: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** One line of text in a standard font; `top` is the baseline's distance from the top edge. */
  text(font: FontUse, size: number, x: number, top: number, text: string): void {
    this.raw(font.resource, size, x, top, winAnsiLiteral(text));
  }

  /** A line whose string operand is already encoded (an embedded font's hex glyph string). */
  raw(resource: string, size: number, x: number, top: number, operand: string): void {
    this.operators.push(`BT /${resource} ${formatNumber(size)} Tf ${formatNumber(x)} ${formatNumber(this.height - top)} Td ${operand} Tj ET`);
  }

  /**
   * Wraps text into lines no wider than `width` and sets them; returns the top of the next
   * line. `lines` overrides the wrapping (to place a hyphen exactly where a test needs it).
   */
  paragraph(font: FontUse, size: number, x: number, top: number, width: number, text: string, leading = size * 1.25, lines?: string[]): number {
    let baseline = top;
    for (const line of lines ?? wrap(text, width, size, font.bold)) {
      this.text(font, size, x, baseline, line);
      baseline += leading;
    }
    return baseline;
  }

  image(resource: string, x: number, top: number, width: number, height: number): void {
    this.operators.push(`q ${formatNumber(width)} 0 0 ${formatNumber(height)} ${formatNumber(x)} ${formatNumber(this.height - top - height)} cm /${resource} Do Q`);
  }

  /** Adds the page to the file under `parent`, with its content stream and resources. */
  addTo(pdf: PdfFileBuilder, parent: number, resources: PdfDict): number {
    const content = pdf.addStream({}, this.operators.join('\n'));
    return pdf.add({ Type: name('Page'), Parent: ref(parent), MediaBox: [0, 0, this.width, this.height], Resources: resources, Contents: ref(content) });
  }
}

function wrap(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
