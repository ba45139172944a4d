// Multi-line text → inlines, with the line ends kept as hard breaks.

import type { Inline } from '@docextract/contracts/document-model';

/** Lines become text spans joined by `break` inlines; trailing spaces are dropped. */
export function textWithBreaks(text: string): Inline[] {
  const inlines: Inline[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (index > 0) inlines.push({ type: 'break' });
    const visible = line.trimEnd();
    if (visible) inlines.push({ type: 'text', text: visible });
  });
  return inlines;
}

/** The visible text of inlines (a title, say), breaks as spaces. */
export function plainTextOf(inlines: Inline[]): string {
  return inlines
    .map((inline) => (inline.type === 'text' ? inline.text : inline.type === 'link' ? plainTextOf(inline.children) : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
