// What both modes do first: open the package through the shared Office zip reader (bomb
// checks, no DTDs), refuse an encrypted package, read content.xml, tell a text document from
// a presentation by its body, check the page count (slides, or the writer's page count)
// against the limit, and pick a presentation's slides asked for (ExtractInput.pages). A text
// document flows: its model has no page boundaries to select by, so it is always read whole
// and the plugin does not declare splitsPages (the core never sends it `pages`).

import { BadInputError, type ExtractInput } from '@docextract/contracts/plugin-api';
import { selectedPages } from '@docextract/plugin-kit/page-selection';
import { OfficeZip } from '@docextract/plugin-kit/zip';
import { attr, childElements, descendants, parseXml, path, type XmlElement } from '@docextract/plugin-kit/xml';
import { readOdfMetadata, type OdfMetadata } from './odf-metadata.ts';
import { OdfStyles } from './odf-styles.ts';

export type OdfKind = 'text' | 'presentation';

export interface OpenedOdf {
  zip: OfficeZip;
  kind: OdfKind;
  /** content.xml's root (office:document-content), where the automatic styles are. */
  content: XmlElement;
  /** office:text or office:presentation. */
  body: XmlElement;
  /** The presentation's slides to read (draw:page elements), by their 1-based number in show order; empty for text. */
  slidesToRead: { number: number; page: XmlElement }[];
  metadata: OdfMetadata;
}

export function openOdf(input: ExtractInput): OpenedOdf {
  const zip = OfficeZip.open(input.bytes);
  refuseEncrypted(zip);
  const text = zip.readText('content.xml');
  if (!text) throw new BadInputError('corrupt', 'the package has no content.xml: not an OpenDocument file, or a damaged one');
  const root = parseXml(text, 'content.xml');
  const holder = path(root, 'body');
  const body = holder ? childElements(holder).find((element) => element.name === 'text' || element.name === 'presentation') : undefined;
  if (!body) {
    const found = holder ? childElements(holder)[0]?.name : undefined;
    throw new BadInputError(found ? 'unsupported' : 'corrupt', found ? `an OpenDocument ${found}, which this plugin does not read` : 'content.xml has no document body');
  }
  const kind: OdfKind = body.name === 'presentation' ? 'presentation' : 'text';
  const slides = kind === 'presentation' ? childElements(body, 'page') : [];
  const { metadata, pageCount } = readOdfMetadata(zip);
  const pages = kind === 'presentation' ? slides.length : pageCount;
  if (pages !== null && pages > input.limits.maxPages) {
    const unit = kind === 'presentation' ? 'slides' : 'pages';
    throw new BadInputError('too-large', `the document has ${pages} ${unit}, more than the ${input.limits.maxPages} allowed`);
  }
  metadata.pages = pages;
  const slidesToRead = selectedPages(input.pages, slides.length).map((number) => ({ number, page: slides[number - 1]! }));
  return { zip, kind, content: root, body, slidesToRead, metadata };
}

/**
 * Styles for structured mode: the named styles of styles.xml, then content.xml's automatic
 * ones. A presentation's styles.xml is its masters and graphic styles (often half a megabyte,
 * most of the parse time) and its slides' text uses automatic styles, so it is not read.
 */
export function readStyles(opened: Pick<OpenedOdf, 'zip' | 'content' | 'kind'>): OdfStyles {
  const automatic = path(opened.content, 'automatic-styles');
  if (opened.kind === 'presentation') return new OdfStyles([automatic]);
  const stylesText = opened.zip.readText('styles.xml');
  let named: XmlElement | undefined;
  try {
    named = stylesText ? path(parseXml(stylesText, 'styles.xml'), 'styles') : undefined;
  } catch {
    // Broken named styles cost only some bold and italic, not the document.
    named = undefined;
  }
  return new OdfStyles([named, automatic]);
}

// An encrypted package lists encryption data per entry in its manifest; its content.xml is
// ciphertext. No password can be used here (ODF decryption is not implemented), so it is refused.
function refuseEncrypted(zip: OfficeZip): void {
  const manifest = zip.readText('META-INF/manifest.xml');
  if (!manifest) return;
  const root = parseXml(manifest, 'META-INF/manifest.xml');
  const encrypted = descendants(root, 'file-entry').some(
    (entry) => attr(entry, 'manifest:full-path') === 'content.xml' && descendants(entry, 'encryption-data').length > 0,
  );
  if (encrypted) {
    throw new BadInputError('unsupported', 'the document is encrypted with a password; encrypted OpenDocument files cannot be decrypted here');
  }
}
