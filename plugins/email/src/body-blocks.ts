// The message body. Structured mode prefers the HTML body, handed to the html plugin through
// extractEmbedded: HTML is what the sender wrote and saw, and it keeps tables, lists and
// links, which the text/plain alternative that mail programs generate from it flattens or
// drops. The plain text is used when there is no HTML, when no plugin reads it (embedding at
// its nesting limit) or when it yields no text. Fast mode reads the plain text only. An
// Outlook message with neither may still have its body as compressed RTF (rtf-body.ts).

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput } from '@docextract/contracts/plugin-api';
import { decodeText } from '@docextract/plugin-kit/decode-text';
import type { ParsedMessage } from './parsed-message.ts';
import { htmlToText, textToBlocks } from './text-body.ts';
import { blocksHaveText } from '@docextract/plugin-kit/has-text';
import { rtfBody } from './rtf-body.ts';

export type BodyFormat = 'html' | 'text' | 'html-as-text' | 'rtf' | 'none';

export interface Body {
  blocks: Block[];
  format: BodyFormat;
  /** Why the HTML body was not used, when there was one. */
  htmlProblem: string | null;
  /** Why the compressed RTF body was not used, when it was the only one. */
  rtfProblem: string | null;
}

const UTF8_BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

export async function bodyBlocks(message: ParsedMessage, structured: boolean, maxChars: number, extractEmbedded: ExtractInput['extractEmbedded']): Promise<Body> {
  let htmlProblem: string | null = null;
  if (structured && message.html && extractEmbedded) {
    const read = await extractEmbedded(htmlBytes(message.html), 'body.html');
    if (blocksHaveText(read.blocks)) return { blocks: read.blocks, format: 'html', htmlProblem: null, rtfProblem: null };
    htmlProblem = read.problem ?? 'the HTML body has no text';
  }
  if (message.text?.trim()) return { blocks: textToBlocks(message.text.slice(0, maxChars)), format: 'text', htmlProblem, rtfProblem: null };
  if (message.html) {
    const html = typeof message.html === 'string' ? message.html : decodeText(message.html, null).text;
    // A tag-stripping reading: rough, but only reached when nothing better can be asked.
    return { blocks: textToBlocks(htmlToText(html.slice(0, maxChars * 4)).slice(0, maxChars)), format: 'html-as-text', htmlProblem, rtfProblem: null };
  }
  if (message.compressedRtf) {
    const rtf = await rtfBody(message.compressedRtf, structured, extractEmbedded);
    return { blocks: rtf.blocks, format: rtf.problem ? 'none' : 'rtf', htmlProblem, rtfProblem: rtf.problem };
  }
  return { blocks: [], format: 'none', htmlProblem, rtfProblem: null };
}

/**
 * The HTML as bytes for the html plugin. Decoded text is re-encoded as UTF-8 behind a byte
 * order mark, which wins over a <meta charset> that still names the part's original charset.
 */
function htmlBytes(html: string | Uint8Array): Uint8Array {
  if (typeof html !== 'string') return html;
  const encoded = new TextEncoder().encode(html);
  const bytes = new Uint8Array(UTF8_BOM.length + encoded.length);
  bytes.set(UTF8_BOM);
  bytes.set(encoded, UTF8_BOM.length);
  return bytes;
}
