// What both modes do first: open the package safely, read its properties, and turn what
// mammoth throws for a broken file into the contract's 'corrupt'.

import { BadInputError, isBadInputError, type ExtractInput, type PluginMetadata } from '@docextract/contracts/plugin-api';
import { readOfficeProperties } from '@docextract/plugin-kit/office-metadata';
import { OfficeZip } from '@docextract/plugin-kit/zip';
import { mainDocumentPart } from './comments.ts';

export interface OpenedDocx {
  zip: OfficeZip;
  documentPart: string;
  metadata: PluginMetadata & { raw: Record<string, unknown> };
}

export function openDocx(input: ExtractInput): OpenedDocx {
  const zip = OfficeZip.open(input.bytes);
  const documentPart = mainDocumentPart(zip);
  if (!zip.has(documentPart)) throw new BadInputError('corrupt', 'the package has no main document part (word/document.xml)');
  const { metadata, counts } = readOfficeProperties(zip);
  // app.xml's page count is Word's, from the last save; a hostile one is refused like any page count.
  const pages = counts.Pages;
  if (pages !== undefined && pages > input.limits.maxPages) {
    throw new BadInputError('too-large', `the document has ${pages} pages, more than the ${input.limits.maxPages} allowed`);
  }
  metadata.pages = pages && pages > 0 ? pages : null;
  return { zip, documentPart, metadata };
}

/**
 * mammoth's failures on a malformed package (bad XML, missing parts) are bad input; anything
 * else is left as it is, a crash, so the core can still try the other mode.
 */
export function asBadInput(error: unknown): unknown {
  if (isBadInputError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (!MALFORMED.test(message)) return error;
  return new BadInputError('corrupt', `mammoth could not read the document: ${message.split('\n')[0]?.slice(0, 200)}`);
}

const MALFORMED = /xml|could not find|parse|unexpected|invalid|unclosed|malformed|end of (input|file)|not well-formed/i;
