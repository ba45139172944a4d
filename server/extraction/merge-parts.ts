// One reply from the replies of a document's parts, read on several threads: the renderings
// joined in page order with the format's block separator (so the result is the rendering the
// whole document would have had at each join), counts summed, metadata from the first part
// with the parts' page lists (OCR'd pages, unreadable pages) put together.

import type { PluginMetadata } from '../../contracts/plugin-api.ts';
import type { OutputFormat, RenderedContent } from '../render/render-document.ts';
import type { ExtractReply } from './worker-protocol.ts';

export type PartReply = Extract<ExtractReply, { outcome: 'ok' }>;

/** What the plain-text rendering puts between two blocks; counts are taken from it. */
const PLAIN_BLOCK_SEPARATOR = '\n\n';

export function mergeParts(parts: readonly PartReply[], format: OutputFormat, maxOutputChars: number): PartReply {
  const kept = partsWithinLimit(parts, maxOutputChars);
  const withText = kept.filter((part) => !part.text.empty);
  const words = withText.reduce((sum, part) => sum + part.text.words, 0);
  const characters = withText.reduce((sum, part) => sum + part.text.characters, 0) + Math.max(0, withText.length - 1) * PLAIN_BLOCK_SEPARATOR.length;
  const metadata = mergeMetadata(kept);
  if (kept.length < parts.length) metadata.raw = { ...metadata.raw, truncated: true };
  const producedBy = new Set(parts.map((part) => part.producedByMode));
  const first = parts[0]!;
  const merged: PartReply = {
    threadId: first.threadId,
    outcome: 'ok',
    content: joinRenderings(kept.map((part) => part.content), format),
    metadata,
    text: { words, characters, empty: withText.length === 0 },
    hasPages: parts.some((part) => part.hasPages === true),
  };
  // Only when every part says so: a part's pages all from OCR do not make the document's.
  const [only] = producedBy;
  if (producedBy.size === 1 && only) merged.producedByMode = only;
  return merged;
}

// Each part was held to the whole document's limit: the parts after the one that reached it go.
function partsWithinLimit(parts: readonly PartReply[], maxOutputChars: number): PartReply[] {
  const kept: PartReply[] = [];
  let characters = 0;
  for (const part of parts) {
    kept.push(part);
    characters += part.text.characters;
    if (part.metadata.raw?.truncated === true || characters > maxOutputChars) break;
  }
  return kept;
}

function joinRenderings(renderings: RenderedContent[], format: OutputFormat): RenderedContent {
  // Each part's elements carry absolute page numbers: the lists follow one another.
  if (format === 'json') return renderings.flatMap((rendering) => (Array.isArray(rendering) ? rendering : []));
  const texts = renderings.filter((rendering): rendering is string => typeof rendering === 'string');
  switch (format) {
    case 'txt':
      return texts.filter((text) => text.trim() !== '').join(PLAIN_BLOCK_SEPARATOR);
    case 'md':
    case 'markdown':
      // Each part ends its last block with one newline; blocks are a blank line apart.
      return texts.map((text) => text.replace(/\n$/, '')).filter((text) => text.trim() !== '').join('\n\n') + '\n';
    case 'html': {
      // Each part is its blocks one a line, the last line ended: they follow one another.
      const joined = texts.filter((text) => text.trim() !== '').join('');
      return joined === '' ? '\n' : joined;
    }
  }
}

// Lists of pages (ocrPages, unreadablePages…) are the parts' lists end to end, flags are set
// when any part set them, and anything else is the first part's, as the document's own metadata
// (title, dates, page count) is the same in every part.
function mergeMetadata(parts: readonly PartReply[]): PluginMetadata {
  const metadata: PluginMetadata = { ...parts[0]!.metadata };
  const raw: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part.metadata.raw ?? {})) {
      const earlier = raw[key];
      if (Array.isArray(earlier) && Array.isArray(value)) raw[key] = [...earlier, ...value];
      else if (earlier === undefined || (value === true && earlier === false)) raw[key] = value;
    }
  }
  if (Object.keys(raw).length > 0) metadata.raw = raw;
  return metadata;
}
