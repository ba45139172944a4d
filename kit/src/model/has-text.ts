// Whether inline content says anything: a paragraph, heading or table cell made only of white
// space, line breaks or empty links is dropped by every reader rather than kept as an empty block.

import type { Inline } from '@docextract/contracts/document-model';

export function hasText(content: readonly Inline[]): boolean {
  return content.some((inline) => {
    if (inline.type === 'text') return inline.text.trim() !== '';
    if (inline.type === 'link') return hasText(inline.children);
    return false;
  });
}
