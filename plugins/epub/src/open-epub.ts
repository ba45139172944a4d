// What both modes do first: open the zip through the shared reader (entry count, declared
// sizes, ratios and inflated bytes capped; XML parts with a DTD refused), refuse DRM, read
// the package document and its metadata, and find the chapters: the spine's content
// documents, in spine order. pages = chapters in the spine (an EPUB has no fixed pages;
// the spine is its one count of reading units, and credits are charged by it).

import { BadInputError, isBadInputError, type ExtractInput } from '@docextract/contracts/plugin-api';
import { OfficeZip } from '@docextract/plugin-kit/zip';
import { drmError, encryptedPaths, refuseDrm } from './drm.ts';
import { readOpfMetadata, type EpubMetadata } from './opf-metadata.ts';
import { readPackageDocument, type PackageDocument } from './package-document.ts';

export interface Chapter {
  /** 1-based position among the chapters read. */
  number: number;
  path: string;
  mediaType: string;
}

export interface OpenedEpub {
  zip: OfficeZip;
  book: PackageDocument;
  chapters: Chapter[];
  metadata: EpubMetadata;
}

const CONTENT_TYPES = new Set(['application/xhtml+xml', 'text/html']);

export function openEpub(input: ExtractInput): OpenedEpub {
  const zip = OfficeZip.open(input.bytes);
  const encrypted = encryptedPaths(zip);
  let book: PackageDocument;
  try {
    book = readPackageDocument(zip);
  } catch (error) {
    // An encrypted package document is unreadable for the same reason as encrypted chapters.
    if (encrypted.size > 0 && isBadInputError(error) && error.reason === 'corrupt') throw drmError();
    throw error;
  }
  refuseDrm(encrypted, book);
  const chapters = book.spine
    .filter((item) => item.path !== null && CONTENT_TYPES.has(item.mediaType) && zip.has(item.path))
    .map((item, index) => ({ number: index + 1, path: item.path!, mediaType: item.mediaType }));
  if (chapters.length > input.limits.maxPages) {
    throw new BadInputError('too-large', `the book has ${chapters.length} chapters in its spine, more than the ${input.limits.maxPages} allowed`);
  }
  const metadata = readOpfMetadata(book.metadata);
  metadata.pages = chapters.length;
  return { zip, book, chapters, metadata };
}
