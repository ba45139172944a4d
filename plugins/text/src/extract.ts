// One extraction, whatever the mode: bytes → clean text → blocks and metadata.

import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { decodeText } from '@docextract/plugin-kit/decode-text';
import { outputLimitChars } from '@docextract/plugin-kit/output-budget';
import { assertLooksLikeText, cleanText, countLines } from './clean-text.ts';
import { formatKind } from './format-kind.ts';
import { readFormat, type TextMode } from './read-format.ts';

export function extract(input: ExtractInput, mode: TextMode): ExtractResult {
  const decoded = decodeText(input.bytes, input.charset);
  assertLooksLikeText(decoded.text);
  const text = cleanText(decoded.text);
  const kind = formatKind(input.mimeType, input.fileName);
  const raw = {
    format: kind,
    charset: decoded.charset,
    charsetSource: decoded.charsetSource,
    lines: countLines(text),
  };
  // Blank text is an empty document: the core reports it as such (and may try another mode).
  if (!text.trim()) return { document: { blocks: [] }, metadata: { title: null, pages: 1, raw: { ...raw, truncated: false } } };

  const read = readFormat(kind, mode, text, outputLimitChars(input.limits.maxOutputChars));
  return {
    document: { blocks: read.blocks },
    metadata: { title: read.title, pages: 1, raw: { ...raw, ...read.raw } },
  };
}

