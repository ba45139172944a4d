// The steps both modes share: bytes → text → a parsed document, and what the <head> says.

import type { ExtractInput } from '@docextract/contracts/plugin-api';
import { decodeHtml } from './decode.ts';
import type { DomDocument, DomElement } from './dom-types.ts';
import { readMetadata, type HtmlMetadata } from './metadata.ts';
import { pageBaseUrl } from './page-base-url.ts';
import { capSource } from './output-limit.ts';
import { parseHtml } from './parse-html.ts';

export interface LoadedHtml {
  document: DomDocument;
  body: DomElement;
  metadata: HtmlMetadata;
  /** The page's own address, for resolving relative links; null when it states none. */
  base: URL | null;
}

export function loadHtml(input: ExtractInput): LoadedHtml {
  const { text, charset } = decodeHtml(input.bytes, input.charset);
  const source = capSource(text, input.limits.maxOutputChars);
  const document = parseHtml(source.html);
  const metadata = readMetadata(document, charset);
  // Only the start of an enormous source was read (output-limit.ts).
  if (source.cut) metadata.raw.truncated = true;
  return { document, body: document.body!, metadata, base: pageBaseUrl(document) };
}

export function hasVisibleText(element: DomElement): boolean {
  return /\S/.test(element.textContent ?? '');
}
