// What both modes do first: open the package safely, find the slides in presentation order,
// refuse a hostile slide count, read the document properties (pages = slides), and pick the
// slides asked for (ExtractInput.pages): the others are never opened.

import { BadInputError, type ExtractInput, type PluginMetadata } from '@docextract/contracts/plugin-api';
import { readOfficeProperties } from '@docextract/plugin-kit/office-metadata';
import { selectedPages } from '@docextract/plugin-kit/page-selection';
import { OfficeZip } from '@docextract/plugin-kit/zip';
import { readDeck, type Deck } from './presentation.ts';

export interface OpenedDeck extends Deck {
  zip: OfficeZip;
  metadata: PluginMetadata & { raw: Record<string, unknown> };
  /** The slides to read, by their number in the whole deck (1-based) and their part. */
  slidesToRead: { number: number; part: string }[];
}

export function openDeck(input: ExtractInput): OpenedDeck {
  const zip = OfficeZip.open(input.bytes);
  const deck = readDeck(zip);
  if (deck.slideParts.length > input.limits.maxPages) {
    throw new BadInputError('too-large', `the presentation has ${deck.slideParts.length} slides, more than the ${input.limits.maxPages} allowed`);
  }
  const { metadata } = readOfficeProperties(zip);
  metadata.pages = deck.slideParts.length;
  const slidesToRead = selectedPages(input.pages, deck.slideParts.length).map((number) => ({ number, part: deck.slideParts[number - 1]! }));
  return { ...deck, zip, metadata, slidesToRead };
}
