// The steps both modes share: bytes → text → a parsed document, and what the <head> says.

import type { ExtractInput, PluginMetadata } from '@docextract/contracts/plugin-api';
import { decodeHtml } from './decode.ts';
import type { DomDocument, DomElement } from './dom-types.ts';
import { readMetadata } from './metadata.ts';
import { pageBaseUrl } from './normalize-links.ts';
import { LINE_BREAK } from './normalize-tables.ts';
import { parseHtml } from './parse-html.ts';

export interface LoadedHtml {
  document: DomDocument;
  body: DomElement;
  metadata: PluginMetadata & { raw: Record<string, unknown> };
  /** The page's own address, for resolving relative links; null when it states none. */
  base: URL | null;
}

export function loadHtml(input: ExtractInput): LoadedHtml {
  const { text, charset } = decodeHtml(input.bytes, input.charset);
  // The internal line-break marker must not come from the page itself.
  const document = parseHtml(text.replaceAll(LINE_BREAK, ''));
  const metadata = readMetadata(document, charset);
  return { document, body: document.body!, metadata: { ...metadata, raw: metadata.raw ?? {} }, base: pageBaseUrl(document) };
}

export function hasVisibleText(element: DomElement): boolean {
  return /\S/.test(element.textContent ?? '');
}
