// What reading one document carries from element to element: the package (for embedded
// objects), its styles, the footnotes and endnotes met so far (their bodies are placed after
// the text, see note-blocks.ts), and how far headings move down when the document has a
// Title paragraph above its headings.

import type { OfficeZip } from '@docextract/plugin-kit/zip';
import type { XmlElement } from '@docextract/plugin-kit/xml';
import type { OdfStyles } from './odf-styles.ts';

export interface CollectedNote {
  /** What the citation shows, e.g. "1" or "i". */
  label: string;
  /** text:note-body. */
  body: XmlElement;
}

export interface ReadContext {
  /** The package, for embedded objects (charts, formulas) in sub-documents. */
  zip: OfficeZip;
  styles: OdfStyles;
  notes: CollectedNote[];
  /** 1 when a Title paragraph takes heading level 1, so outline level 1 becomes level 2. */
  headingShift: number;
  /** True while an embedded object is read: objects inside it are not followed. */
  insideObject: boolean;
}
